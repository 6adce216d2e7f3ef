"use client";

import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { api } from "@/trpc/react";
import { FormStatus, SettingsField } from "./settings-section";
import { formValues, useFormErrors } from "./use-settings-form";

/** Changing the email: a link goes to the new address; the account keeps the old one until it is used. */
export function EmailForm({ email }: { email: string | null }) {
  const errors = useFormErrors();
  const change = api.account.changeEmail.useMutation({ onError: errors.show });
  return (
    <form
      aria-label="Email address"
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        change.mutate(formValues(event, ["email", "currentPassword"] as const));
      }}
    >
      <SettingsField label="New email address" name="email" type="email" autoComplete="email" defaultValue={email ?? ""} error={errors.fieldErrors.email} />
      <SettingsField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors.fieldErrors.currentPassword} />
      <FormStatus
        success={change.isSuccess ? `We've sent a link to ${change.variables.email.trim().toLowerCase()}. Your email changes once you confirm it.` : null}
        error={errors.formError}
      />
      <button type="submit" disabled={change.isPending} className={PRIMARY_BUTTON_CLASS}>
        {change.isPending ? "Sending..." : "Change email"}
      </button>
    </form>
  );
}
