import "server-only";
// Server-side session records. Each sign-in creates a UserSession whose id travels in the
// next-auth JWT; every request that reads the session checks the record with one primary-key
// query, so sign-out, password resets, account deletion and the timeouts end a session at once.
import type { Db } from "@/platform/db";
import type { Role } from "@/lib/roles";

export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often per session, so reads stay reads. */
const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type ActiveSession = {
  sessionId: string;
  userId: string;
  name: string;
  email: string | null;
  emailVerifiedAt: Date | null;
  roles: Role[];
};

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, "Edge"],
  [/Firefox\//, "Firefox"],
  [/Chrome\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, "Windows"],
  [/Android/, "Android"],
  [/iPhone|iPad/, "iOS"],
  [/Mac OS X/, "macOS"],
  [/Linux/, "Linux"],
];

/** A short description of the browser for the sessions list ("Chrome on Windows"). */
export function describeUserAgent(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}

/** `addressHash`: the SHA-256 of the client address (platform/client-ip.ts), kept for the insider check of reviews. */
export async function createSession(
  db: Db,
  userId: string,
  userAgent: string,
  addressHash: string | null = null,
): Promise<string> {
  const session = await db.userSession.create({
    data: { userId, userAgent: describeUserAgent(userAgent), addressHash },
    select: { id: true },
  });
  return session.id;
}

/**
 * The session's user when the record is live (not revoked, not idle, not too old); otherwise null.
 * With `addressHash` (the request's client address, hashed), a session used from a new address
 * records it (a write only when the address changes): reviews compare a business owner's recent
 * session addresses with a reviewer's (features/reviews/integrity.ts).
 */
export async function readActiveSession(
  db: Db,
  sessionId: string,
  userId: string,
  now = new Date(),
  addressHash: string | null = null,
): Promise<ActiveSession | null> {
  const record = await db.userSession.findUnique({
    where: { id: sessionId },
    select: {
      userId: true,
      createdAt: true,
      lastSeenAt: true,
      revokedAt: true,
      addressHash: true,
      user: { select: { displayName: true, email: true, emailVerifiedAt: true, roles: { select: { role: true } } } },
    },
  });
  if (!record || record.userId !== userId || record.revokedAt) return null;
  const at = now.getTime();
  if (at - record.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS) return null;
  if (at - record.createdAt.getTime() > SESSION_ABSOLUTE_TIMEOUT_MS) return null;
  const touch = at - record.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS;
  const moved = addressHash !== null && record.addressHash !== addressHash;
  if (touch || moved) {
    await db.userSession.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { ...(touch && { lastSeenAt: now }), ...(moved && { addressHash }) },
    });
  }
  return {
    sessionId,
    userId,
    name: record.user.displayName,
    email: record.user.email,
    emailVerifiedAt: record.user.emailVerifiedAt,
    roles: record.user.roles.map((row) => row.role),
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.userSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Revokes every live session of the user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<number> {
  const result = await db.userSession.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return result.count;
}

/** The user's live sessions for /account, newest activity first, the current one marked. */
export async function listSessions(db: Db, userId: string, currentSessionId: string, now = new Date()) {
  const rows = await db.userSession.findMany({
    where: {
      userId,
      revokedAt: null,
      lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS) },
      createdAt: { gt: new Date(now.getTime() - SESSION_ABSOLUTE_TIMEOUT_MS) },
    },
    orderBy: { lastSeenAt: "desc" },
    select: { id: true, userAgent: true, createdAt: true, lastSeenAt: true },
  });
  return rows.map((row) => ({ ...row, current: row.id === currentSessionId }));
}
