"use client";
// A post's moderation: hide (with a reason its owner is told), restore a hidden one, dismiss its
// reports. Each is audited by the server.
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { ModerationActions } from "@/components/ui/moderation-actions";
import { POST_HIDE_REASON_MAX } from "@/features/posts/types";
import { api } from "@/trpc/react";

type Props = { post: { id: string; title: string; status: string; openReports: number; businessName: string } };

const DONE = {
  hide: "Post hidden. Its owner has been told.",
  restore: "Post restored.",
  dismiss_reports: "Reports dismissed.",
} as const;

export function PostActions({ post }: Props) {
  const router = useRouter();
  const moderate = api.posts.moderate.useMutation({
    onSuccess: (_result, input) => {
      toast.success(DONE[input.action]);
      router.refresh();
    },
    onError: (error) => void toast.error(error.message),
  });
  const which = `${post.businessName}'s post “${post.title}”`;
  return (
    <ModerationActions
      which={which}
      verb="Hide"
      noun="post"
      hidden={post.status === "hidden"}
      openReports={post.openReports}
      hideDescription={`${which} leaves the profile and the city's news. Its owner is told why; you can restore it later.`}
      dismissDescription="are closed and it stays on the profile."
      reasonLabel="Reason (sent to the owner and kept in the audit log)"
      reasonMax={POST_HIDE_REASON_MAX}
      busy={moderate.isPending}
      run={(action, reason) => moderate.mutateAsync({ postId: post.id, action, reason })}
    />
  );
}
