import "server-only";
// Changes a signed-in user makes on /account: display name, email (verified at the new address,
// the old one told) and password (the current one required; other sessions end).
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { hashPassword, verifyPassword } from "@/platform/password";
import { sendTemplatedEmail } from "@/features/email/send";
import { sendVerificationEmail } from "@/features/auth/email-verification";
import { refuseCommonPassword } from "@/features/auth/accounts";
import { EMAIL_IN_USE_MESSAGE } from "@/features/auth/schema";
import { revokeUserSessions } from "@/features/auth/sessions";
import { SAME_EMAIL_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE, type TChangeEmailInput, type TChangePasswordInput } from "./schema";

export function getAccountSettings(db: Db, userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { displayName: true, email: true, phone: true, emailVerifiedAt: true, createdAt: true },
  });
}

export async function updateDisplayName(db: Db, userId: string, displayName: string) {
  return db.user.update({ where: { id: userId }, data: { displayName }, select: { displayName: true } });
}

async function checkCurrentPassword(db: Db, userId: string, password: string) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, displayName: true, email: true, passwordHash: true } });
  if (!(await verifyPassword(password, user.passwordHash))) throw new AppError("BAD_REQUEST", WRONG_CURRENT_PASSWORD_MESSAGE, "currentPassword");
  return user;
}

/** Sends a verification link to the new address; the email changes when it is used. */
export async function requestEmailChange(db: Db, userId: string, input: TChangeEmailInput): Promise<void> {
  const user = await checkCurrentPassword(db, userId, input.currentPassword);
  if (user.email === input.email) throw new AppError("BAD_REQUEST", SAME_EMAIL_MESSAGE, "email");
  if (await db.user.count({ where: { email: input.email } })) throw new AppError("CONFLICT", EMAIL_IN_USE_MESSAGE, "email");
  await sendVerificationEmail(db, user, input.email);
  if (user.email) {
    await sendTemplatedEmail(db, { templateKey: "email_changed", to: user.email, variables: { name: user.displayName, newEmail: input.email } });
  }
}

/** Sets a new password; every other session of the account ends, this one stays. */
export async function changePassword(db: Db, userId: string, currentSessionId: string, input: TChangePasswordInput): Promise<void> {
  await checkCurrentPassword(db, userId, input.currentPassword);
  refuseCommonPassword(input.newPassword, "newPassword");
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(input.newPassword) } });
  await revokeUserSessions(db, userId, currentSessionId);
}
