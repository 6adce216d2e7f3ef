// The line under a review: how many found it helpful, then the viewer's actions.
export type ReviewActionsProps = {
  businessId: string;
  reviewId: string;
  reviewerName: string;
  helpfulCount: number;
  reply: string | null;
};

export function ReviewActionsRow({ helpfulCount, children }: { helpfulCount: number; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
      {helpfulCount > 0 && (
        <span>{helpfulCount === 1 ? "1 person found this helpful" : `${helpfulCount} people found this helpful`}</span>
      )}
      {children}
    </div>
  );
}
