import { MISSING_CREDENTIALS_MESSAGE } from "@/features/auth/schema";

/** The sign-in and sign-up forms' own check: the message under the first empty box, or null when both are filled. */
export function missingCredentials(identifier: string, password: string): Record<string, string> | null {
  if (identifier && password) return null;
  return { [identifier ? "password" : "identifier"]: MISSING_CREDENTIALS_MESSAGE };
}
