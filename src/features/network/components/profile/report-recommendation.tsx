"use client";
// The signed-in visitor's 'Report' for a recommendation: a reason and an optional note for the
// admins, once per account (loaded by recommendation-report.tsx).
import { useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { ClientForm } from "@/components/ui/client-form";
import { FormFooter, fieldErrorsOf } from "@/components/ui/field-errors";
import { REPORT_REASON_LABELS, REPORT_REASONS } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { useFocusError } from "./use-focus-error";

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
  const formRef = useFocusError(report.error);
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
      <Modal open={open} onClose={() => setOpen(false)} title="Report this recommendation">
        <div ref={formRef}>
          <ClientForm
            aria-label="Report this recommendation"
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              report.mutate({ recommendationId, reason: reason as Reason, note });
            }}
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
            <FormFooter
              error={report.error}
              busy={report.isPending}
              submitLabel="Send report"
              busyLabel="Sending..."
              onCancel={() => setOpen(false)}
            />
          </ClientForm>
        </div>
      </Modal>
    </>
  );
}
