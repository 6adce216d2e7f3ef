"use client";

import { PASSWORD_MIN_LENGTH } from "@/features/auth/schema";
import { api } from "@/trpc/react";
import { TextField } from "@/components/ui/text-field";
import { FormStatus, SettingsForm } from "./settings-section";
import { formValues, useFormErrors } from "./use-settings-form";

export function PasswordForm() {
  const errors = useFormErrors();
  const change = api.account.changePassword.useMutation({ onError: errors.show });
  return (
    <SettingsForm
      label="Password"
      onClear={errors.clear}
      onSubmit={(event) => {
        const form = event.currentTarget;
        change.mutate(formValues(event, ["currentPassword", "newPassword"] as const), {
          onSuccess: () => form.reset(),
        });
      }}
      status={
        <FormStatus
          success={change.isSuccess ? "Your password is changed. Other devices have been signed out." : null}
          error={errors.formError}
        />
      }
      pending={change.isPending}
      submitLabel="Change password"
      pendingLabel="Saving..."
    >
      <TextField
        look="native"
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.fieldErrors.currentPassword}
      />
      <TextField
        look="native"
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        error={errors.fieldErrors.newPassword}
      />
      <p className="text-xs text-slate-500">At least {PASSWORD_MIN_LENGTH} characters, with a letter and a number.</p>
    </SettingsForm>
  );
}
