"use client";
// One held or reported enquiry's moderation: Release a held one (it reaches the business's inbox),
// and the shared Remove (with a reason) and Dismiss reports. Each is audited by the server.
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { ModerationActions } from "@/components/ui/moderation-actions";
import { ENQUIRY_REMOVE_REASON_MAX } from "@/features/enquiries/types";
import { api } from "@/trpc/react";

type Props = { enquiry: { id: string; status: string; heldReason: string | null; openReports: number; label: string } };

const DONE = {
  release: "Enquiry released to the business.",
  remove: "Enquiry removed.",
  dismiss_reports: "Reports dismissed.",
} as const;

export function EnquiryModerationActions({ enquiry }: Props) {
  const router = useRouter();
  const moderate = api.enquiries.moderate.useMutation({
    onSuccess: (_result, input) => {
      toast.success(DONE[input.action]);
      router.refresh();
    },
    onError: (error) => void toast.error(error.message),
  });
  const enquiryId = enquiry.id;
  return (
    <div className="flex shrink-0 flex-row flex-wrap gap-2 md:flex-col">
      {enquiry.status === "held" && enquiry.heldReason !== "reported" && (
        <button
          type="button"
          className={`${BUTTON_CLASS} whitespace-nowrap`}
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ enquiryId, action: "release" })}
          aria-label={`Release ${enquiry.label}`}
        >
          Release
        </button>
      )}
      <ModerationActions
        which={enquiry.label}
        verb="Remove"
        noun="enquiry"
        hidden={false}
        openReports={enquiry.openReports}
        hideDescription={`${enquiry.label} leaves the business's inbox for good; its sender sees it as removed.`}
        dismissDescription="are closed and it goes back to the business's inbox."
        reasonLabel="Reason (kept in the audit log)"
        reasonMax={ENQUIRY_REMOVE_REASON_MAX}
        busy={moderate.isPending}
        run={(action, reason) =>
          moderate.mutateAsync({
            enquiryId,
            // Removed enquiries leave the queue, so "restore" is never offered here.
            action: action === "hide" ? "remove" : action === "restore" ? "release" : action,
            reason,
          })
        }
      />
    </div>
  );
}
