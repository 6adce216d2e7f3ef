// Reads the signed-in user from a request's cookies. Works wherever there are request headers:
// the tRPC handler, server components (next/headers) and tests that talk real HTTP.
import { getToken } from "next-auth/jwt";
import { authSecret } from "@/platform/env";
import type { Role } from "@/lib/roles";

export type SessionUser = { id: string; name: string; roles: Role[] };

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
  if (!token?.sub) return null;
  return { id: token.sub, name: token.name ?? "", roles: token.roles ?? [] };
}
