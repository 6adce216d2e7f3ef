"use client";
// The profile's enquiry form, in a dialog: a question or a quote request, a subject and a message.
// What the visitor types is kept in the tab (draft.ts) until it is sent. Signed out, Send asks them
// to sign in or sign up and brings them back here; signed in without a verified email, they are
// told to verify it first; otherwise it sends (the API client loads with the first send) and links
// to the conversation. A failed send lists its problems at the top of the form (an ErrorSummary) and
// each beside its field.
import Link from "next/link";
import { useEffect, useState } from "react";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { FormFooter } from "@/components/ui/field-errors";
import { PRIMARY_BUTTON_CLASS, BUTTON_CLASS } from "@/components/ui/form-styles";
import { Modal } from "@/components/ui/modal";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";
import { LengthCounter } from "@/features/network/components/dialog-form";
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGES,
  ENQUIRY_SUBJECT_MAX,
  type TEnquiryKind,
} from "@/features/enquiries/types";
import { apiErrorData, apiOnDemand } from "@/trpc/on-demand";
import { ChoiceFieldset } from "../choice-fieldset";
import { readDraft, saveDraft, type EnquiryDraft } from "./draft";

type Props = { open: boolean; onClose: () => void; businessId: string; businessName: string; path: string };
type Phase = { step: "form" } | { step: "sign-in" } | { step: "sent"; enquiryId: string; held: boolean };

const EMPTY: EnquiryDraft = { kind: "question", subject: "", message: "", pending: false };
const ENQUIRY_FIELDS = [
  { key: "subject", id: "enquiry-subject" },
  { key: "message", id: "enquiry-message" },
];
const KIND_CHOICES: Record<TEnquiryKind, string> = {
  question: "Ask a question",
  quote: "Request a quote",
};

export function EnquiryDialog({ open, onClose, businessId, businessName, path }: Props) {
  const { viewer } = useCardStateContext();
  const [restored] = useState(() => readDraft(businessId));
  const [draft, setDraft] = useState<EnquiryDraft>(() => ({ ...(restored ?? EMPTY), pending: false }));
  const [phase, setPhase] = useState<Phase>({ step: "form" });
  const errors = useFormErrors(ENQUIRY_FIELDS);
  const [sending, setSending] = useState(false);
  const welcomeBack = Boolean(restored?.pending && viewer);

  // The draft follows the form (a returning visitor's Send is no longer pending once it is shown).
  useEffect(() => {
    if (phase.step === "form") saveDraft(businessId, draft.subject || draft.message ? draft : null);
  }, [businessId, draft, phase.step]);
  const change = (patch: Partial<EnquiryDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };
  const close = () => {
    errors.clear();
    if (phase.step !== "form") setPhase({ step: "form" });
    onClose();
  };

  async function send() {
    if (!viewer) {
      saveDraft(businessId, { ...draft, pending: true });
      setPhase({ step: "sign-in" });
      return;
    }
    setSending(true);
    errors.clear();
    try {
      const api = await apiOnDemand();
      const { kind, subject, message } = draft;
      const sent = await api.enquiries.send.mutate({ businessId, kind, subject, message });
      saveDraft(businessId, null);
      setDraft(EMPTY);
      setPhase({ step: "sent", enquiryId: sent.id, held: sent.status === "held" });
    } catch (error) {
      errors.show({
        message: error instanceof Error ? error.message : "Something went wrong. Please try again.",
        data: { fieldErrors: apiErrorData(error)?.fieldErrors },
      });
    } finally {
      setSending(false);
    }
  }

  const title = `Contact ${businessName}`;
  const back = encodeURIComponent(path);

  return (
    <Modal open={open} onClose={close} title={title}>
      {phase.step === "sent" ? (
        <div className="space-y-4">
          <p role="status" className="text-sm text-emerald-800">
            {phase.held ? ENQUIRY_MESSAGES.sentHeld(businessName) : ENQUIRY_MESSAGES.sent(businessName)} You will find
            their answer on your dashboard.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link href={`/customer-dashboard/enquiries/${phase.enquiryId}`} className={PRIMARY_BUTTON_CLASS}>
              Open the conversation
            </Link>
            <button type="button" className={BUTTON_CLASS} onClick={close}>
              Close
            </button>
          </div>
        </div>
      ) : phase.step === "sign-in" ? (
        <div className="space-y-4">
          <p role="status" className="text-sm text-slate-800">
            Sign in or create a free account to send your message. What you wrote stays in this tab and will be here
            when you come back.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link href={`/auth?callbackUrl=${back}`} className={PRIMARY_BUTTON_CLASS}>
              Sign in to send
            </Link>
            <Link href={`/auth?mode=signup&callbackUrl=${back}`} className={BUTTON_CLASS}>
              Create an account
            </Link>
            <button type="button" className={BUTTON_CLASS} onClick={() => setPhase({ step: "form" })}>
              Back to my message
            </button>
          </div>
        </div>
      ) : (
        <div>
          {welcomeBack && (
            <p role="status" className="mb-4 text-sm text-slate-700">
              Welcome back: your message is ready to send.
            </p>
          )}
          {viewer && !viewer.verifiedEmail && (
            <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="verify-first">
              {ENQUIRY_MESSAGES.verifyEmail}{" "}
              <Link href="/account" className="font-medium underline">
                Go to your account settings
              </Link>
            </p>
          )}
          <ClientForm
            noValidate
            aria-label={title}
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <ErrorSummary {...errors.summary} />
            <ChoiceFieldset
              legend="What would you like to do?"
              name="kind"
              choices={KIND_CHOICES}
              value={draft.kind}
              onChange={(kind) => change({ kind })}
              inline
            />
            <TextField
              look="filled"
              label="Subject"
              id="enquiry-subject"
              required
              value={draft.subject}
              onChange={(subject) => change({ subject })}
              maxLength={ENQUIRY_SUBJECT_MAX}
              error={errors.fieldErrors.subject}
              placeholder={draft.kind === "quote" ? "A quote for…" : "A question about…"}
            />
            <TextAreaField
              label="Your message"
              id="enquiry-message"
              value={draft.message}
              onChange={(message) => change({ message })}
              maxLength={ENQUIRY_MESSAGE_MAX}
              rows={6}
              error={errors.fieldErrors.message}
              hint="No links in a first message, please: the business can share them once it replies."
            />
            <LengthCounter length={draft.message.length} max={ENQUIRY_MESSAGE_MAX} />
            <FormFooter busy={sending} submitLabel="Send" busyLabel="Sending…" onCancel={close} />
          </ClientForm>
        </div>
      )}
    </Modal>
  );
}
