"use client";

import { Field, Input, Label } from "@headlessui/react";
import { signOut } from "@/components/ui/sign-out";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DANGER_BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { api } from "@/trpc/react";
import { FormStatus } from "./settings-section";

/** Deleting the account: the person types their email (or phone) in the confirmation dialog. */
export function DeleteAccountSection({ identifier }: { identifier: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = api.account.deleteAccount.useMutation({ onSuccess: () => void signOut("/") });
  const matches = typed.trim().toLowerCase() === identifier.toLowerCase();
  return (
    <div className="space-y-2">
      <button type="button" onClick={() => setOpen(true)} className={DANGER_BUTTON_CLASS}>
        Delete my account
      </button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        description="Your lists, favourites and account are deleted. Your reviews stay, shown as 'Former member'. Businesses you own are left without an owner. This cannot be undone."
        confirmLabel="Delete my account"
        busy={remove.isPending || remove.isSuccess}
        confirmDisabled={!matches}
        onConfirm={() => remove.mutate({ confirmation: typed })}
        onClose={() => {
          setOpen(false);
          remove.reset();
        }}
      >
        <Field>
          <Label className={LABEL_CLASS}>
            Type <strong>{identifier}</strong> to confirm
          </Label>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </Field>
        <div className="mt-2">
          <FormStatus error={remove.error?.message} />
        </div>
      </ConfirmDialog>
    </div>
  );
}
