// Whether an account counts as verified. Phone-only accounts are exempt (no SMS here).
export function isVerified(user: { email: string | null; emailVerifiedAt: Date | null }): boolean {
  return !user.email || user.emailVerifiedAt !== null;
}

/**
 * Whether the account has an email address it has proven it receives: stricter than isVerified,
 * for what an address vouches for (claiming a business), where a phone-only account has nothing to show.
 */
export function hasVerifiedEmail(user: { email: string | null; emailVerifiedAt: Date | null }): boolean {
  return user.email !== null && user.emailVerifiedAt !== null;
}
