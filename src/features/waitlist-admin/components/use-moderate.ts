"use client";

import { CHALLENGE_ACTION_DETAIL, challengeActionMessage } from "@/features/waitlist-admin/schema";
import { api } from "@/trpc/react";
import { titledToast } from "@/components/ui/titled-toast";

/** The moderation mutation with the product's toasts; both lists are re-read after every action. */
export function useModerateChallenge(onDone?: () => void) {
  const utils = api.useUtils();
  return api.waitlistAdmin.moderateChallenge.useMutation({
    onSuccess: async (_, input) => {
      const detail = CHALLENGE_ACTION_DETAIL[input.action];
      titledToast(
        "success",
        "Challenge updated",
        detail ? `${challengeActionMessage(input.action)} ${detail}` : challengeActionMessage(input.action),
      );
      onDone?.();
      await Promise.all([
        utils.waitlistAdmin.challenges.invalidate(),
        utils.waitlistAdmin.unapprovedResponses.invalidate(),
      ]);
    },
    onError: () => {
      titledToast("error", "Error updating challenge", "Please try again or contact support.");
    },
  });
}
