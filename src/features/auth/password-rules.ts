// Password strength rules shared by the sign-up form and the server. The server also refuses
// common passwords (src/platform/common-passwords.ts; the list is too big to send to browsers).
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
export const COMMON_PASSWORD_REASON = "avoid a commonly used password";

/** The reasons a password is too weak; empty when it is acceptable. Length counts every character (code point). */
export function passwordWeaknesses(password: string): string[] {
  const reasons: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) reasons.push(`use at least ${PASSWORD_MIN_LENGTH} characters`);
  if (length > PASSWORD_MAX_LENGTH) reasons.push(`use at most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/\p{L}/u.test(password)) reasons.push("include a letter");
  if (!/\d/.test(password)) reasons.push("include a number");
  return reasons;
}

export function weakPasswordMessage(reasons: string[]): string {
  return `Password is too weak: ${reasons.join(", ")}.`;
}
