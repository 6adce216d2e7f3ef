"use client";

import { useRouter } from "next/navigation";
import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { api } from "@/trpc/react";
import { FormStatus, SettingsField } from "./settings-section";
import { formValues, useFormErrors } from "./use-settings-form";

export function DisplayNameForm({ displayName }: { displayName: string }) {
  const router = useRouter();
  const errors = useFormErrors();
  const update = api.account.updateDisplayName.useMutation({ onSuccess: () => router.refresh(), onError: errors.show });
  return (
    <form
      aria-label="Display name"
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        update.mutate(formValues(event, ["displayName"] as const));
      }}
    >
      <SettingsField label="Display name" name="displayName" autoComplete="name" defaultValue={displayName} error={errors.fieldErrors.displayName} />
      <FormStatus success={update.isSuccess ? "Your display name is saved." : null} error={errors.formError} />
      <button type="submit" disabled={update.isPending} className={PRIMARY_BUTTON_CLASS}>
        {update.isPending ? "Saving..." : "Save name"}
      </button>
    </form>
  );
}
