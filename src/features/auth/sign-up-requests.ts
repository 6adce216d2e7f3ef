import "server-only";
// Sign-up with an email address happens in two steps: the form asks, the emailed link creates the
// account (verified, and signed in). Until then nothing exists to sign in to, so the form's answer
// is the same whether or not the address already has an account: a new address gets the link, a
// registered one gets an email telling its owner how to sign in or reset their password. Nobody
// learns from the form which addresses are registered, and nobody can take an address they cannot read.
import { randomBytes } from "node:crypto";
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { absoluteUrl } from "@/platform/site-url";
import { sendTemplatedEmail } from "@/features/email/send";
import type { Role } from "@/lib/roles";
import { hashToken } from "./account-tokens";
import { INVALID_SIGN_UP_LINK_MESSAGE, SIGN_UP_ACCOUNT_EXISTS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from "./schema";

export const SIGN_UP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Emails per address (a link or the "already registered" note): one inbox is not flooded from the form. */
const signUpEmailsPerAddress = createLimiter("sign-up:email", { limit: 3, windowMs: 60 * MINUTE });

type Request = { email: string; displayName: string; role: Role; passwordHash: string; nextPath: string };

/**
 * Emails the address either its sign-up link or, when an account already has it, a note to its
 * owner. The caller has already hashed the password, in both cases, so the answer takes as long
 * either way.
 */
export async function requestEmailSignUp(db: Db, request: Request, now = new Date()): Promise<void> {
  if (!(await signUpEmailsPerAddress.consume(request.email)).allowed)
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
  await db.signUpRequest.deleteMany({ where: { expiresAt: { lte: now } } });
  const existing = await db.user.findUnique({ where: { email: request.email }, select: { displayName: true } });
  if (existing) {
    await sendTemplatedEmail(db, {
      templateKey: "account_exists",
      to: request.email,
      variables: {
        name: existing.displayName,
        signInLink: absoluteUrl("/auth"),
        resetLink: absoluteUrl("/auth/forgot-password"),
      },
    });
    return;
  }
  const token = randomBytes(32).toString("base64url");
  await db.signUpRequest.create({
    data: { ...request, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + SIGN_UP_LINK_TTL_MS) },
  });
  await sendTemplatedEmail(db, {
    templateKey: "finish_sign_up",
    to: request.email,
    variables: { name: request.displayName, finishLink: absoluteUrl(`/auth/finish-sign-up?token=${token}`) },
  });
}

/** The request a link names, while it can still be used (for the link's page; nothing is used up). */
export async function findSignUpRequest(db: Db, token: string, now = new Date()) {
  return db.signUpRequest.findFirst({
    where: { tokenHash: hashToken(token), expiresAt: { gt: now } },
    select: { email: true, nextPath: true },
  });
}

/**
 * Uses a sign-up link once: creates the account with its email verified (the link proved it) and
 * drops every other request for the address. Of two simultaneous uses only one creates it.
 */
export async function completeEmailSignUp(db: Db, token: string, now = new Date()) {
  const tokenHash = hashToken(token);
  const request = await db.signUpRequest.findFirst({ where: { tokenHash, expiresAt: { gt: now } } });
  if (!request) throw new AppError("BAD_REQUEST", INVALID_SIGN_UP_LINK_MESSAGE, "token");
  const claimed = await db.signUpRequest.deleteMany({ where: { id: request.id } });
  if (claimed.count !== 1) throw new AppError("BAD_REQUEST", INVALID_SIGN_UP_LINK_MESSAGE, "token");
  try {
    const user = await db.user.create({
      data: {
        email: request.email,
        emailVerifiedAt: now,
        passwordHash: request.passwordHash,
        displayName: request.displayName,
        roles: { create: [{ role: request.role }] },
      },
      select: { id: true, displayName: true },
    });
    await db.signUpRequest.deleteMany({ where: { email: request.email } });
    return { account: { ...user, roles: [request.role] }, nextPath: request.nextPath };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", SIGN_UP_ACCOUNT_EXISTS_MESSAGE, "token");
    throw error;
  }
}
