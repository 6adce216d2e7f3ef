"use client";

import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useCallback } from "react";

/** Signs in through next-auth's credentials provider; resolves to an error message or null. */
export function useCredentialsSignIn(callbackUrl: string) {
  const router = useRouter();
  return useCallback(
    async (identifier: string, password: string): Promise<string | null> => {
      const result = await signIn("credentials", { identifier, password, redirect: false });
      if (!result || result.error) {
        return result?.error && result.error !== "CredentialsSignin"
          ? result.error
          : "Sign in failed. Please try again.";
      }
      router.replace(callbackUrl);
      router.refresh();
      return null;
    },
    [callbackUrl, router],
  );
}
