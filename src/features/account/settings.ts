import "server-only";
// Changes a signed-in user makes on /account: display name, email (verified at the new address,
// the old one told) and password (the current one required; other sessions end).
//
// Limits, for a stolen session or a script: current-password checks per account (5, then waits
// that grow up to an hour, during which even the right password is refused) and email changes per
// account and per client address (each one emails a link). An address another account already has
// gets the same answer as any other: no link goes to it, its owner is told instead (at most 3 such
// notices a day), so the form cannot be used to find out which addresses have accounts.
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { hashPassword, verifyPassword } from "@/platform/password";
import { createLimiter, MINUTE, waitText } from "@/platform/rate-limit";
import { absoluteUrl } from "@/platform/site-url";
import { sendTemplatedEmail } from "@/features/email/send";
import { sendVerificationEmail } from "@/features/auth/email-verification";
import { refuseCommonPassword } from "@/features/auth/accounts";
import { revokeTokens } from "@/features/auth/account-tokens";
import { revokeUserSessions } from "@/features/auth/sessions";
import {
  SAME_EMAIL_MESSAGE,
  tooManyEmailChangesMessage,
  tooManyPasswordChecksMessage,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type TChangeEmailInput,
  type TChangePasswordInput,
} from "./schema";

/** Current-password checks per account; refused attempts double the wait, up to an hour. */
const currentPasswordChecks = createLimiter("account:current-password", {
  limit: 5,
  windowMs: 15 * MINUTE,
  maxBlockMs: 60 * MINUTE,
});
/** Email-change requests (each sends an email) per account. */
const emailChangesPerAccount = createLimiter("account:email-change", { limit: 3, windowMs: 60 * MINUTE });
/** Email-change requests per client address, across accounts. */
const emailChangesPerAddress = createLimiter("account:email-change-address", { limit: 10, windowMs: 60 * MINUTE });
/** 'Someone tried to use your address' notices per address (beyond it nothing is sent; the answer does not change). */
const emailInUseNotices = createLimiter("account:email-in-use-notice", { limit: 3, windowMs: 24 * 60 * MINUTE });

export function getAccountSettings(db: Db, userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { displayName: true, email: true, phone: true, emailVerifiedAt: true, createdAt: true },
  });
}

export async function updateDisplayName(db: Db, userId: string, displayName: string) {
  return db.user.update({ where: { id: userId }, data: { displayName }, select: { displayName: true } });
}

/** Counted before the check, so simultaneous guesses admit only the limit; the right password starts the count afresh. */
async function checkCurrentPassword(db: Db, userId: string, password: string) {
  const decision = await currentPasswordChecks.consume(userId);
  if (!decision.allowed)
    throw new AppError("TOO_MANY_REQUESTS", tooManyPasswordChecksMessage(waitText(decision.retryAfterSeconds)));
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, displayName: true, email: true, passwordHash: true },
  });
  if (!(await verifyPassword(password, user.passwordHash)))
    throw new AppError("BAD_REQUEST", WRONG_CURRENT_PASSWORD_MESSAGE, "currentPassword");
  await currentPasswordChecks.reset(userId);
  return user;
}

async function admitEmailChange(userId: string, clientAddress: string): Promise<void> {
  for (const [limiter, key] of [
    [emailChangesPerAddress, clientAddress],
    [emailChangesPerAccount, userId],
  ] as const) {
    const decision = await limiter.consume(key);
    if (!decision.allowed)
      throw new AppError("TOO_MANY_REQUESTS", tooManyEmailChangesMessage(waitText(decision.retryAfterSeconds)));
  }
}

/**
 * Sends a verification link to the new address; the email changes when it is used. An address
 * another account has gets no link (its owner is told) and the caller sees no difference.
 */
export async function requestEmailChange(
  db: Db,
  userId: string,
  input: TChangeEmailInput,
  clientAddress: string,
): Promise<void> {
  const user = await checkCurrentPassword(db, userId, input.currentPassword);
  if (user.email === input.email) throw new AppError("BAD_REQUEST", SAME_EMAIL_MESSAGE, "email");
  await admitEmailChange(userId, clientAddress);
  const owner = await db.user.findUnique({ where: { email: input.email }, select: { displayName: true } });
  if (owner) {
    // As a new link would, end the earlier links: whether an older link still works must not tell either.
    await revokeTokens(db, userId, "verify_email");
    if ((await emailInUseNotices.consume(input.email)).allowed) {
      await sendTemplatedEmail(db, {
        templateKey: "email_in_use",
        to: input.email,
        variables: { name: owner.displayName, signInLink: absoluteUrl("/auth") },
      });
    }
  } else {
    await sendVerificationEmail(db, user, input.email);
  }
  if (user.email) {
    await sendTemplatedEmail(db, {
      templateKey: "email_changed",
      to: user.email,
      variables: { name: user.displayName, newEmail: input.email },
    });
  }
}

/** Sets a new password; every other session of the account ends, this one stays. */
export async function changePassword(
  db: Db,
  userId: string,
  currentSessionId: string,
  input: TChangePasswordInput,
): Promise<void> {
  await checkCurrentPassword(db, userId, input.currentPassword);
  refuseCommonPassword(input.newPassword, "newPassword");
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(input.newPassword) } });
  await revokeUserSessions(db, userId, currentSessionId);
}
