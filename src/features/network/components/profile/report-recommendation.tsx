"use client";
// The signed-in visitor's 'Report' for a recommendation: a reason and an optional note for the
// admins, once per account (loaded by recommendation-report.tsx).
import { useState } from "react";
import toast from "react-hot-toast";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { fieldErrorsOf } from "@/components/ui/field-errors";
import { REPORT_REASON_LABELS, REPORT_REASONS } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { DialogForm } from "../dialog-form";

type Reason = (typeof REPORT_REASONS)[number];

export function ReportRecommendation({
  recommendationId,
  businessName,
}: {
  recommendationId: string;
  businessName: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | "">("");
  const [note, setNote] = useState("");
  const report = api.network.reportRecommendation.useMutation({
    onSuccess: () => {
      toast.success("Thanks. Our team will look at this recommendation.");
      setOpen(false);
    },
  });
  const errors = fieldErrorsOf(report.error);
  return (
    <>
      <button
        type="button"
        className="text-sm font-medium text-slate-600 hover:underline"
        onClick={() => {
          report.reset();
          setOpen(true);
        }}
        aria-label={`Report the recommendation by ${businessName}`}
      >
        Report
      </button>
      <DialogForm
        open={open}
        onClose={() => setOpen(false)}
        title="Report this recommendation"
        sending={report}
        submitLabel="Send report"
        onSubmit={() => report.mutate({ recommendationId, reason: reason as Reason, note })}
      >
        <SelectField
          look="filled"
          label="Reason"
          name="reason"
          required
          value={reason}
          onChange={(value) => setReason(value as Reason | "")}
          empty="Choose a reason"
          options={REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }))}
          error={errors.reason}
        />
        <TextAreaField
          label="Note (optional)"
          value={note}
          onChange={setNote}
          maxLength={500}
          rows={3}
          error={errors.note}
        />
      </DialogForm>
    </>
  );
}
