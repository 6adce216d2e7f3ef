"use client";

import { BUTTON_CLASS } from "@/components/ui/form-styles";
import type { useModerateChallenge } from "./use-moderate";

const LABELS = { approve: "Approve", reject: "Reject" } as const;

/** Approve or reject one challenge through the shared moderation mutation (disabled while it runs). */
export function ModerateButton({
  moderate,
  action,
  id,
}: {
  moderate: ReturnType<typeof useModerateChallenge>;
  action: keyof typeof LABELS;
  id: string;
}) {
  return (
    <button
      type="button"
      className={BUTTON_CLASS}
      disabled={moderate.isPending}
      onClick={() => moderate.mutate({ action, id })}
    >
      {LABELS[action]}
    </button>
  );
}
