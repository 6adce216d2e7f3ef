import "server-only";
// Reads the signed-in user from a request's cookies. Works wherever there are request headers:
// the tRPC handler, server components (next/headers) and tests that talk real HTTP. The JWT only
// names a server-side session record; the record (live, not idle, not too old) and the user's
// name and roles are read from the database on every request.
import { getToken } from "next-auth/jwt";
import { db } from "@/platform/db";
import { authSecret } from "@/platform/env";
import { readActiveSession } from "@/features/auth/sessions";
import { clientAddressHash } from "@/platform/client-ip";
import type { Role } from "@/lib/roles";

export type SessionUser = {
  id: string;
  name: string;
  roles: Role[];
  sessionId: string;
  email: string | null;
  emailVerifiedAt: Date | null;
};

function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const token = await getToken({
    req: { cookies: parseCookies(headers.get("cookie")), headers: Object.fromEntries(headers) } as never,
    secret: authSecret(),
  });
  const sessionId = typeof token?.sid === "string" ? token.sid : null;
  if (!token?.sub || !sessionId) return null;
  const active = await readActiveSession(db, sessionId, token.sub, new Date(), clientAddressHash(headers));
  if (!active) return null;
  return {
    id: active.userId,
    name: active.name,
    roles: active.roles,
    sessionId,
    email: active.email,
    emailVerifiedAt: active.emailVerifiedAt,
  };
}
