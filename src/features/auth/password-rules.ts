// Password strength rules shared by the sign-up form and the server.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON_PASSWORDS = new Set([
  "password", "password1", "password123", "12345678", "123456789", "1234567890", "qwerty123",
  "iloveyou1", "letmein1", "welcome1", "abc12345", "11111111", "admin123", "localhub1",
]);

/** The reasons a password is too weak; empty when it is acceptable. */
export function passwordWeaknesses(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push(`use at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push(`use at most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/[A-Za-z]/.test(password)) reasons.push("include a letter");
  if (!/\d/.test(password)) reasons.push("include a number");
  if (COMMON_PASSWORDS.has(password.toLowerCase())) reasons.push("avoid a commonly used password");
  return reasons;
}

export function weakPasswordMessage(reasons: string[]): string {
  return `Password is too weak: ${reasons.join(", ")}.`;
}
