"use client";
// The network's three dialogs toward another business, on its public profile and in the dashboard:
// Connect (an optional note), Refer a customer (who, how to reach them, what they need, their
// consent) and Recommend (20–500 characters). Each acts as one of the owner's businesses: chosen
// under "From" when several can, named when one can. A failed send lists its problems at the top of
// the form (an ErrorSummary) and each beside its field. The profile loads this module on demand
// (owner-network-buttons.tsx).
import { useState } from "react";
import toast from "react-hot-toast";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { useFormErrors } from "@/components/ui/use-form-errors";
import {
  CONNECTION_NOTE_MAX,
  RECOMMENDATION_MAX,
  RECOMMENDATION_MIN,
  REFERRAL_CONTACT_KEEP_DAYS,
  REFERRAL_NEED_MAX,
} from "@/features/network/types";
import { api } from "@/trpc/react";
import { DialogForm, LengthCounter } from "./dialog-form";

/** A business of the owner's that can act; `listed: false` while it awaits approval. */
export type FromBusiness = { id: string; businessName: string; listed?: boolean };

type DialogProps = {
  open?: boolean;
  onClose: () => void;
  /** The business the request, referral or recommendation goes to. */
  other: { id: string; businessName: string };
  /** The owner's businesses that can send it: one is named, several are a choice. */
  from: FromBusiness[];
};

/** "From": the one business named, or a choice of them; `id` names it for the error summary's link. */
function FromField({
  id,
  from,
  value,
  onChange,
  error,
}: {
  id: string;
  from: FromBusiness[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  if (from.length === 1) {
    return (
      <div id={id}>
        <p className="text-sm">
          <span className="font-medium text-slate-700">From: </span>
          <span className="text-slate-900">{from[0]!.businessName}</span>
        </p>
        {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
      </div>
    );
  }
  return (
    <SelectField
      look="filled"
      label="From"
      id={id}
      name="businessId"
      required
      value={value}
      onChange={onChange}
      empty="Choose your business"
      options={from.map((business) => ({
        value: business.id,
        label: business.listed === false ? `${business.businessName} (not listed yet)` : business.businessName,
      }))}
      error={error}
    />
  );
}

const firstId = (from: FromBusiness[]) => from.find((business) => business.listed !== false)?.id ?? from[0]?.id ?? "";

/** The business chosen under "From"; once it can no longer act (it just sent), the first that can. */
function useChosenBusiness(from: FromBusiness[]) {
  const [chosen, setChosen] = useState(() => firstId(from));
  const current = from.some((business) => business.id === chosen) ? chosen : firstId(from);
  return [current, setChosen] as const;
}

/** After a send: the toast, the dialog closed, and the lists that changed read again. */
function useAfterSend(onClose: () => void) {
  const utils = api.useUtils();
  return (message: string) => {
    toast.success(message);
    onClose();
    void utils.network.relationship.invalidate();
    return utils.network;
  };
}

const CONNECT_FIELDS = [
  { key: "businessId", id: "connect-from" },
  { key: "note", id: "connect-note" },
];

export function ConnectDialog({ open, onClose, other, from }: DialogProps) {
  const [businessId, setBusinessId] = useChosenBusiness(from);
  const [note, setNote] = useState("");
  const done = useAfterSend(onClose);
  const errors = useFormErrors(CONNECT_FIELDS);
  const connect = api.network.connect.useMutation({
    onError: errors.show,
    onSuccess: (_result, input) => {
      setNote("");
      const network = done(`Connection request sent to ${other.businessName}.`);
      void network.suggestions.invalidate({ businessId: input.businessId });
      void network.requests.invalidate({ businessId: input.businessId });
    },
  });
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={`Connect with ${other.businessName}`}
      sending={connect}
      errors={errors}
      submitLabel="Send request"
      onSubmit={() => connect.mutate({ businessId, otherBusinessId: other.id, note })}
    >
      <p className="text-sm text-slate-600">
        {other.businessName}&apos;s owner is asked to accept. Once connected you can refer customers to each other.
      </p>
      <FromField
        id="connect-from"
        from={from}
        value={businessId}
        onChange={setBusinessId}
        error={errors.fieldErrors.businessId}
      />
      <TextAreaField
        label="Note (optional)"
        id="connect-note"
        value={note}
        onChange={setNote}
        maxLength={CONNECTION_NOTE_MAX}
        rows={3}
        hint={`Say who you are and why you would like to connect (up to ${CONNECTION_NOTE_MAX} characters).`}
        error={errors.fieldErrors.note}
      />
      <LengthCounter length={note.length} max={CONNECTION_NOTE_MAX} />
    </DialogForm>
  );
}

const EMPTY_REFERRAL = { customerName: "", customerEmail: "", customerPhone: "", need: "" };
type ContactKey = Exclude<keyof typeof EMPTY_REFERRAL, "need">;

const CONTACT_FIELDS: { key: ContactKey; label: string; type: string; maxLength: number }[] = [
  { key: "customerEmail", label: "Customer email", type: "email", maxLength: 254 },
  { key: "customerPhone", label: "Customer phone", type: "tel", maxLength: 25 },
];
const REFER_FIELDS = ["businessId", "customerName", "customerEmail", "customerPhone", "need", "consent"].map((key) => ({
  key,
  id: `refer-${key}`,
}));

export function ReferDialog({ open, onClose, other, from }: DialogProps) {
  const [businessId, setBusinessId] = useChosenBusiness(from);
  const [draft, setDraft] = useState(EMPTY_REFERRAL);
  const [consent, setConsent] = useState(false);
  const done = useAfterSend(onClose);
  const errors = useFormErrors(REFER_FIELDS);
  const refer = api.network.refer.useMutation({
    onError: errors.show,
    onSuccess: (_result, input) => {
      setDraft(EMPTY_REFERRAL);
      setConsent(false);
      const network = done(`Referral sent to ${other.businessName}.`);
      void network.referralsSent.invalidate({ businessId: input.businessId });
      void network.numbers.invalidate({ businessId: input.businessId });
    },
  });
  const set = (field: keyof typeof EMPTY_REFERRAL) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={`Refer a customer to ${other.businessName}`}
      sending={refer}
      errors={errors}
      submitLabel="Send referral"
      // Sent even without consent, so the server names every problem at once (the consent's too).
      onSubmit={() => refer.mutate({ businessId, otherBusinessId: other.id, ...draft, consent: consent as true })}
    >
      <p className="text-sm text-slate-600">
        Only {other.businessName} sees the customer&apos;s email and phone, until {REFERRAL_CONTACT_KEEP_DAYS} days
        after the referral is closed; you keep seeing the name, the need and how it goes.
      </p>
      <FromField
        id="refer-businessId"
        from={from}
        value={businessId}
        onChange={setBusinessId}
        error={errors.fieldErrors.businessId}
      />
      <TextField
        look="filled"
        label="Customer name"
        id="refer-customerName"
        required
        autoComplete="off"
        maxLength={100}
        value={draft.customerName}
        onChange={set("customerName")}
        error={errors.fieldErrors.customerName}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            look="filled"
            label={field.label}
            id={`refer-${field.key}`}
            type={field.type}
            autoComplete="off"
            maxLength={field.maxLength}
            value={draft[field.key]}
            onChange={set(field.key)}
            error={errors.fieldErrors[field.key]}
          />
        ))}
      </div>
      <p className="-mt-2 text-xs text-slate-500">Give an email, a phone number or both.</p>
      <TextAreaField
        label="What they need"
        id="refer-need"
        value={draft.need}
        onChange={set("need")}
        maxLength={REFERRAL_NEED_MAX}
        rows={3}
        hint="A sentence or two: the job, when, anything they asked for."
        error={errors.fieldErrors.need}
      />
      <CheckboxField
        label="The customer agreed to be contacted"
        id="refer-consent"
        checked={consent}
        onChange={setConsent}
        error={errors.fieldErrors.consent}
      />
    </DialogForm>
  );
}

const RECOMMEND_FIELDS = [
  { key: "businessId", id: "recommend-from" },
  { key: "text", id: "recommend-text" },
];

export function RecommendDialog({ open, onClose, other, from }: DialogProps) {
  const [businessId, setBusinessId] = useChosenBusiness(from);
  const [text, setText] = useState("");
  const done = useAfterSend(onClose);
  const errors = useFormErrors(RECOMMEND_FIELDS);
  const recommend = api.network.recommend.useMutation({
    onError: errors.show,
    onSuccess: (_result, input) => {
      setText("");
      const network = done(`Recommendation sent. It shows on ${other.businessName}'s profile once they accept it.`);
      void network.recommendations.invalidate({ businessId: input.businessId });
    },
  });
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={`Recommend ${other.businessName}`}
      sending={recommend}
      errors={errors}
      submitLabel="Send recommendation"
      onSubmit={() => recommend.mutate({ businessId, otherBusinessId: other.id, text })}
    >
      <FromField
        id="recommend-from"
        from={from}
        value={businessId}
        onChange={setBusinessId}
        error={errors.fieldErrors.businessId}
      />
      <TextAreaField
        label="Your recommendation"
        id="recommend-text"
        value={text}
        onChange={setText}
        maxLength={RECOMMENDATION_MAX}
        rows={5}
        hint={`Why you trust them, in ${RECOMMENDATION_MIN} to ${RECOMMENDATION_MAX} characters. It shows on their profile once they accept it.`}
        error={errors.fieldErrors.text}
      />
      <LengthCounter length={text.trim().length} max={RECOMMENDATION_MAX} min={RECOMMENDATION_MIN} />
    </DialogForm>
  );
}
