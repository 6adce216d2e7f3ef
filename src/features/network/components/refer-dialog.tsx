"use client";
// Passing a customer to another business: who they are, how to reach them (email or phone), what
// they need, and the customer's consent to be contacted. Only the receiving business sees the contact details.
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { fieldErrorsOf, FormFooter } from "@/components/ui/field-errors";
import { Modal } from "@/components/ui/modal";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { REFERRAL_NEED_MAX } from "@/features/network/types";
import { api } from "@/trpc/react";
import { focusFirstError, useFocusOnError } from "./parts";

const EMPTY = { customerName: "", customerEmail: "", customerPhone: "", need: "", consent: false };

export function ReferDialog({
  open,
  onClose,
  businessId,
  other,
}: {
  open: boolean;
  onClose: () => void;
  businessId: string;
  other: { id: string; businessName: string };
}) {
  const [form, setForm] = useState(EMPTY);
  const [consentMissing, setConsentMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const utils = api.useUtils();
  const refer = api.network.refer.useMutation({
    onSuccess: () => {
      toast.success(`Referral sent to ${other.businessName}.`);
      void utils.network.referralsSent.invalidate({ businessId });
      void utils.network.numbers.invalidate({ businessId });
      setForm(EMPTY);
      onClose();
    },
  });
  useFocusOnError(refer.error, formRef);
  const errors = fieldErrorsOf(refer.error);
  const set =
    <K extends keyof typeof EMPTY>(key: K) =>
    (value: (typeof EMPTY)[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const close = () => {
    refer.reset();
    setConsentMissing(false);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={`Refer a customer to ${other.businessName}`}>
      <form
        ref={formRef}
        noValidate
        aria-label={`Refer a customer to ${other.businessName}`}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.consent) {
            setConsentMissing(true);
            focusFirstError(formRef.current);
            return;
          }
          refer.mutate({
            businessId,
            otherBusinessId: other.id,
            customerName: form.customerName,
            customerEmail: form.customerEmail,
            customerPhone: form.customerPhone,
            need: form.need,
            consent: true,
          });
        }}
      >
        <p className="text-sm text-slate-600">
          {other.businessName} sees the customer&apos;s contact details; you keep seeing the name, the need and how it
          goes.
        </p>
        <TextField
          look="filled"
          label="Customer name"
          required
          autoComplete="off"
          value={form.customerName}
          onChange={set("customerName")}
          maxLength={100}
          error={errors.customerName}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            look="filled"
            label="Customer email"
            type="email"
            autoComplete="off"
            value={form.customerEmail}
            onChange={set("customerEmail")}
            maxLength={254}
            error={errors.customerEmail}
          />
          <TextField
            look="filled"
            label="Customer phone"
            type="tel"
            autoComplete="off"
            value={form.customerPhone}
            onChange={set("customerPhone")}
            maxLength={25}
            error={errors.customerPhone}
          />
        </div>
        <p className="-mt-2 text-xs text-slate-500">Give an email, a phone number or both.</p>
        <TextAreaField
          label="What they need"
          value={form.need}
          onChange={set("need")}
          maxLength={REFERRAL_NEED_MAX}
          rows={3}
          hint="A sentence or two: the job, when, anything they asked for."
          error={errors.need}
        />
        <div>
          <CheckboxField
            label="The customer agreed to be contacted by this business"
            checked={form.consent}
            onChange={(checked) => {
              set("consent")(checked);
              if (checked) setConsentMissing(false);
            }}
          />
          {(consentMissing || errors.consent) && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {errors.consent ?? "Confirm that the customer agreed to be contacted."}
            </p>
          )}
        </div>
        <FormFooter
          error={refer.error}
          busy={refer.isPending}
          submitLabel="Send referral"
          busyLabel="Sending…"
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
