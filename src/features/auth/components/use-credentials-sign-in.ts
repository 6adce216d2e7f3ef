"use client";

import { useRouter } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { useCallback } from "react";
import { landingPathFor } from "@/lib/roles";
import { ROLE_LANDING_PATH } from "@/lib/sign-in-path";

/**
 * Signs in through next-auth's credentials provider; resolves to an error message or null. Then it
 * goes to `callbackUrl`, or, for ROLE_LANDING_PATH, where the account's roles lead (the session read
 * just after signing in has them fresh from the database).
 */
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
      const roles = async () => (await getSession())?.user.roles ?? [];
      router.replace(callbackUrl === ROLE_LANDING_PATH ? landingPathFor(await roles()) : callbackUrl);
      router.refresh();
      return null;
    },
    [callbackUrl, router],
  );
}
