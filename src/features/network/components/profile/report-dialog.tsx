"use client";
// The report dialog posts and recommendations share (loaded by ReportControl in
// report-recommendation.tsx when first wanted): a reason and an optional note for the admins.
import { useState } from "react";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { REPORT_REASON_LABELS, type REPORT_REASONS } from "@/features/reviews/types";
import { DialogForm } from "../dialog-form";

export type Reason = (typeof REPORT_REASONS)[number];
type Sending = Parameters<typeof DialogForm>[0]["sending"];

export type ReportDialogProps<R extends Reason> = {
  open: boolean;
  onClose: () => void;
  title: string;
  reasons: readonly R[];
  noteMax: number;
  sending: Sending;
  send: (reason: R, note: string) => Promise<unknown>;
};

const REPORT_FIELDS = [
  { key: "reason", id: "report-reason" },
  { key: "note", id: "report-note" },
];

export function ReportDialog<R extends Reason>({
  open,
  onClose,
  title,
  reasons,
  noteMax,
  sending,
  send,
}: ReportDialogProps<R>) {
  const [reason, setReason] = useState<R | "">("");
  const [note, setNote] = useState("");
  const errors = useFormErrors(REPORT_FIELDS);
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={title}
      sending={sending}
      errors={errors}
      submitLabel="Send report"
      onSubmit={() =>
        send(reason as R, note).then(onClose, (failure) => errors.show(failure as Parameters<typeof errors.show>[0]))
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
  );
}
