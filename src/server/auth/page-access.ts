// Access checks for server-rendered pages: who is signed in (roles re-read from the database),
// and the redirects of the spec: guests go to /auth (and come back), users lacking the role go to /.
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { isVerified } from "@/features/auth/verification-status";
import { getSessionUser } from "@/server/auth/session";
import { hasAnyRole, type Role } from "@/lib/roles";
import { PATHNAME_HEADER } from "@/lib/request-headers";

export type PageUser = { id: string; name: string; roles: Role[]; email: string | null; emailVerified: boolean };

/**
 * The signed-in user, or null. A session signed out, revoked, idle or expired, or an account
 * deleted since sign-in, counts as signed out; name and roles are read fresh with the session.
 */
export const getPageUser = cache(async (): Promise<PageUser | null> => {
  const session = await getSessionUser(new Headers(await headers()));
  if (!session) return null;
  return {
    id: session.id,
    name: session.name,
    roles: session.roles,
    email: session.email,
    emailVerified: isVerified({ email: session.email, emailVerifiedAt: session.emailVerifiedAt }),
  };
});

export type PageAccess = "signed-in" | readonly Role[];

function authRedirectPath(returnTo: string): string {
  return `/auth?callbackUrl=${encodeURIComponent(returnTo)}`;
}

/** Returns the user when they may see the page; otherwise redirects. */
export async function requirePageAccess(access: PageAccess): Promise<PageUser> {
  const user = await getPageUser();
  if (!user) {
    const returnTo = (await headers()).get(PATHNAME_HEADER) ?? "/";
    redirect(authRedirectPath(returnTo));
  }
  if (access !== "signed-in" && !hasAnyRole(user.roles, access)) redirect("/");
  return user;
}
