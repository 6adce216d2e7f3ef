"use client";
// One held or reported enquiry's moderation: Release (it reaches the business's inbox), Remove (with
// a reason) and Dismiss reports. Each is audited by the server.
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { TextAreaField } from "@/components/ui/textarea-field";
import { ENQUIRY_REMOVE_REASON_MAX } from "@/features/enquiries/types";
import { api } from "@/trpc/react";

type Props = { enquiry: { id: string; status: string; heldReason: string | null; openReports: number; label: string } };
type Dialog = "remove" | "dismiss" | null;

const ACTION_BUTTON = `${BUTTON_CLASS} whitespace-nowrap`;
const DONE = {
  release: "Enquiry released to the business.",
  remove: "Enquiry removed.",
  dismiss_reports: "Reports dismissed.",
} as const;

export function ModerationActions({ enquiry }: Props) {
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState("");
  const moderate = api.enquiries.moderate.useMutation({
    onSuccess: (_result, input) => {
      toast.success(DONE[input.action]);
      setDialog(null);
      setReason("");
      router.refresh();
    },
    onError: (error) => void toast.error(error.message),
  });
  const enquiryId = enquiry.id;
  const reports = enquiry.openReports === 1 ? "The report" : `The ${enquiry.openReports} reports`;
  return (
    <div className="flex shrink-0 flex-row flex-wrap gap-2 md:flex-col">
      {enquiry.status === "held" && enquiry.heldReason !== "reported" && (
        <button
          type="button"
          className={ACTION_BUTTON}
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ enquiryId, action: "release" })}
          aria-label={`Release ${enquiry.label}`}
        >
          Release
        </button>
      )}
      {enquiry.openReports > 0 && (
        <button
          type="button"
          className={ACTION_BUTTON}
          onClick={() => setDialog("dismiss")}
          aria-label={`Dismiss reports on ${enquiry.label}`}
        >
          Dismiss reports
        </button>
      )}
      {enquiry.status !== "removed" && (
        <button
          type="button"
          className={ACTION_BUTTON}
          onClick={() => setDialog("remove")}
          aria-label={`Remove ${enquiry.label}`}
        >
          Remove
        </button>
      )}
      <ConfirmDialog
        open={dialog === "remove"}
        title="Remove enquiry?"
        description={`${enquiry.label} leaves the business's inbox for good; its sender sees it as removed.`}
        confirmLabel="Remove enquiry"
        busy={moderate.isPending}
        confirmDisabled={!reason.trim()}
        onConfirm={() => moderate.mutate({ enquiryId, action: "remove", reason })}
        onClose={() => setDialog(null)}
      >
        <TextAreaField
          label="Reason (kept in the audit log)"
          value={reason}
          onChange={setReason}
          maxLength={ENQUIRY_REMOVE_REASON_MAX}
          rows={3}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "dismiss"}
        title="Dismiss reports?"
        description={`${reports} on ${enquiry.label} are closed and it goes back to the business's inbox.`}
        confirmLabel="Dismiss reports"
        tone="primary"
        busy={moderate.isPending}
        onConfirm={() => moderate.mutate({ enquiryId, action: "dismiss_reports" })}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
