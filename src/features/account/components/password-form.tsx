"use client";

import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { PASSWORD_MIN_LENGTH } from "@/features/auth/schema";
import { api } from "@/trpc/react";
import { FormStatus, SettingsField } from "./settings-section";
import { formValues, useFormErrors } from "./use-settings-form";

export function PasswordForm() {
  const errors = useFormErrors();
  const change = api.account.changePassword.useMutation({ onError: errors.show });
  return (
    <form
      aria-label="Password"
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        const form = event.currentTarget;
        change.mutate(formValues(event, ["currentPassword", "newPassword"] as const), { onSuccess: () => form.reset() });
      }}
    >
      <SettingsField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors.fieldErrors.currentPassword} />
      <SettingsField label="New password" name="newPassword" type="password" autoComplete="new-password" error={errors.fieldErrors.newPassword} />
      <p className="text-xs text-slate-500">At least {PASSWORD_MIN_LENGTH} characters, with a letter and a number.</p>
      <FormStatus success={change.isSuccess ? "Your password is changed. Other devices have been signed out." : null} error={errors.formError} />
      <button type="submit" disabled={change.isPending} className={PRIMARY_BUTTON_CLASS}>
        {change.isPending ? "Saving..." : "Change password"}
      </button>
    </form>
  );
}
