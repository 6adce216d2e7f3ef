"use client";
// 'Report' under a profile's recommendation: nothing for signed-out visitors (as the server rendered
// the page), and for signed-in ones the button with its dialog and API call, in a chunk of its own.
import { withApi } from "@/trpc/island";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";

const ReportRecommendation = withApi(() =>
  import("./report-recommendation").then((module) => module.ReportRecommendation),
);

export function RecommendationReport(props: { recommendationId: string; businessName: string }) {
  const { viewer } = useCardStateContext();
  if (!viewer) return null;
  return <ReportRecommendation {...props} />;
}
