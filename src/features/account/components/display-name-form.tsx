"use client";

import { useRouter } from "next/navigation";
import { api } from "@/trpc/react";
import { TextField } from "@/components/ui/text-field";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { SettingsForm } from "./settings-section";
import { formValues } from "./use-settings-form";

const FIELDS = [{ key: "displayName", id: "account-display-name" }];

export function DisplayNameForm({ displayName }: { displayName: string }) {
  const router = useRouter();
  const errors = useFormErrors(FIELDS);
  const update = api.account.updateDisplayName.useMutation({ onSuccess: () => router.refresh(), onError: errors.show });
  return (
    <SettingsForm
      label="Display name"
      errors={errors}
      onSubmit={(event) => update.mutate(formValues(event, ["displayName"] as const))}
      success={update.isSuccess ? "Your display name is saved." : null}
      pending={update.isPending}
      submitLabel="Save name"
      pendingLabel="Saving..."
    >
      <TextField
        look="native"
        label="Display name"
        id="account-display-name"
        name="displayName"
        autoComplete="name"
        defaultValue={displayName}
        error={errors.fieldErrors.displayName}
      />
    </SettingsForm>
  );
}
