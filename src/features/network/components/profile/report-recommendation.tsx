"use client";
// The signed-in visitor's 'Report' for a recommendation (loaded by recommendation-report.tsx), and
// the report button posts share: a reason and an optional note for the admins, once per account.
import dynamic from "next/dynamic";
import toast from "react-hot-toast";
import { useOnDemandDialog } from "@/components/ui/use-on-demand-dialog";
import { REPORT_REASONS } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import type { Reason, ReportDialogProps } from "./report-dialog";

const loadDialog = () => import("./report-dialog").then((module) => module.ReportDialog);
const ReportDialog = dynamic(loadDialog, { ssr: false }) as <R extends Reason>(
  props: ReportDialogProps<R>,
) => React.ReactNode;

/**
 * 'Report' and its dialog (report-dialog.tsx, loaded when the button is pointed at, focused or
 * pressed); `send` reports, and the dialog closes once it succeeded.
 */
export function ReportControl<R extends Reason>({
  label,
  ...dialogProps
}: {
  /** The button's accessible name ("Report the recommendation by …"). */
  label: string;
} & Omit<ReportDialogProps<R>, "open" | "onClose">) {
  const dialog = useOnDemandDialog(loadDialog);
  return (
    <>
      <button
        type="button"
        className="text-sm font-medium text-slate-600 hover:underline"
        {...dialog.trigger}
        onClick={() => {
          dialogProps.sending.reset();
          dialog.trigger.onClick();
        }}
        aria-label={label}
      >
        Report
      </button>
      {dialog.used && <ReportDialog open={dialog.open} onClose={dialog.close} {...dialogProps} />}
    </>
  );
}

export function ReportRecommendation({
  recommendationId,
  businessName,
}: {
  recommendationId: string;
  businessName: string;
}) {
  const report = api.network.reportRecommendation.useMutation({
    onSuccess: () => void toast.success("Thanks. Our team will look at this recommendation."),
  });
  return (
    <ReportControl
      label={`Report the recommendation by ${businessName}`}
      title="Report this recommendation"
      reasons={REPORT_REASONS}
      noteMax={500}
      sending={report}
      send={(reason, note) => report.mutateAsync({ recommendationId, reason, note })}
    />
  );
}
