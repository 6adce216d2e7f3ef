import "server-only";
// Nothing is sent by email or made public from an account that has not proved an email address:
// creating a business, sending review requests, replying to reviews and claiming a business ask
// for a verified address (hasVerifiedEmail: a phone-only account has proved nothing, and is asked
// to add and verify an email first).
import type { Db, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { hasVerifiedEmail } from "./verification-status";

/** Whether the account has a verified email address now. */
export async function hasProvenEmail(db: Db | Tx, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  return user !== null && hasVerifiedEmail(user);
}

/** Throws FORBIDDEN with `message` unless the account has a verified email address. */
export async function requireProvenEmail(db: Db | Tx, userId: string, message: string): Promise<void> {
  if (!(await hasProvenEmail(db, userId))) throw new AppError("FORBIDDEN", message);
}
