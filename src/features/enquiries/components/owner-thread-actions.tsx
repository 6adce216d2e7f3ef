"use client";
// The owner's steps on a thread: Mark closed / Reopen, and Report spam (a reason and an optional
// note for LocalHub's admins; the thread leaves the inbox while they look at it).
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { TextAreaField } from "@/components/ui/textarea-field";
import { DialogForm } from "@/features/network/components/dialog-form";
import {
  ENQUIRY_REPORT_NOTE_MAX,
  ENQUIRY_REPORT_REASON_LABELS,
  type TEnquiryReportReason,
} from "@/features/enquiries/types";
import { api } from "@/trpc/react";
import { ChoiceFieldset } from "./choice-fieldset";

export function OwnerThreadActions({ enquiryId, closed }: { enquiryId: string; closed: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<TEnquiryReportReason>("spam");
  const [note, setNote] = useState("");
  const setOpen = api.enquiries.setOpen.useMutation({
    onSuccess: (result) => {
      toast.success(result.status === "closed" ? "Conversation closed." : "Conversation reopened.");
      router.refresh();
    },
    onError: (error) => void toast.error(error.message),
  });
  const report = api.enquiries.report.useMutation({
    onSuccess: () => {
      toast.success("Reported. The enquiry leaves your inbox while LocalHub looks at it.");
      router.push("/dashboard/enquiries");
    },
  });
  return (
    <div role="group" aria-label="Conversation" className="flex flex-wrap gap-2">
      <button
        type="button"
        className={BUTTON_CLASS}
        disabled={!hydrated || setOpen.isPending}
        onClick={() => setOpen.mutate({ enquiryId, open: closed })}
      >
        {closed ? "Reopen" : "Mark closed"}
      </button>
      <button
        type="button"
        className={BUTTON_CLASS}
        disabled={!hydrated}
        aria-expanded={reporting}
        onClick={() => setReporting(true)}
      >
        Report spam
      </button>
      <DialogForm
        open={reporting}
        onClose={() => setReporting(false)}
        title="Report this enquiry"
        sending={report}
        submitLabel="Send report"
        onSubmit={() => report.mutate({ enquiryId, reason, note })}
      >
        <ChoiceFieldset
          legend="Reason"
          name="reason"
          choices={ENQUIRY_REPORT_REASON_LABELS}
          value={reason}
          onChange={setReason}
        />
        <TextAreaField
          label="Note for LocalHub (optional)"
          value={note}
          onChange={setNote}
          maxLength={ENQUIRY_REPORT_NOTE_MAX}
          rows={3}
          error={report.error?.data?.fieldErrors?.note?.[0]}
        />
      </DialogForm>
    </div>
  );
}
