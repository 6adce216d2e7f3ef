"use client";
// The dialog of a review's 'Report' (loaded by report-review.tsx when first wanted): a reason (and a
// note, required for 'Other') for the admins. A failed send lists its problems at the top of the
// form (an ErrorSummary) and each beside its field.
import { useState } from "react";
import toast from "react-hot-toast";
import { LABEL_CLASS } from "@/components/ui/form-styles";
import { TextAreaField } from "@/components/ui/textarea-field";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { DialogForm } from "@/features/network/components/dialog-form";
import type { TReportInput } from "@/features/reviews/schema";
import { REPORT_REASON_LABELS, REPORT_REASONS, REVIEW_MESSAGES } from "@/features/reviews/types";
import { api } from "@/trpc/react";

const REPORT_FIELDS = [{ key: "note", id: "report-review-note" }];

type Props = { open: boolean; onClose: () => void; reviewId: string };

export function ReportReviewDialog({ open, onClose, reviewId }: Props) {
  const [reason, setReason] = useState<TReportInput["reason"]>("spam");
  const [note, setNote] = useState("");
  const errors = useFormErrors(REPORT_FIELDS);
  const report = api.reviews.report.useMutation({
    onError: errors.show,
    onSuccess: () => {
      toast.success(REVIEW_MESSAGES.reported);
      onClose();
    },
  });
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title="Report this review"
      sending={report}
      errors={errors}
      submitLabel="Send report"
      busyLabel="Sending..."
      onSubmit={() => report.mutate({ reviewId, reason, note })}
    >
      <fieldset>
        <legend className={LABEL_CLASS}>Reason</legend>
        <div className="mt-2 space-y-1.5">
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={`Note ${reason === "other" ? "(required)" : "(optional)"}`}
        id="report-review-note"
        value={note}
        onChange={setNote}
        maxLength={1000}
        rows={3}
        error={errors.fieldErrors.note}
      />
    </DialogForm>
  );
}
