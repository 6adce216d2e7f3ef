// Whether an account counts as verified. Phone-only accounts are exempt (no SMS here).
export function isVerified(user: { email: string | null; emailVerifiedAt: Date | null }): boolean {
  return !user.email || user.emailVerifiedAt !== null;
}
