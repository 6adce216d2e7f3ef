// Sessions that end: sign-out, resets and deletion revoke the server-side record, so a copied
// cookie stops working; idle (7 days) and absolute (30 days) timeouts; roles re-read per request.
import { describe, expect, it } from "vitest";
import { decode, encode } from "next-auth/jwt";
import type { Role } from "@/lib/roles";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { authOptions } from "@/server/auth/options";
import { apiClient, outcome, apiServerForThisFile } from "../helpers/http";
import { createUser, sessionCookie } from "../helpers/factories";

const server = apiServerForThisFile();
const DAY = 24 * 60 * 60 * 1000;

async function signedIn(roles: Role[] = ["customer"]) {
  const user = await createUser({ roles });
  const cookie = await sessionCookie(user, roles);
  const token = await decode({ token: cookie.split("=")[1], secret: env.NEXTAUTH_SECRET });
  return { user, cookie, sid: String(token?.sid), api: apiClient(server.url(), cookie) };
}

const refused = { code: "UNAUTHORIZED", message: "User not authenticated" };

describe("server-side sessions", () => {
  it("refuses a copy of the cookie after sign-out", async () => {
    const { cookie, sid, api } = await signedIn();
    expect(await outcome(api.auth.me.query())).toBe("ok");
    const copied = apiClient(server.url(), cookie);
    const token = await decode({ token: cookie.split("=")[1], secret: env.NEXTAUTH_SECRET });
    await authOptions.events?.signOut?.({ token: token!, session: null as never });
    expect(await db.userSession.findUniqueOrThrow({ where: { id: sid } })).toMatchObject({
      revokedAt: expect.any(Date),
    });
    expect(await outcome(copied.auth.me.query())).toMatchObject(refused);
  });

  it("refuses a cookie that names no session record, or another user's", async () => {
    const user = await createUser();
    const bare = await encode({
      token: { sub: user.id, name: user.displayName, roles: [] },
      secret: env.NEXTAUTH_SECRET,
    });
    expect(await outcome(apiClient(server.url(), `next-auth.session-token=${bare}`).auth.me.query())).toMatchObject(
      refused,
    );
    const { sid } = await signedIn();
    const forged = await encode({
      token: { sub: user.id, name: user.displayName, roles: [], sid },
      secret: env.NEXTAUTH_SECRET,
    });
    expect(await outcome(apiClient(server.url(), `next-auth.session-token=${forged}`).auth.me.query())).toMatchObject(
      refused,
    );
  });

  it("ends a session idle for more than 7 days", async () => {
    const { sid, api } = await signedIn();
    await db.userSession.update({ where: { id: sid }, data: { lastSeenAt: new Date(Date.now() - 6 * DAY) } });
    expect(await outcome(api.auth.me.query())).toBe("ok");
    await db.userSession.update({ where: { id: sid }, data: { lastSeenAt: new Date(Date.now() - 7 * DAY - 60_000) } });
    expect(await outcome(api.auth.me.query())).toMatchObject(refused);
  });

  it("ends a session 30 days after sign-in even when in use", async () => {
    const { sid, api } = await signedIn();
    await db.userSession.update({ where: { id: sid }, data: { createdAt: new Date(Date.now() - 29 * DAY) } });
    expect(await outcome(api.auth.me.query())).toBe("ok");
    await db.userSession.update({
      where: { id: sid },
      data: { createdAt: new Date(Date.now() - 30 * DAY - 60_000), lastSeenAt: new Date() },
    });
    expect(await outcome(api.auth.me.query())).toMatchObject(refused);
  });

  it("records activity at most every few minutes", async () => {
    const { sid, api } = await signedIn();
    const recent = new Date(Date.now() - 60_000);
    await db.userSession.update({ where: { id: sid }, data: { lastSeenAt: recent } });
    await api.auth.me.query();
    expect((await db.userSession.findUniqueOrThrow({ where: { id: sid } })).lastSeenAt).toEqual(recent);
    await db.userSession.update({ where: { id: sid }, data: { lastSeenAt: new Date(Date.now() - 10 * 60_000) } });
    await api.auth.me.query();
    expect((await db.userSession.findUniqueOrThrow({ where: { id: sid } })).lastSeenAt.getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it("applies a role change and an account deletion on the next request", async () => {
    const { user, api } = await signedIn(["admin"]);
    expect(await outcome(api.siteSettings.list.query())).toBe("ok");
    await db.userRole.delete({ where: { userId_role: { userId: user.id, role: "admin" } } });
    expect(await outcome(api.siteSettings.list.query())).toMatchObject({ code: "FORBIDDEN" });
    await db.user.delete({ where: { id: user.id } });
    expect(await outcome(api.auth.me.query())).toMatchObject(refused);
  });

  it("lists the account's sessions and signs out all the others", async () => {
    const { user, cookie, sid, api } = await signedIn();
    const other = apiClient(server.url(), await sessionCookie(user));
    const third = apiClient(server.url(), await sessionCookie(user));
    const sessions = await api.account.sessions.query();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current).map((s) => s.id)).toEqual([sid]);
    expect(await api.account.signOutOtherSessions.mutate()).toEqual({ signedOut: 2 });
    expect(await outcome(other.auth.me.query())).toMatchObject(refused);
    expect(await outcome(third.auth.me.query())).toMatchObject(refused);
    expect(await outcome(apiClient(server.url(), cookie).auth.me.query())).toBe("ok");
    expect(await api.account.sessions.query()).toHaveLength(1);
  });
});
