"use client";
// 'Report' under a review, once per account; its dialog (report-review-dialog.tsx) loads when the
// button is pointed at, focused or pressed.
import dynamic from "next/dynamic";
import { useOnDemandDialog } from "@/components/ui/use-on-demand-dialog";

const loadDialog = () => import("./report-review-dialog").then((module) => module.ReportReviewDialog);
const ReportReviewDialog = dynamic(loadDialog, { ssr: false });

export function ReportReview({ reviewId, reviewerName }: { reviewId: string; reviewerName: string }) {
  const dialog = useOnDemandDialog(loadDialog);
  return (
    <>
      <button
        type="button"
        className="text-sm font-medium text-slate-600 hover:underline"
        {...dialog.trigger}
        aria-label={`Report ${reviewerName}'s review`}
      >
        Report
      </button>
      {dialog.used && <ReportReviewDialog open={dialog.open} onClose={dialog.close} reviewId={reviewId} />}
    </>
  );
}
