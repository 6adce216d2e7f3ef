"use client";

// A signed-out visitor (or one whose session ended since the page loaded) who clicks a card's
// button goes to sign in and comes back to the same page.
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { signInPath } from "@/lib/sign-in-path";

export function useSignInRedirect() {
  const router = useRouter();
  return useCallback(() => router.push(signInPath(`${window.location.pathname}${window.location.search}`)), [router]);
}

/** True when the server refused the call because nobody is signed in. */
export const isSignedOutError = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { data?: { code?: string } | null }).data?.code === "UNAUTHORIZED";
