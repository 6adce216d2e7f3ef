"use client";

import { PASSWORD_MIN_LENGTH } from "@/features/auth/schema";
import { api } from "@/trpc/react";
import { TextField } from "@/components/ui/text-field";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { SettingsForm } from "./settings-section";
import { formValues } from "./use-settings-form";

const FIELDS = [
  { key: "currentPassword", id: "account-current-password" },
  { key: "newPassword", id: "account-new-password" },
];

export function PasswordForm() {
  const errors = useFormErrors(FIELDS);
  const change = api.account.changePassword.useMutation({ onError: errors.show });
  return (
    <SettingsForm
      label="Password"
      errors={errors}
      onSubmit={(event) => {
        const form = event.currentTarget;
        change.mutate(formValues(event, ["currentPassword", "newPassword"] as const), {
          onSuccess: () => form.reset(),
        });
      }}
      success={change.isSuccess ? "Your password is changed. Other devices have been signed out." : null}
      pending={change.isPending}
      submitLabel="Change password"
      pendingLabel="Saving..."
    >
      <TextField
        look="native"
        label="Current password"
        id="account-current-password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.fieldErrors.currentPassword}
      />
      <TextField
        look="native"
        label="New password"
        id="account-new-password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`}
        error={errors.fieldErrors.newPassword}
      />
    </SettingsForm>
  );
}
