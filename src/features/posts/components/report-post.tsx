"use client";
// The signed-in visitor's 'Report' for a post: a reason and an optional note for the admins, once
// per account (loaded by post-report.tsx; the dialog is the one recommendations use).
import toast from "react-hot-toast";
import { ReportControl } from "@/features/network/components/profile/report-recommendation";
import { POST_MESSAGES, POST_REPORT_NOTE_MAX, POST_REPORT_REASONS } from "@/features/posts/types";
import { api } from "@/trpc/react";

export function ReportPost({ postId, title }: { postId: string; title: string }) {
  const report = api.posts.report.useMutation({ onSuccess: () => void toast.success(POST_MESSAGES.reported) });
  return (
    <ReportControl
      label={`Report the post ${title}`}
      title="Report this post"
      reasons={POST_REPORT_REASONS}
      noteMax={POST_REPORT_NOTE_MAX}
      sending={report}
      send={(reason, note) => report.mutateAsync({ postId, reason, note })}
    />
  );
}
