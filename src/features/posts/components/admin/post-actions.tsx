"use client";
// A post's moderation: hide (with a reason its owner is told), restore a hidden one, dismiss its
// reports. Each is audited by the server.
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { POST_HIDE_REASON_MAX } from "@/features/posts/types";
import { api } from "@/trpc/react";

type Props = { post: { id: string; title: string; status: string; openReports: number; businessName: string } };

const ACTION_BUTTON = `${BUTTON_CLASS} whitespace-nowrap`;
const DONE = {
  hide: "Post hidden. Its owner has been told.",
  restore: "Post restored.",
  dismiss_reports: "Reports dismissed.",
} as const;

export function PostActions({ post }: Props) {
  const router = useRouter();
  const [dialog, setDialog] = useState<"hide" | "dismiss" | null>(null);
  const [reason, setReason] = useState("");
  const moderate = api.posts.moderate.useMutation({
    onSuccess: (_result, input) => {
      toast.success(DONE[input.action]);
      setDialog(null);
      setReason("");
      router.refresh();
    },
    onError: (error) => void toast.error(error.message),
  });
  const which = `${post.businessName}'s post “${post.title}”`;
  const reports = post.openReports === 1 ? "1 report" : `${post.openReports} reports`;
  return (
    <div className="flex shrink-0 flex-row flex-wrap gap-2 md:flex-col">
      {post.status === "hidden" ? (
        <button
          type="button"
          className={ACTION_BUTTON}
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ postId: post.id, action: "restore" })}
          aria-label={`Restore ${which}`}
        >
          Restore
        </button>
      ) : (
        <button type="button" className={ACTION_BUTTON} onClick={() => setDialog("hide")} aria-label={`Hide ${which}`}>
          Hide
        </button>
      )}
      {post.openReports > 0 && post.status !== "hidden" && (
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
        open={dialog === "hide"}
        title="Hide post?"
        description={`${which} leaves the profile and the city's news. Its owner is told why; you can restore it later.`}
        confirmLabel="Hide post"
        busy={moderate.isPending}
        confirmDisabled={!reason.trim()}
        onConfirm={() => moderate.mutate({ postId: post.id, action: "hide", reason })}
        onClose={() => setDialog(null)}
      >
        <label className={LABEL_CLASS}>
          Reason (sent to the owner and kept in the audit log)
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={POST_HIDE_REASON_MAX}
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
        onConfirm={() => moderate.mutate({ postId: post.id, action: "dismiss_reports" })}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
