"use client";
// 'Report' under a profile's post: nothing for signed-out visitors (as the server rendered the
// page), and for signed-in ones the button with its dialog and API call, in a chunk of its own.
import { withApi } from "@/trpc/island";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";

const ReportPost = withApi(() => import("./report-post").then((module) => module.ReportPost));

export function PostReport(props: { postId: string; title: string }) {
  const { viewer } = useCardStateContext();
  if (!viewer) return null;
  return <ReportPost {...props} />;
}
