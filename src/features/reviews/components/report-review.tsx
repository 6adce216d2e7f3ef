"use client";
// 'Report' under a review: a reason (and a note, required for 'Other') for the admins, once per account.
import { useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "@/components/ui/modal";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import type { TReportInput } from "@/features/reviews/schema";
import { REPORT_REASON_LABELS, REPORT_REASONS, REVIEW_MESSAGES } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { fieldErrorsOf } from "./review-fields";
import { ClientForm } from "@/components/ui/client-form";

export function ReportReview({ reviewId, reviewerName }: { reviewId: string; reviewerName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TReportInput["reason"]>("spam");
  const [note, setNote] = useState("");
  const report = api.reviews.report.useMutation({
    onSuccess: () => {
      toast.success(REVIEW_MESSAGES.reported);
      setOpen(false);
    },
  });
  const errorOf = fieldErrorsOf(report.error);
  return (
    <>
      <button
        type="button"
        className="text-sm font-medium text-slate-600 hover:underline"
        onClick={() => setOpen(true)}
        aria-label={`Report ${reviewerName}'s review`}
      >
        Report
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Report this review">
        <ClientForm
          aria-label="Report this review"
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate({ reviewId, reason, note });
          }}
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
          <label className={`${LABEL_CLASS} block`}>
            Note {reason === "other" ? "(required)" : "(optional)"}
            <textarea
              className={`${INPUT_CLASS} h-20`}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            {errorOf("note") && <span className="mt-1 block text-xs text-red-600">{errorOf("note")}</span>}
          </label>
          {report.error && !errorOf("note") && (
            <p role="alert" className="text-sm text-red-700">
              {report.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className={BUTTON_CLASS} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={report.isPending}>
              {report.isPending ? "Sending..." : "Send report"}
            </button>
          </div>
        </ClientForm>
      </Modal>
    </>
  );
}
