// Test data factories. Every record gets unique values, so tests need no cleanup and never collide.
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { hashPassword } from "@/platform/password";
import { createSession } from "@/features/auth/sessions";
import type { Role } from "@/lib/roles";

export const TEST_PASSWORD = "Correct-horse-42";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomUUID().slice(0, 12)}@test.localhub.example`;
}

let cachedHash: Promise<string> | undefined;

/** A new account; `verified` gives it a verified email address (listing, sending and claiming need one). */
export async function createUser(
  options: { roles?: Role[]; displayName?: string; email?: string; verified?: boolean } = {},
) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const roles = options.roles ?? ["customer"];
  return db.user.create({
    data: {
      email: options.email ?? uniqueEmail(roles.join("-")),
      displayName: options.displayName ?? `Test ${roles.join(" ")}`,
      passwordHash: await cachedHash,
      emailVerifiedAt: options.verified ? new Date() : null,
      roles: { create: roles.map((role) => ({ role })) },
    },
    select: { id: true, email: true, displayName: true },
  });
}

/**
 * A session cookie exactly as next-auth issues it after sign-in (a signed, encrypted JWT).
 * `roles` is what the cookie claims; the server re-reads the real roles from the database.
 */
export async function sessionCookie(user: { id: string; displayName: string }, roles: Role[] = []) {
  const sid = await createSession(db, user.id, "Vitest");
  const token = await encode({
    token: { sub: user.id, name: user.displayName, roles, sid },
    secret: env.NEXTAUTH_SECRET,
  });
  return `next-auth.session-token=${token}`;
}

export function createNotification(userId: string, read = false) {
  return db.notification.create({
    data: { userId, type: "test", title: "Test notification", readAt: read ? new Date() : null },
  });
}
