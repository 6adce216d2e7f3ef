"use client";

import { useRouter } from "next/navigation";
import { api } from "@/trpc/react";
import { TextField } from "@/components/ui/text-field";
import { FormStatus, SettingsForm } from "./settings-section";
import { formValues, useFormErrors } from "./use-settings-form";

export function DisplayNameForm({ displayName }: { displayName: string }) {
  const router = useRouter();
  const errors = useFormErrors();
  const update = api.account.updateDisplayName.useMutation({ onSuccess: () => router.refresh(), onError: errors.show });
  return (
    <SettingsForm
      label="Display name"
      onClear={errors.clear}
      onSubmit={(event) => update.mutate(formValues(event, ["displayName"] as const))}
      status={<FormStatus success={update.isSuccess ? "Your display name is saved." : null} error={errors.formError} />}
      pending={update.isPending}
      submitLabel="Save name"
      pendingLabel="Saving..."
    >
      <TextField
        look="native"
        label="Display name"
        name="displayName"
        autoComplete="name"
        defaultValue={displayName}
        error={errors.fieldErrors.displayName}
      />
    </SettingsForm>
  );
}
