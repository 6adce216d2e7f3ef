"use client";
// A recommendation's moderation: remove (with a reason), restore a removed one, dismiss its reports.
// Each is audited by the server.
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { api } from "@/trpc/react";

type Props = {
  recommendation: { id: string; status: string; openReports: number; from: string; to: string };
};
type Dialog = "remove" | "dismiss" | null;

const ACTION_BUTTON = `${BUTTON_CLASS} whitespace-nowrap`;
const DONE = {
  remove: "Recommendation removed.",
  restore: "Recommendation restored.",
  dismiss_reports: "Reports dismissed.",
} as const;

export function RecommendationActions({ recommendation }: Props) {
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState("");
  const moderate = api.network.moderateRecommendation.useMutation({
    onSuccess: (_result, input) => {
      toast.success(DONE[input.action]);
      setDialog(null);
      setReason("");
      router.refresh();
    },
    onError: (error) => void toast.error(error.message),
  });
  const which = `${recommendation.from}'s recommendation of ${recommendation.to}`;
  const reports = recommendation.openReports === 1 ? "1 report" : `${recommendation.openReports} reports`;
  const id = recommendation.id;
  return (
    <div className="flex shrink-0 flex-row flex-wrap gap-2 md:flex-col">
      {recommendation.status === "removed" ? (
        <button
          type="button"
          className={ACTION_BUTTON}
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ recommendationId: id, action: "restore" })}
          aria-label={`Restore ${which}`}
        >
          Restore
        </button>
      ) : (
        <button
          type="button"
          className={ACTION_BUTTON}
          onClick={() => setDialog("remove")}
          aria-label={`Remove ${which}`}
        >
          Remove
        </button>
      )}
      {recommendation.openReports > 0 && recommendation.status !== "removed" && (
        <button
          type="button"
          className={ACTION_BUTTON}
          onClick={() => setDialog("dismiss")}
          aria-label={`Dismiss reports on ${which}`}
        >
          Dismiss reports
        </button>
      )}
      <ConfirmDialog
        open={dialog === "remove"}
        title="Remove recommendation?"
        description={`${which} leaves ${recommendation.to}'s profile. You can restore it later.`}
        confirmLabel="Remove recommendation"
        busy={moderate.isPending}
        confirmDisabled={!reason.trim()}
        onConfirm={() => moderate.mutate({ recommendationId: id, action: "remove", reason })}
        onClose={() => setDialog(null)}
      >
        <label className={LABEL_CLASS}>
          Reason (kept with the recommendation and in the audit log)
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={300}
            rows={3}
            className={INPUT_CLASS}
            required
          />
        </label>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "dismiss"}
        title="Dismiss reports?"
        description={`The ${reports} on ${which} are closed and it stays on the profile.`}
        confirmLabel="Dismiss reports"
        tone="primary"
        busy={moderate.isPending}
        onConfirm={() => moderate.mutate({ recommendationId: id, action: "dismiss_reports" })}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
