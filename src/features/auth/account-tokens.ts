import "server-only";
// Single-use links sent by email. The raw token only ever exists in the email; the database keeps
// its SHA-256 hash, so a copy of the table cannot be used to reset a password.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/platform/db";

export type TokenPurpose = "password_reset" | "verify_email";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Issues a new token; earlier unused tokens of the same purpose for the user stop working, marked
 * used at the moment the new one is created (so tokenState can tell the older link was replaced).
 */
export async function issueToken(
  db: Db,
  input: { userId: string; purpose: TokenPurpose; ttlMs: number; email?: string },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.$transaction([
    db.accountToken.updateMany({
      where: { userId: input.userId, purpose: input.purpose, usedAt: null },
      data: { usedAt: now },
    }),
    db.accountToken.create({
      data: {
        userId: input.userId,
        purpose: input.purpose,
        tokenHash: hashToken(token),
        email: input.email ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.ttlMs),
      },
    }),
  ]);
  return token;
}

/** Ends the user's unused tokens of `purpose`, as issuing a new one does. */
export async function revokeTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db.accountToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } });
}

/**
 * Uses a token once: marks it used with a conditional update, so of two simultaneous uses only one
 * succeeds. Returns the token's user and email, or null when unknown, used or expired.
 */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()) {
  const tokenHash = hashToken(token);
  const claimed = await db.accountToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) return null;
  return db.accountToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true, email: true } });
}

/**
 * Whether a token can still be used: "usable"; "replaced" when a newer link of the same purpose
 * ended it (it was marked used the moment that one was issued); otherwise "invalid" (unknown, used,
 * revoked or expired).
 */
export async function tokenState(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<"usable" | "replaced" | "invalid"> {
  const row = await db.accountToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { userId: true, purpose: true, usedAt: true, expiresAt: true },
  });
  if (!row || row.purpose !== purpose) return "invalid";
  if (!row.usedAt) return row.expiresAt > now ? "usable" : "invalid";
  const newer = await db.accountToken.count({ where: { userId: row.userId, purpose, createdAt: row.usedAt } });
  return newer > 0 ? "replaced" : "invalid";
}
