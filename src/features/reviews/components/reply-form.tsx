"use client";
// The business's public reply to one review, written or edited: under the review on the profile
// (viewer-review-actions.tsx) and in the owner's reviews inbox. Published, it refreshes the page.
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { REPLY_MAX } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { ClientForm } from "@/components/ui/client-form";

export function ReplyForm({
  reviewId,
  reviewerName,
  initial,
  onDone,
}: {
  reviewId: string;
  reviewerName: string;
  initial: string;
  onDone: () => void;
}) {
  const router = useRouter();
  const [text, setText] = useState(initial);
  const save = api.reviews.reply.useMutation({
    onSuccess: () => {
      toast.success("Reply published.");
      onDone();
      router.refresh();
    },
  });
  return (
    <ClientForm
      aria-label={`Reply to ${reviewerName}`}
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ reviewId, text });
      }}
    >
      <label className={LABEL_CLASS}>
        Your public reply
        <textarea
          className={`${INPUT_CLASS} h-24`}
          required
          maxLength={REPLY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={save.isPending}>
          {save.isPending ? "Publishing..." : "Publish reply"}
        </button>
        <button type="button" className={BUTTON_CLASS} onClick={onDone}>
          Cancel
        </button>
      </div>
    </ClientForm>
  );
}
