"use client";
// The referral inbox: customers other businesses passed to this one, newest first, filtered by
// status. Each shows who referred them, how to reach them and what they need, and the next steps:
// Mark contacted, Mark won (with the value), Mark lost (optional reason), Decline (a reason).
import { useState } from "react";
import toast from "react-hot-toast";
import { LocalTime } from "@/components/ui/local-time";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { useFormErrors } from "@/components/ui/use-form-errors";
import {
  formatDollars,
  REFERRAL_CONTACT_KEEP_DAYS,
  REFERRAL_NEXT_STEPS,
  REFERRAL_REASON_MAX,
  REFERRAL_STATUS_LABELS,
} from "@/features/network/types";
import { api, type RouterOutputs } from "@/trpc/react";
import { profilePath, REFERRAL_STATUS_STYLE } from "./format";
import { DialogForm } from "./dialog-form";
import { Badge, TextLink } from "./parts";
import { ReferralList, ReferralScreen, useStatusPage } from "./referral-parts";

type Referral = RouterOutputs["network"]["referralsReceived"]["items"][number];
type Business = { id: string; businessName: string };
type Step = "won" | "lost" | "declined";

export function ReferralInbox({ business, canAct }: { business: Business; canAct: boolean }) {
  const filter = useStatusPage();
  const [step, setStep] = useState<{ step: Step; referral: Referral } | null>(null);
  const referrals = api.network.referralsReceived.useQuery(
    { businessId: business.id, status: filter.status ?? undefined, page: filter.page },
    { placeholderData: (previous) => previous },
  );
  const data = referrals.data;
  return (
    <ReferralScreen
      businessId={business.id}
      current="received"
      description={
        data
          ? `${data.open} open (new or contacted). Contact details are removed ${REFERRAL_CONTACT_KEEP_DAYS} days after a referral is closed.`
          : undefined
      }
    >
      <ReferralList
        filter={filter}
        query={referrals}
        emptyText="No referrals yet. When a connected business passes you a customer, it shows here."
      >
        {(referral) => (
          <ReceivedReferral
            key={referral.id}
            business={business}
            referral={referral}
            canAct={canAct}
            onStep={(next) => setStep({ step: next, referral })}
          />
        )}
      </ReferralList>
      {step && <StepDialog business={business} {...step} onClose={() => setStep(null)} />}
    </ReferralScreen>
  );
}

function ReceivedReferral({
  business,
  referral,
  canAct,
  onStep,
}: {
  business: Business;
  referral: Referral;
  canAct: boolean;
  onStep: (step: Step) => void;
}) {
  const utils = api.useUtils();
  const contacted = api.network.stepReferral.useMutation({
    onSuccess: () => {
      toast.success(`${customerOf(referral)} marked contacted.`);
      void utils.network.referralsReceived.invalidate({ businessId: business.id });
      void utils.network.numbers.invalidate({ businessId: business.id });
    },
    onError: (error) => toast.error(error.message),
  });
  const next = REFERRAL_NEXT_STEPS[referral.status];
  const who = customerOf(referral);
  const titleId = `referral-${referral.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="space-y-3 rounded-lg border border-slate-200 p-4"
        data-testid="referral-received"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
              {who}
            </h3>
            <p className="text-sm text-slate-600">
              From <TextLink href={profilePath(referral.fromBusiness)}>{referral.fromBusiness.businessName}</TextLink>,{" "}
              {referral.fromBusiness.city}
            </p>
          </div>
          <Badge className={REFERRAL_STATUS_STYLE[referral.status]}>{REFERRAL_STATUS_LABELS[referral.status]}</Badge>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-700">What they need</dt>
            <dd className="break-words whitespace-pre-line text-slate-800">{referral.need}</dd>
          </div>
          {referral.contactRemovedAt ? (
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-700">Contact</dt>
              <dd className="text-slate-600">
                Removed <LocalTime at={referral.contactRemovedAt} />, after the referral closed.
              </dd>
            </div>
          ) : (
            <>
              {referral.customerEmail && (
                <div className="min-w-0">
                  <dt className="font-medium text-slate-700">Email</dt>
                  <dd className="break-all">
                    <a href={`mailto:${referral.customerEmail}`} className="text-brand-700 hover:underline">
                      {referral.customerEmail}
                    </a>
                  </dd>
                </div>
              )}
              {referral.customerPhone && (
                <div>
                  <dt className="font-medium text-slate-700">Phone</dt>
                  <dd>
                    <a
                      href={`tel:${referral.customerPhone.replace(/[^\d+]/g, "")}`}
                      className="text-brand-700 hover:underline"
                    >
                      {referral.customerPhone}
                    </a>
                  </dd>
                </div>
              )}
            </>
          )}
          {referral.status === "won" && referral.valueCents !== null && (
            <div>
              <dt className="font-medium text-slate-700">Value</dt>
              <dd className="font-semibold text-emerald-800">{formatDollars(referral.valueCents)}</dd>
            </div>
          )}
          {referral.closeReason && (
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-700">Reason</dt>
              <dd className="break-words text-slate-800">{referral.closeReason}</dd>
            </div>
          )}
          <div className="flex flex-wrap gap-x-4 text-xs text-slate-500 sm:col-span-2">
            <dt className="sr-only">Dates</dt>
            <dd>
              Received <LocalTime at={referral.createdAt} />
            </dd>
            {referral.lastStepAt && (
              <dd>
                Last update <LocalTime at={referral.lastStepAt} />
              </dd>
            )}
            {referral.closedAt && (
              <dd>
                Closed <LocalTime at={referral.closedAt} />
              </dd>
            )}
          </div>
        </dl>
        {next.length > 0 && (
          <div role="group" aria-label={`Next step for ${who}`} className="flex flex-wrap gap-2">
            {next.includes("contacted") && (
              <button
                type="button"
                className={BUTTON_CLASS}
                disabled={!canAct || contacted.isPending}
                onClick={() => contacted.mutate({ referralId: referral.id, status: "contacted" })}
              >
                Mark contacted
              </button>
            )}
            {next.includes("won") && (
              <button
                type="button"
                className={PRIMARY_BUTTON_CLASS}
                disabled={!canAct}
                aria-haspopup="dialog"
                onClick={() => onStep("won")}
              >
                Mark won
              </button>
            )}
            {next.includes("lost") && (
              <button
                type="button"
                className={BUTTON_CLASS}
                disabled={!canAct}
                aria-haspopup="dialog"
                onClick={() => onStep("lost")}
              >
                Mark lost
              </button>
            )}
            {next.includes("declined") && (
              <button
                type="button"
                className={`${BUTTON_CLASS} text-red-700`}
                disabled={!canAct}
                aria-haspopup="dialog"
                onClick={() => onStep("declined")}
              >
                Decline
              </button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/** The customer's name, until it is removed with the contact details. */
const customerOf = (referral: { customerName: string | null }) => referral.customerName ?? "Customer (name removed)";

const STEP_TEXT: Record<Step, { title: (name: string) => string; intro: string; submit: string; done: string }> = {
  won: {
    title: (name) => `Mark ${name} as won`,
    intro: "The value is credited to the business that referred this customer, and counts in both your numbers.",
    submit: "Save as won",
    done: "marked won",
  },
  lost: {
    title: (name) => `Mark ${name} as lost`,
    intro: "The referrer is told it did not work out. A reason helps them refer better next time.",
    submit: "Save as lost",
    done: "marked lost",
  },
  declined: {
    title: (name) => `Decline the referral of ${name}`,
    intro: "Tell the referrer why you cannot take this customer (for example: outside our area, fully booked).",
    submit: "Decline referral",
    done: "declined",
  },
};

/** The step's fields: the value of a won referral, the reason of a lost or declined one. */
const STEP_FIELDS = [
  { key: "value", id: "step-value" },
  { key: "reason", id: "step-reason" },
];

function StepDialog({
  business,
  step,
  referral,
  onClose,
}: {
  business: Business;
  step: Step;
  referral: Referral;
  onClose: () => void;
}) {
  const [value, setValue] = useState("");
  const [reason, setReason] = useState("");
  const utils = api.useUtils();
  const text = STEP_TEXT[step];
  const who = customerOf(referral);
  const errors = useFormErrors(STEP_FIELDS);
  const save = api.network.stepReferral.useMutation({
    onError: errors.show,
    onSuccess: () => {
      toast.success(`${who} ${text.done}.`);
      void utils.network.referralsReceived.invalidate({ businessId: business.id });
      void utils.network.numbers.invalidate({ businessId: business.id });
      onClose();
    },
  });
  return (
    <DialogForm
      onClose={onClose}
      title={text.title(who)}
      sending={save}
      errors={errors}
      submitLabel={text.submit}
      busyLabel="Saving…"
      onSubmit={() => {
        const dollars = value.trim() === "" ? undefined : Number(value.replace(/[$,\s]/g, ""));
        save.mutate({
          referralId: referral.id,
          status: step,
          value: step === "won" && dollars !== undefined && Number.isFinite(dollars) ? dollars : undefined,
          reason: step === "won" ? undefined : reason,
        });
      }}
    >
      <p className="text-sm text-slate-600">{text.intro}</p>
      {step === "won" ? (
        <TextField
          look="filled"
          label="Value of the closed business (USD)"
          id="step-value"
          required
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          value={value}
          onChange={setValue}
          hint="In dollars, for example 1200 or 349.99."
          error={errors.fieldErrors.value}
        />
      ) : (
        <TextAreaField
          label={step === "declined" ? "Reason" : "Reason (optional)"}
          id="step-reason"
          value={reason}
          onChange={setReason}
          maxLength={REFERRAL_REASON_MAX}
          rows={3}
          hint={`Up to ${REFERRAL_REASON_MAX} characters; the referrer sees it.`}
          error={errors.fieldErrors.reason}
        />
      )}
    </DialogForm>
  );
}
