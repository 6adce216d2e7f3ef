"use client";
// Under each review on a profile. Guests (as the server rendered the page) see how many found it
// helpful; signed-in viewers' pages load the actions (viewer-review-actions.tsx: Helpful, Report,
// the owner's reply controls and their API calls) as a chunk of their own.
import { withApi } from "@/trpc/island";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";
import { ReviewActionsRow, type ReviewActionsProps } from "./review-actions-row";

const SignedInReviewActions = withApi(() =>
  import("./viewer-review-actions").then((module) => module.SignedInReviewActions),
);

export function ReviewActions(props: ReviewActionsProps) {
  const { viewer } = useCardStateContext();
  if (viewer) return <SignedInReviewActions {...props} />;
  return (
    <div className="mt-2 space-y-2">
      <ReviewActionsRow helpfulCount={props.helpfulCount} />
    </div>
  );
}
