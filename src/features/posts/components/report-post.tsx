"use client";
// The signed-in visitor's 'Report' for a post: a reason and an optional note for the admins, once
// per account (loaded by post-report.tsx).
import { useState } from "react";
import toast from "react-hot-toast";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { fieldErrorsOf } from "@/components/ui/field-errors";
import { DialogForm } from "@/features/network/components/dialog-form";
import { REPORT_REASON_LABELS } from "@/features/reviews/types";
import { POST_MESSAGES, POST_REPORT_NOTE_MAX, POST_REPORT_REASONS } from "@/features/posts/types";
import { api } from "@/trpc/react";

type Reason = (typeof POST_REPORT_REASONS)[number];

export function ReportPost({ postId, title }: { postId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | "">("");
  const [note, setNote] = useState("");
  const report = api.posts.report.useMutation({
    onSuccess: () => {
      toast.success(POST_MESSAGES.reported);
      setOpen(false);
    },
  });
  const errors = fieldErrorsOf(report.error);
  return (
    <>
      <button
        type="button"
        className="font-medium text-slate-600 hover:underline"
        onClick={() => {
          report.reset();
          setOpen(true);
        }}
        aria-label={`Report the post ${title}`}
      >
        Report
      </button>
      <DialogForm
        open={open}
        onClose={() => setOpen(false)}
        title="Report this post"
        sending={report}
        submitLabel="Send report"
        onSubmit={() => report.mutate({ postId, reason: reason as Reason, note })}
      >
        <SelectField
          look="filled"
          label="Reason"
          name="reason"
          required
          value={reason}
          onChange={(value) => setReason(value as Reason | "")}
          empty="Choose a reason"
          options={POST_REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }))}
          error={errors.reason}
        />
        <TextAreaField
          label="Note (optional)"
          value={note}
          onChange={setNote}
          maxLength={POST_REPORT_NOTE_MAX}
          rows={3}
          error={errors.note}
        />
      </DialogForm>
    </>
  );
}
