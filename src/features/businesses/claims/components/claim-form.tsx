"use client";
// 'Claim this business' for signed-in viewers (loaded only on their pages, see claim-business.tsx):
// a short form, in a dialog, for an admin to review. A refused claim lists its problems at the top
// of the form (an ErrorSummary) and each beside its field.
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { FormFooter } from "@/components/ui/field-errors";
import type { TSubmitClaimInput } from "@/features/businesses/claims/schema";
import { CLAIM_MESSAGES, CLAIM_ROLES } from "@/features/businesses/claims/types";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/trpc/react";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { useFormErrors } from "@/components/ui/use-form-errors";

const FIELDS = [
  { key: "roleAtBusiness", id: "claim-role" },
  { key: "phone", id: "claim-phone" },
  { key: "note", id: "claim-note" },
];

export function SignedInClaim({ businessId, businessName }: { businessId: string; businessName: string }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Required<TSubmitClaimInput>>({
    businessId,
    roleAtBusiness: "Owner",
    phone: "",
    note: "",
  });
  const errors = useFormErrors(FIELDS);
  const submit = api.claims.submit.useMutation({ onError: errors.show });
  const errorOf = (field: string) => errors.fieldErrors[field];
  const close = () => {
    errors.clear();
    setOpen(false);
  };

  return (
    <>
      {submit.isSuccess ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-700">
          {CLAIM_MESSAGES.submitted}
        </p>
      ) : (
        <button type="button" className={`${PRIMARY_BUTTON_CLASS} mt-3`} onClick={() => setOpen(true)}>
          Claim this business
        </button>
      )}
      <Modal open={open && !submit.isSuccess} onClose={close} title={`Claim ${businessName}`}>
        <ClientForm
          className="space-y-4"
          aria-label="Claim this business"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            errors.clear();
            submit.mutate(form);
          }}
        >
          <ErrorSummary {...errors.summary} />
          <SelectField
            look="filled"
            label="Your role at the business"
            id="claim-role"
            name="roleAtBusiness"
            required
            empty="Choose your role"
            value={form.roleAtBusiness}
            onChange={(value) => setForm({ ...form, roleAtBusiness: value as TSubmitClaimInput["roleAtBusiness"] })}
            options={CLAIM_ROLES.map((role) => ({ value: role, label: role }))}
            error={errorOf("roleAtBusiness")}
          />
          <TextField
            look="filled"
            label="Phone"
            id="claim-phone"
            name="phone"
            type="tel"
            required
            value={form.phone}
            onChange={(phone) => setForm({ ...form, phone })}
            error={errorOf("phone")}
            maxLength={40}
            autoComplete="tel"
          />
          <TextField
            look="filled"
            label="Note for our team"
            id="claim-note"
            name="note"
            value={form.note}
            onChange={(note) => setForm({ ...form, note })}
            error={errorOf("note")}
            maxLength={1000}
          />
          <FormFooter busy={submit.isPending} submitLabel="Send claim" busyLabel="Sending..." onCancel={close} />
        </ClientForm>
      </Modal>
    </>
  );
}
