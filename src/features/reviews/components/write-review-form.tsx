"use client";
// 'Write a review' for signed-in visitors (loaded only on their pages, see write-review.tsx): they
// write (or edit) their one review of the business; owners are told they cannot review their own
// business; a session that ended since the page was rendered is asked to sign in. The dialog with
// the form (write-review-dialog.tsx) loads when it is first opened, not with the page.
import dynamic from "next/dynamic";
import { useState } from "react";
import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { useOnDemandDialog } from "@/components/ui/use-on-demand-dialog";
import { REVIEW_MESSAGES } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import type { ReviewDraft } from "./review-fields";
import { SignInToReview } from "./sign-in-to-review";

const loadDialog = () => import("./write-review-dialog").then((module) => module.WriteReviewDialog);
const WriteReviewDialog = dynamic(loadDialog, { ssr: false });

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
  // Fetched when the button is pointed at or focused; once opened, it stays mounted to close with its transition.
  const dialog = useOnDemandDialog(loadDialog);
  if (!viewer.data) return null;
  const { signedIn, ownsBusiness, myReview } = viewer.data;
  if (!signedIn) return <SignInToReview path={path} />;
  if (ownsBusiness) return <p className="text-sm text-slate-600">{REVIEW_MESSAGES.ownBusiness}</p>;
  return (
    <>
      <button
        type="button"
        className={PRIMARY_BUTTON_CLASS}
        {...dialog.trigger}
        aria-expanded={draft !== null}
        onClick={() => {
          dialog.trigger.onClick();
          setDraft(
            myReview
              ? { rating: myReview.rating, title: myReview.title, text: myReview.text }
              : { rating: null, title: "", text: "" },
          );
        }}
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
      {dialog.used && (
        <WriteReviewDialog
          draft={draft}
          onClose={() => setDraft(null)}
          title={`${myReview ? "Edit your review of" : "Review"} ${businessName}`}
          businessId={businessId}
          editing={!!myReview}
        />
      )}
    </>
  );
}
