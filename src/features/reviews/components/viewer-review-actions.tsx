"use client";
// Under each review on a signed-in viewer's profile (loaded only on their pages, see
// review-actions.tsx): 'Helpful' and 'Report', and the business's reply controls (reply, edit,
// remove) for its owner. The visitor's state is one shared query. The owner's reply form and its
// confirmation load only for the owner (the confirmation once they can reply, the form when opened).
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { api } from "@/trpc/react";
import { ReportReview } from "./report-review";
import { ReviewActionsRow, type ReviewActionsProps } from "./review-actions-row";

const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((module) => module.ConfirmDialog), {
  ssr: false,
});
const ReplyForm = dynamic(() => import("./reply-form").then((module) => module.ReplyForm), { ssr: false });

const LINK_BUTTON = "text-sm font-medium text-brand-700 hover:underline disabled:opacity-60";

export function SignedInReviewActions({ businessId, reviewId, reviewerName, helpfulCount, reply }: ReviewActionsProps) {
  const router = useRouter();
  const viewer = api.reviews.viewer.useQuery({ businessId });
  const [replying, setReplying] = useState(false);
  const [removing, setRemoving] = useState(false);
  const helpful = api.reviews.markHelpful.useMutation({
    onSuccess: () => {
      toast.success("Thanks for your feedback.");
      router.refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const removeReply = api.reviews.removeReply.useMutation({
    onSuccess: () => {
      setRemoving(false);
      toast.success("Reply removed.");
      router.refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const state = viewer.data;
  const own = state?.myReview?.id === reviewId;
  return (
    <div className="mt-2 space-y-2">
      <ReviewActionsRow helpfulCount={helpfulCount}>
        {state?.signedIn && !own && !state.ownsBusiness && (
          <button
            type="button"
            className={LINK_BUTTON}
            disabled={helpful.isPending}
            onClick={() => helpful.mutate({ reviewId })}
            aria-label={`Mark ${reviewerName}'s review as helpful`}
          >
            Helpful
          </button>
        )}
        {state?.signedIn && !own && <ReportReview reviewId={reviewId} reviewerName={reviewerName} />}
        {state?.canReply && !replying && (
          <button
            type="button"
            className={LINK_BUTTON}
            onClick={() => setReplying(true)}
            aria-label={`${reply ? "Edit the reply to" : "Reply to"} ${reviewerName}`}
          >
            {reply ? "Edit reply" : "Reply"}
          </button>
        )}
        {state?.canReply && reply && !replying && (
          <button
            type="button"
            className={LINK_BUTTON}
            onClick={() => setRemoving(true)}
            aria-label={`Remove the reply to ${reviewerName}`}
          >
            Remove reply
          </button>
        )}
      </ReviewActionsRow>
      {replying && (
        <ReplyForm
          reviewId={reviewId}
          reviewerName={reviewerName}
          initial={reply ?? ""}
          onDone={() => setReplying(false)}
        />
      )}
      {state?.canReply && (
        <ConfirmDialog
          open={removing}
          title="Remove your reply?"
          description={`Your public reply to ${reviewerName} will no longer be shown.`}
          confirmLabel="Remove reply"
          busy={removeReply.isPending}
          onConfirm={() => removeReply.mutate({ reviewId })}
          onClose={() => setRemoving(false)}
        />
      )}
    </div>
  );
}
