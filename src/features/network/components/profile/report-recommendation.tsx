"use client";
// The signed-in visitor's 'Report' for a recommendation (loaded by recommendation-report.tsx), and
// the report dialog itself, which posts share: a reason and an optional note for the admins, once
// per account.
import { useState } from "react";
import toast from "react-hot-toast";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { REPORT_REASON_LABELS, REPORT_REASONS } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { DialogForm } from "../dialog-form";

type Reason = (typeof REPORT_REASONS)[number];
type Sending = Parameters<typeof DialogForm>[0]["sending"];

const REPORT_FIELDS = [
  { key: "reason", id: "report-reason" },
  { key: "note", id: "report-note" },
];

/** 'Report' and its dialog; `send` reports, and the dialog closes once it succeeded. */
export function ReportControl<R extends Reason>({
  label,
  title,
  reasons,
  noteMax,
  sending,
  send,
}: {
  /** The button's accessible name ("Report the recommendation by …"). */
  label: string;
  title: string;
  reasons: readonly R[];
  noteMax: number;
  sending: Sending;
  send: (reason: R, note: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<R | "">("");
  const [note, setNote] = useState("");
  const errors = useFormErrors(REPORT_FIELDS);
  return (
    <>
      <button
        type="button"
        className="text-sm font-medium text-slate-600 hover:underline"
        onClick={() => {
          sending.reset();
          setOpen(true);
        }}
        aria-label={label}
      >
        Report
      </button>
      <DialogForm
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        sending={sending}
        errors={errors}
        submitLabel="Send report"
        onSubmit={() =>
          send(reason as R, note).then(
            () => setOpen(false),
            (failure) => errors.show(failure as Parameters<typeof errors.show>[0]),
          )
        }
      >
        <SelectField
          look="filled"
          label="Reason"
          id="report-reason"
          name="reason"
          required
          value={reason}
          onChange={(value) => setReason(value as R | "")}
          empty="Choose a reason"
          options={reasons.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }))}
          error={errors.fieldErrors.reason}
        />
        <TextAreaField
          label="Note (optional)"
          id="report-note"
          value={note}
          onChange={setNote}
          maxLength={noteMax}
          rows={3}
          error={errors.fieldErrors.note}
        />
      </DialogForm>
    </>
  );
}

export function ReportRecommendation({
  recommendationId,
  businessName,
}: {
  recommendationId: string;
  businessName: string;
}) {
  const report = api.network.reportRecommendation.useMutation({
    onSuccess: () => void toast.success("Thanks. Our team will look at this recommendation."),
  });
  return (
    <ReportControl
      label={`Report the recommendation by ${businessName}`}
      title="Report this recommendation"
      reasons={REPORT_REASONS}
      noteMax={500}
      sending={report}
      send={(reason, note) => report.mutateAsync({ recommendationId, reason, note })}
    />
  );
}
