"use client";
// 'Write a review' for signed-in visitors (loaded only on their pages, see write-review.tsx): they
// write (or edit) their one review of the business; owners are told they cannot review their own
// business; a session that ended since the page was rendered is asked to sign in.
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "@/components/ui/modal";
import { ErrorSummary } from "@/components/ui/error-summary";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { REVIEW_MESSAGES } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { ReviewFields, reviewProblemFields, type ReviewDraft } from "./review-fields";
import { SignInToReview } from "./sign-in-to-review";
import { ClientForm } from "@/components/ui/client-form";

export function SignedInWriteReview({
  businessId,
  businessName,
  path,
}: {
  businessId: string;
  businessName: string;
  path: string;
}) {
  const viewer = api.reviews.viewer.useQuery({ businessId });
  const [draft, setDraft] = useState<ReviewDraft | null>(null);
  if (!viewer.data) return null;
  const { signedIn, ownsBusiness, myReview } = viewer.data;
  if (!signedIn) return <SignInToReview path={path} />;
  if (ownsBusiness) return <p className="text-sm text-slate-600">{REVIEW_MESSAGES.ownBusiness}</p>;
  return (
    <>
      <button
        type="button"
        className={PRIMARY_BUTTON_CLASS}
        onClick={() =>
          setDraft(
            myReview
              ? { rating: myReview.rating, title: myReview.title, text: myReview.text }
              : { rating: null, title: "", text: "" },
          )
        }
      >
        {myReview ? "Edit your review" : "Write a review"}
      </button>
      {myReview && myReview.status !== "published" && myReview.status !== "hidden" && (
        <p className="mt-2 text-sm text-slate-600">
          {myReview.status === "held"
            ? "Your review is waiting for our team's check before it is published."
            : "Your review is waiting for its email confirmation."}
        </p>
      )}
      <Modal
        open={draft !== null}
        onClose={() => setDraft(null)}
        title={`${myReview ? "Edit your review of" : "Review"} ${businessName}`}
        wide
      >
        {draft && (
          <ReviewForm businessId={businessId} initial={draft} editing={!!myReview} onDone={() => setDraft(null)} />
        )}
      </Modal>
    </>
  );
}

const FIELDS = reviewProblemFields("review");

function ReviewForm({
  businessId,
  initial,
  editing,
  onDone,
}: {
  businessId: string;
  initial: ReviewDraft;
  editing: boolean;
  onDone: () => void;
}) {
  const router = useRouter();
  const utils = api.useUtils();
  const [draft, setDraft] = useState(initial);
  const errors = useFormErrors(FIELDS);
  const save = api.reviews.save.useMutation({
    onError: errors.show,
    onSuccess: (result) => {
      toast.success(
        result.status === "held"
          ? REVIEW_MESSAGES.heldForModeration
          : result.created
            ? REVIEW_MESSAGES.published
            : REVIEW_MESSAGES.updated,
      );
      void utils.reviews.viewer.invalidate({ businessId });
      onDone();
      router.refresh();
    },
  });
  return (
    <ClientForm
      aria-label={editing ? "Edit your review" : "Write a review"}
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        // Sent without a rating too: the server names every problem at once, the rating's as well.
        save.mutate({ businessId, rating: draft.rating as number, title: draft.title, text: draft.text });
      }}
    >
      <ErrorSummary {...errors.summary} />
      <ReviewFields idPrefix="review" draft={draft} onChange={setDraft} errors={errors.fieldErrors} />
      <div className="flex justify-end gap-2">
        <button type="button" className={BUTTON_CLASS} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={save.isPending}>
          {save.isPending ? "Saving..." : editing ? "Save review" : "Publish review"}
        </button>
      </div>
    </ClientForm>
  );
}
