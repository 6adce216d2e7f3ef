"use client";

import { api } from "@/trpc/react";
import { TextField } from "@/components/ui/text-field";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { SettingsForm } from "./settings-section";
import { formValues } from "./use-settings-form";

const FIELDS = [
  { key: "email", id: "account-email" },
  { key: "currentPassword", id: "account-email-password" },
];

/**
 * Changing the email: a link goes to the new address; the account keeps the old one until it is used.
 * The server answers the same when the address belongs to another account (it sends no link then),
 * so the text says the link was sent if the address can be used.
 */
export function EmailForm({ email }: { email: string | null }) {
  const errors = useFormErrors(FIELDS);
  const change = api.account.changeEmail.useMutation({ onError: errors.show });
  const success = change.isSuccess
    ? `If ${change.variables.email.trim().toLowerCase()} can be used for your account, we've sent a link to it. Your email changes once you confirm it.`
    : null;
  return (
    <SettingsForm
      label="Email address"
      errors={errors}
      onSubmit={(event) => change.mutate(formValues(event, ["email", "currentPassword"] as const))}
      success={success}
      pending={change.isPending}
      submitLabel="Change email"
      pendingLabel="Sending..."
    >
      <TextField
        look="native"
        label="New email address"
        id="account-email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email ?? ""}
        error={errors.fieldErrors.email}
      />
      <TextField
        look="native"
        label="Current password"
        id="account-email-password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.fieldErrors.currentPassword}
      />
    </SettingsForm>
  );
}
