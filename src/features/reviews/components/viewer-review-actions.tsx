"use client";
// Under each review on a signed-in viewer's profile (loaded only on their pages, see
// review-actions.tsx): 'Helpful' and 'Report', and the business's reply controls (reply, edit,
// remove) for its owner. The visitor's state is one shared query.
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { REPLY_MAX } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { ReportReview } from "./report-review";
import { ReviewActionsRow, type ReviewActionsProps } from "./review-actions-row";
import { ClientForm } from "@/components/ui/client-form";

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
      <ConfirmDialog
        open={removing}
        title="Remove your reply?"
        description={`Your public reply to ${reviewerName} will no longer be shown.`}
        confirmLabel="Remove reply"
        busy={removeReply.isPending}
        onConfirm={() => removeReply.mutate({ reviewId })}
        onClose={() => setRemoving(false)}
      />
    </div>
  );
}

function ReplyForm({
  reviewId,
  reviewerName,
  initial,
  onDone,
}: {
  reviewId: string;
  reviewerName: string;
  initial: string;
  onDone: () => void;
}) {
  const router = useRouter();
  const [text, setText] = useState(initial);
  const save = api.reviews.reply.useMutation({
    onSuccess: () => {
      toast.success("Reply published.");
      onDone();
      router.refresh();
    },
  });
  return (
    <ClientForm
      aria-label={`Reply to ${reviewerName}`}
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ reviewId, text });
      }}
    >
      <label className={LABEL_CLASS}>
        Your public reply
        <textarea
          className={`${INPUT_CLASS} h-24`}
          required
          maxLength={REPLY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={save.isPending}>
          {save.isPending ? "Publishing..." : "Publish reply"}
        </button>
        <button type="button" className={BUTTON_CLASS} onClick={onDone}>
          Cancel
        </button>
      </div>
    </ClientForm>
  );
}
