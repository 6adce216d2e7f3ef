// /api/auth/session (what the browser's useSession reads) over real HTTP through next-auth's own
// route: a cookie kept after sign-out, or whose server-side session was revoked or has gone idle,
// reads as signed out ({}), as it already does for every tRPC call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { SESSION_IDLE_TIMEOUT_MS } from "@/features/auth/sessions";
import { createUser, TEST_PASSWORD } from "../helpers/factories";
import { cookieHeader, setCookies, startAuthServer } from "../helpers/auth-server";

let server: Awaited<ReturnType<typeof startAuthServer>>;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server?.close());

const SESSION_COOKIE = "next-auth.session-token";

async function csrf() {
  const response = await fetch(`${server.url}/api/auth/csrf`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { csrfToken, cookies: setCookies(response) };
}

const form = (fields: Record<string, string>) => ({
  "content-type": "application/x-www-form-urlencoded",
  body: new URLSearchParams(fields).toString(),
});

/** Signs in through the credentials form as the browser does; the cookies it then holds. */
async function signIn() {
  const user = await createUser();
  const { csrfToken, cookies } = await csrf();
  const { body, ...headers } = form({
    csrfToken,
    identifier: user.email!,
    password: TEST_PASSWORD,
    json: "true",
    callbackUrl: server.url,
  });
  const response = await fetch(`${server.url}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { ...headers, cookie: cookieHeader(cookies) },
    body,
    redirect: "manual",
  });
  expect(response.status).toBe(200);
  const all = { ...cookies, ...setCookies(response) };
  expect(all[SESSION_COOKIE]).toBeTruthy();
  return { user, csrfToken, cookies: all };
}

async function session(cookies: Record<string, string>) {
  const response = await fetch(`${server.url}/api/auth/session`, { headers: { cookie: cookieHeader(cookies) } });
  expect(response.status).toBe(200);
  return {
    body: (await response.json()) as { user?: { id: string; name: string; roles: string[] } },
    cookies: setCookies(response),
  };
}

const sessionIdOf = async (userId: string) =>
  (await db.userSession.findFirstOrThrow({ where: { userId }, select: { id: true } })).id;

describe("/api/auth/session", () => {
  it("names the signed-in user, with name and roles read from the database", async () => {
    const { user, cookies } = await signIn();
    expect((await session(cookies)).body.user).toMatchObject({
      id: user.id,
      name: user.displayName,
      roles: ["customer"],
    });
    await db.user.update({ where: { id: user.id }, data: { displayName: "Renamed Since Sign-in" } });
    expect((await session(cookies)).body.user).toMatchObject({ id: user.id, name: "Renamed Since Sign-in" });
  });

  it("answers {} for a cookie kept after sign-out, and clears it", async () => {
    const { user, csrfToken, cookies } = await signIn();
    const kept = { ...cookies };
    const { body, ...headers } = form({ csrfToken, json: "true", callbackUrl: server.url });
    const signOut = await fetch(`${server.url}/api/auth/signout`, {
      method: "POST",
      headers: { ...headers, cookie: cookieHeader(cookies) },
      body,
      redirect: "manual",
    });
    expect(signOut.status).toBe(200);
    expect(await db.userSession.findUniqueOrThrow({ where: { id: await sessionIdOf(user.id) } })).toMatchObject({
      revokedAt: expect.any(Date),
    });

    const answer = await session(kept);
    expect(answer.body).toEqual({});
    expect(answer.cookies[SESSION_COOKIE]).toBe("");
  });

  it("answers {} once the session is revoked elsewhere or has gone idle", async () => {
    const revoked = await signIn();
    await db.userSession.updateMany({ where: { userId: revoked.user.id }, data: { revokedAt: new Date() } });
    expect((await session(revoked.cookies)).body).toEqual({});

    const idle = await signIn();
    await db.userSession.updateMany({
      where: { userId: idle.user.id },
      data: { lastSeenAt: new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - 60_000) },
    });
    expect((await session(idle.cookies)).body).toEqual({});
  });
});
