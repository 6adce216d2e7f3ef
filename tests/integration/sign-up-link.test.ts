// The emailed sign-up link over real HTTP: the sign-up procedure through the tRPC handler, then
// next-auth's own route (the "sign-up-link" provider) as the browser calls it from the link's page.
// The link creates the account, verified, and signs it in; it works once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { INVALID_SIGN_UP_LINK_MESSAGE, SIGN_UP_LINK_PROVIDER } from "@/features/auth/schema";
import { findSignUpRequest, SIGN_UP_LINK_TTL_MS } from "@/features/auth/sign-up-requests";
import { apiServerForThisFile } from "../helpers/http";
import { cookieHeader, setCookies, startAuthServer } from "../helpers/auth-server";
import { uniqueEmail } from "../helpers/factories";
import { ensureEmailTemplates, realEmailsTo, signUpLinkToken } from "../helpers/email";

const api = apiServerForThisFile();
let auth: Awaited<ReturnType<typeof startAuthServer>>;
beforeAll(async () => {
  await ensureEmailTemplates();
  auth = await startAuthServer();
});
afterAll(() => auth?.close());

const PASSWORD = "Sturdy-pass-77";

/** Presses "Create my account" on the link's page: next-auth's credentials callback with the token. */
async function useLink(token: string) {
  const csrf = await fetch(`${auth.url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = setCookies(csrf);
  const response = await fetch(`${auth.url}/api/auth/callback/${SIGN_UP_LINK_PROVIDER}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(cookies) },
    body: new URLSearchParams({ csrfToken, token, json: "true", callbackUrl: auth.url }).toString(),
    redirect: "manual",
  });
  const all = { ...cookies, ...setCookies(response) };
  const session = await fetch(`${auth.url}/api/auth/session`, { headers: { cookie: cookieHeader(all) } });
  return {
    body: (await response.json()) as { url: string },
    user: ((await session.json()) as { user?: { id: string; name: string; roles: string[] } }).user,
  };
}

async function signUp(email: string, nextPath?: string) {
  const answer = await api.client().auth.signUp.mutate({
    identifier: email,
    password: PASSWORD,
    displayName: "Lina Link",
    userType: "business_owner",
    nextPath,
  });
  expect(answer).toEqual({ status: "check_email", email });
  return signUpLinkToken(email);
}

describe("the sign-up link", () => {
  it("creates the verified account and signs it in, once", async () => {
    const email = uniqueEmail("link");
    const token = await signUp(email, "/dashboard/create-business");
    expect(await findSignUpRequest(db, token)).toEqual({ email, nextPath: "/dashboard/create-business" });

    const first = await useLink(token);
    expect(first.user).toMatchObject({ name: "Lina Link", roles: ["business_owner"] });
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(first.user!.id).toBe(user.id);
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(1);

    const again = await useLink(token);
    expect(again.user).toBeUndefined();
    expect(decodeURIComponent(again.body.url)).toContain(INVALID_SIGN_UP_LINK_MESSAGE);
    expect(await findSignUpRequest(db, token)).toBeNull();
  });

  it("refuses a made-up or expired link and makes no account", async () => {
    expect((await useLink("made-up-token-of-some-length")).user).toBeUndefined();
    const email = uniqueEmail("expired");
    const token = await signUp(email);
    await db.signUpRequest.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await useLink(token);
    expect(expired.user).toBeUndefined();
    expect(decodeURIComponent(expired.body.url)).toContain(INVALID_SIGN_UP_LINK_MESSAGE);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("keeps only a path on this site to land on, and lives 24 hours", async () => {
    const email = uniqueEmail("elsewhere");
    const before = Date.now();
    const token = await signUp(email, "//evil.example/steal");
    expect(await findSignUpRequest(db, token)).toEqual({ email, nextPath: "/" });
    const row = await db.signUpRequest.findFirstOrThrow({ where: { email } });
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SIGN_UP_LINK_TTL_MS);
    // The stored email keeps no working link; the database keeps only the token's hash.
    const [stored] = await db.emailMessage.findMany({ where: { toAddress: email, templateKey: "finish_sign_up" } });
    expect(stored!.bodyText).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await realEmailsTo(email, "finish_sign_up"))[0]!.bodyText).toContain(token);
  });
});
