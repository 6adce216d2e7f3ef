"use client";
// A recommendation's moderation: remove (with a reason), restore a removed one, dismiss its reports.
// Each is audited by the server.
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { ModerationActions } from "@/components/ui/moderation-actions";
import { api } from "@/trpc/react";

type Props = {
  recommendation: { id: string; status: string; openReports: number; from: string; to: string };
};

const DONE = {
  remove: "Recommendation removed.",
  restore: "Recommendation restored.",
  dismiss_reports: "Reports dismissed.",
} as const;

export function RecommendationActions({ recommendation }: Props) {
  const router = useRouter();
  const moderate = api.network.moderateRecommendation.useMutation({
    onSuccess: (_result, input) => {
      toast.success(DONE[input.action]);
      router.refresh();
    },
    onError: (error) => void toast.error(error.message),
  });
  const which = `${recommendation.from}'s recommendation of ${recommendation.to}`;
  return (
    <ModerationActions
      which={which}
      verb="Remove"
      noun="recommendation"
      hidden={recommendation.status === "removed"}
      openReports={recommendation.openReports}
      hideDescription={`${which} leaves ${recommendation.to}'s profile. You can restore it later.`}
      dismissDescription="are closed and it stays on the profile."
      reasonLabel="Reason (kept with the recommendation and in the audit log)"
      reasonMax={300}
      busy={moderate.isPending}
      run={(action, reason) =>
        moderate.mutateAsync({
          recommendationId: recommendation.id,
          action: action === "hide" ? "remove" : action,
          reason,
        })
      }
    />
  );
}
