"use client";
// The profile's network dialogs for an owner: Connect (an optional note), Refer a customer (who, how
// to reach them, what they need, their consent) and Recommend (20–500 characters). Each acts as one
// of the owner's businesses, chosen under "From" when they have more than one. The server's errors
// show beside their field, or as the form's error; focus goes to the first of them.
import { useState } from "react";
import toast from "react-hot-toast";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ClientForm } from "@/components/ui/client-form";
import { FieldError, FormFooter, fieldErrorsOf } from "@/components/ui/field-errors";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import {
  CONNECTION_NOTE_MAX,
  RECOMMENDATION_MAX,
  RECOMMENDATION_MIN,
  REFERRAL_NEED_MAX,
  type TConnectionState,
} from "@/features/network/types";
import { api } from "@/trpc/react";
import { useFocusError } from "./use-focus-error";

export type MyBusiness = {
  id: string;
  businessName: string;
  listed: boolean;
  connection: TConnectionState;
  recommendation: string | null;
  blocked: boolean;
};

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The business whose profile this is. */
  other: { id: string; name: string };
  /** The owner's businesses that can act. */
  from: MyBusiness[];
};

/** "From": the one business named, or a choice of them. */
function FromField({
  from,
  value,
  onChange,
  error,
}: {
  from: MyBusiness[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  if (from.length === 1) {
    return (
      <div>
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
      name="businessId"
      required
      value={value}
      onChange={onChange}
      empty="Choose your business"
      options={from.map((business) => ({
        value: business.id,
        label: business.listed ? business.businessName : `${business.businessName} (not listed yet)`,
      }))}
      error={error}
    />
  );
}

function useAfterSuccess(onClose: () => void) {
  const utils = api.useUtils();
  return (message: string) => {
    toast.success(message);
    onClose();
    void utils.network.relationship.invalidate();
  };
}

const firstId = (from: MyBusiness[]) => from.find((business) => business.listed)?.id ?? from[0]?.id ?? "";

/** The business chosen under "From"; once it can no longer act (it just sent), the first that can. */
function useChosenBusiness(from: MyBusiness[]) {
  const [chosen, setChosen] = useState(() => firstId(from));
  const current = from.some((business) => business.id === chosen) ? chosen : firstId(from);
  return [current, setChosen] as const;
}

export function ConnectDialog({ open, onClose, other, from }: DialogProps) {
  const [businessId, setBusinessId] = useChosenBusiness(from);
  const [note, setNote] = useState("");
  const done = useAfterSuccess(onClose);
  const connect = api.network.connect.useMutation({
    onSuccess: () => {
      setNote("");
      done(`Connection request sent to ${other.name}.`);
    },
  });
  const errors = fieldErrorsOf(connect.error);
  const formRef = useFocusError(connect.error);
  return (
    <Modal open={open} onClose={onClose} title={`Connect with ${other.name}`}>
      <div ref={formRef}>
        <ClientForm
          aria-label={`Connect with ${other.name}`}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            connect.mutate({ businessId, otherBusinessId: other.id, note });
          }}
        >
          <p className="text-sm text-slate-600">
            Once {other.name} accepts, you can see each other in your network and pass customers on.
          </p>
          <FromField from={from} value={businessId} onChange={setBusinessId} error={errors.businessId} />
          <TextAreaField
            label="Note (optional)"
            value={note}
            onChange={setNote}
            maxLength={CONNECTION_NOTE_MAX}
            rows={3}
            hint={`Up to ${CONNECTION_NOTE_MAX} characters.`}
            error={errors.note}
          />
          <FormFooter
            error={connect.error}
            busy={connect.isPending}
            submitLabel="Send request"
            busyLabel="Sending..."
            onCancel={onClose}
          />
        </ClientForm>
      </div>
    </Modal>
  );
}

export function ReferDialog({ open, onClose, other, from }: DialogProps) {
  const [businessId, setBusinessId] = useChosenBusiness(from);
  const empty = { customerName: "", customerEmail: "", customerPhone: "", need: "" };
  const [draft, setDraft] = useState(empty);
  const [consent, setConsent] = useState(false);
  const done = useAfterSuccess(onClose);
  const refer = api.network.refer.useMutation({
    onSuccess: () => {
      setDraft(empty);
      setConsent(false);
      done(`Referral sent to ${other.name}.`);
    },
  });
  const errors = fieldErrorsOf(refer.error);
  const formRef = useFocusError(refer.error);
  const set = (field: keyof typeof empty) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  return (
    <Modal open={open} onClose={onClose} title={`Refer a customer to ${other.name}`}>
      <div ref={formRef}>
        <ClientForm
          aria-label={`Refer a customer to ${other.name}`}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            // The consent box is checked by the server, which names it when it is missing.
            refer.mutate({ businessId, otherBusinessId: other.id, ...draft, consent: consent as true });
          }}
        >
          <FromField from={from} value={businessId} onChange={setBusinessId} error={errors.businessId} />
          <TextField
            look="filled"
            label="Customer name"
            required
            autoComplete="off"
            maxLength={100}
            value={draft.customerName}
            onChange={set("customerName")}
            error={errors.customerName}
          />
          <TextField
            look="filled"
            label="Customer email"
            type="email"
            autoComplete="off"
            maxLength={254}
            value={draft.customerEmail}
            onChange={set("customerEmail")}
            hint="An email or a phone number, so they can reach the customer."
            error={errors.customerEmail}
          />
          <TextField
            look="filled"
            label="Customer phone"
            type="tel"
            autoComplete="off"
            maxLength={25}
            value={draft.customerPhone}
            onChange={set("customerPhone")}
            error={errors.customerPhone}
          />
          <TextAreaField
            label="What they need"
            value={draft.need}
            onChange={set("need")}
            maxLength={REFERRAL_NEED_MAX}
            rows={3}
            error={errors.need}
          />
          <div>
            <CheckboxField label="The customer agreed to be contacted" checked={consent} onChange={setConsent} />
            <FieldError id="referral-consent" message={errors.consent} />
          </div>
          <p className="text-xs text-slate-500">
            Only {other.name} sees the customer&apos;s email and phone; they are removed some months after the referral
            is closed.
          </p>
          <FormFooter
            error={refer.error}
            busy={refer.isPending}
            submitLabel="Send referral"
            busyLabel="Sending..."
            onCancel={onClose}
          />
        </ClientForm>
      </div>
    </Modal>
  );
}

export function RecommendDialog({ open, onClose, other, from }: DialogProps) {
  const [businessId, setBusinessId] = useChosenBusiness(from);
  const [text, setText] = useState("");
  const done = useAfterSuccess(onClose);
  const recommend = api.network.recommend.useMutation({
    onSuccess: () => {
      setText("");
      done(`Recommendation sent. It shows on ${other.name}'s profile once they accept it.`);
    },
  });
  const errors = fieldErrorsOf(recommend.error);
  const formRef = useFocusError(recommend.error);
  const length = text.trim().length;
  return (
    <Modal open={open} onClose={onClose} title={`Recommend ${other.name}`}>
      <div ref={formRef}>
        <ClientForm
          aria-label={`Recommend ${other.name}`}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            recommend.mutate({ businessId, otherBusinessId: other.id, text });
          }}
        >
          <FromField from={from} value={businessId} onChange={setBusinessId} error={errors.businessId} />
          <div>
            <TextAreaField
              label="Your recommendation"
              value={text}
              onChange={setText}
              maxLength={RECOMMENDATION_MAX}
              rows={5}
              hint={`${RECOMMENDATION_MIN}–${RECOMMENDATION_MAX} characters. It shows on their profile once they accept it.`}
              error={errors.text}
            />
            <p
              className={`mt-1 text-right text-xs tabular-nums ${length > 0 && length < RECOMMENDATION_MIN ? "text-amber-700" : "text-slate-500"}`}
              data-testid="recommendation-counter"
            >
              {length} / {RECOMMENDATION_MAX}
            </p>
          </div>
          <FormFooter
            error={recommend.error}
            busy={recommend.isPending}
            submitLabel="Send recommendation"
            busyLabel="Sending..."
            onCancel={onClose}
          />
        </ClientForm>
      </div>
    </Modal>
  );
}
