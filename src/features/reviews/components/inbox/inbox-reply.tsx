"use client";
// A review's reply in the owner's inbox: "Reply" (or "Edit reply") opens the profile's reply form in
// place, its text box focused; closing it returns focus to the button.
import { useEffect, useRef, useState } from "react";
import { ReplyForm } from "../reply-form";

const LINK_BUTTON = "text-sm font-medium text-brand-700 hover:underline";

export function InboxReply({
  reviewId,
  reviewerName,
  reply,
}: {
  reviewId: string;
  reviewerName: string;
  reply: string | null;
}) {
  const [replying, setReplying] = useState(false);
  const opened = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (replying) form.current?.querySelector("textarea")?.focus();
    else if (opened.current) button.current?.focus();
    opened.current ||= replying;
  }, [replying]);

  if (replying)
    return (
      <div ref={form} className="w-full">
        <ReplyForm
          reviewId={reviewId}
          reviewerName={reviewerName}
          initial={reply ?? ""}
          onDone={() => setReplying(false)}
        />
      </div>
    );
  return (
    <button
      ref={button}
      type="button"
      className={LINK_BUTTON}
      onClick={() => setReplying(true)}
      aria-label={`${reply ? "Edit the reply to" : "Reply to"} ${reviewerName}`}
    >
      {reply ? "Edit reply" : "Reply"}
    </button>
  );
}
