import "server-only";
// Email verification: a single-use link (24 hours) to the address being confirmed, for a changed
// email address (a new account's address is proven by its sign-up link: sign-up-requests.ts).
// Until verified the account works and shows a banner; owners must verify before an admin can
// verify their business (isEmailVerified).
import type { Db, Tx } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { absoluteUrl } from "@/platform/site-url";
import { sendTemplatedEmail } from "@/features/email/send";
import { consumeToken, issueToken } from "./account-tokens";
import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  INVALID_VERIFY_LINK_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
} from "./schema";
import { isVerified } from "./verification-status";

const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** 'Resend' per account. */
const verificationResends = createLimiter("verify-email:resend", { limit: 3, windowMs: 60 * MINUTE });

/** True when the account's email is verified, or it has no email (phone-only accounts are exempt). */
export async function isEmailVerified(db: Db | Tx, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  return user ? isVerified(user) : false;
}

/** Emails a verification link for `email` (the account's address, or the one it is changing to). */
export async function sendVerificationEmail(
  db: Db,
  user: { id: string; displayName: string },
  email: string,
): Promise<void> {
  const token = await issueToken(db, { userId: user.id, purpose: "verify_email", ttlMs: VERIFY_LINK_TTL_MS, email });
  await sendTemplatedEmail(db, {
    templateKey: "verify_email",
    to: email,
    variables: { name: user.displayName, verifyLink: absoluteUrl(`/auth/verify-email?token=${token}`) },
  });
}

export async function resendVerification(db: Db, userId: string): Promise<void> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, displayName: true, email: true, emailVerifiedAt: true },
  });
  if (!user.email || isVerified(user)) throw new AppError("BAD_REQUEST", ALREADY_VERIFIED_MESSAGE);
  if (!(await verificationResends.consume(userId)).allowed)
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
  await sendVerificationEmail(db, user, user.email);
}

/** Confirms the link's address: it becomes the account's (verified) email. */
export async function verifyEmail(db: Db, token: string): Promise<{ email: string }> {
  const claimed = await consumeToken(db, token, "verify_email");
  if (!claimed?.email) throw new AppError("BAD_REQUEST", INVALID_VERIFY_LINK_MESSAGE, "token");
  try {
    await db.user.update({
      where: { id: claimed.userId },
      data: { email: claimed.email, emailVerifiedAt: new Date() },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", EMAIL_IN_USE_MESSAGE);
    throw error;
  }
  return { email: claimed.email };
}
