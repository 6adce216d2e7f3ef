"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { REVIEW_MESSAGES } from "@/features/reviews/types";
import { api } from "@/trpc/react";

type Props = {
  review: {
    id: string;
    reviewerName: string;
    businessName: string;
    status: "published" | "hidden" | "held" | "pending_email";
    openReports: number;
  };
};
type Dialog = "hide" | "delete" | "dismiss" | null;

const LINK_BUTTON = `${BUTTON_CLASS} whitespace-nowrap`;

/** A review's moderation: publish (a held one), hide (with a reason the owner is told), restore, dismiss reports, delete. */
export function ReviewActions({ review }: Props) {
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState("");
  const done = (message: string) => {
    toast.success(message);
    setDialog(null);
    setReason("");
    router.refresh();
  };
  const failed = (error: { message: string }) => void toast.error(error.message);
  const hide = api.adminReviews.hide.useMutation({ onSuccess: () => done(REVIEW_MESSAGES.hidden), onError: failed });
  const restore = api.adminReviews.restore.useMutation({
    onSuccess: () => done(REVIEW_MESSAGES.restored),
    onError: failed,
  });
  const publish = api.adminReviews.publish.useMutation({
    onSuccess: () => done(REVIEW_MESSAGES.publishedByAdmin),
    onError: failed,
  });
  const remove = api.adminReviews.delete.useMutation({
    onSuccess: () => done(REVIEW_MESSAGES.deleted),
    onError: failed,
  });
  const dismiss = api.adminReviews.dismissReports.useMutation({
    onSuccess: () => done(REVIEW_MESSAGES.reportsDismissed),
    onError: failed,
  });
  const whose = `${review.reviewerName}'s review of ${review.businessName}`;
  const reports = review.openReports === 1 ? "1 report" : `${review.openReports} reports`;

  // Stacked on narrow screens, so the pinned actions column leaves room for the review.
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:gap-2">
      {review.status === "held" && (
        <button
          type="button"
          className={LINK_BUTTON}
          disabled={publish.isPending}
          onClick={() => publish.mutate({ reviewId: review.id })}
          aria-label={`Publish ${whose}`}
        >
          Publish
        </button>
      )}
      {review.status === "hidden" ? (
        <button
          type="button"
          className={LINK_BUTTON}
          disabled={restore.isPending}
          onClick={() => restore.mutate({ reviewId: review.id })}
          aria-label={`Restore ${whose}`}
        >
          Restore
        </button>
      ) : (
        <button type="button" className={LINK_BUTTON} onClick={() => setDialog("hide")} aria-label={`Hide ${whose}`}>
          Hide
        </button>
      )}
      {review.openReports > 0 && (
        <button
          type="button"
          className={LINK_BUTTON}
          onClick={() => setDialog("dismiss")}
          aria-label={`Dismiss reports on ${whose}`}
        >
          Dismiss reports
        </button>
      )}
      <button type="button" className={LINK_BUTTON} onClick={() => setDialog("delete")} aria-label={`Delete ${whose}`}>
        Delete
      </button>

      <ConfirmDialog
        open={dialog === "hide"}
        title="Hide review?"
        description={`${whose} leaves the business's page and its rating. The owner is told by email and in their notifications, with your reason.`}
        confirmLabel="Hide review"
        busy={hide.isPending}
        confirmDisabled={!reason.trim()}
        onConfirm={() => hide.mutate({ reviewId: review.id, reason })}
        onClose={() => setDialog(null)}
      >
        <label className={LABEL_CLASS}>
          Reason (the owner sees it)
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
            rows={3}
            className={INPUT_CLASS}
            required
          />
        </label>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "dismiss"}
        title="Dismiss reports?"
        description={`The ${reports} on ${whose} are closed and the review stays published. Those members cannot report it again.`}
        confirmLabel="Dismiss reports"
        tone="primary"
        busy={dismiss.isPending}
        onConfirm={() => dismiss.mutate({ reviewId: review.id })}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        title="Delete review?"
        description={`This deletes ${whose} with its reports and helpful marks. It cannot be undone; hiding keeps it restorable.`}
        confirmLabel="Delete review"
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ reviewId: review.id })}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
