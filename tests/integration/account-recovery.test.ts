// Password reset and email verification through the real tRPC handler: the constant answer,
// single-use hashed tokens that expire, the rate limits, and what a reset does to sessions.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { authenticate } from "@/features/auth/accounts";
import { isEmailVerified } from "@/features/auth/email-verification";
import { hashToken } from "@/features/auth/account-tokens";
import {
  INVALID_RESET_LINK_MESSAGE,
  INVALID_VERIFY_LINK_MESSAGE,
  REPLACED_RESET_LINK_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
} from "@/features/auth/schema";
import { apiClient, outcome, apiServerForThisFile } from "../helpers/http";
import { createUser, sessionCookie, TEST_PASSWORD, uniqueEmail } from "../helpers/factories";
import { ensureEmailTemplates, realEmailsTo } from "../helpers/email";

const server = apiServerForThisFile();
/** The address direct sign-in checks come from, as the limiter sees it. */
const SIGN_IN_ADDRESS = "203.0.113.61";
const TOO_MANY_SIGN_INS = /^Too many sign-in attempts/;
const NEW_PASSWORD = "Brand-new-pass-61";
let ipCounter = 0;
/** A client from its own address, so per-address limits of one test do not touch another. */
const freshClient = (cookie?: string) =>
  apiClient(server.url(), cookie, { "x-forwarded-for": `198.51.100.${++ipCounter}` });

beforeAll(ensureEmailTemplates);

/** The emails as delivered, working links included (the table keeps them redacted). */
const emailsTo = (address: string, templateKey: string) => realEmailsTo(address, templateKey);
const tokenIn = (body: string) => /token=([\w-]+)/.exec(body)?.[1] ?? "";

describe("password reset", () => {
  it("answers the same for unknown and known emails and emails only real accounts", async () => {
    const user = await createUser();
    const unknown = uniqueEmail("nobody");
    const api = freshClient();
    expect(await api.auth.requestPasswordReset.mutate({ email: unknown })).toEqual({
      message: RESET_REQUESTED_MESSAGE,
    });
    expect(await api.auth.requestPasswordReset.mutate({ email: user.email!.toUpperCase() })).toEqual({
      message: RESET_REQUESTED_MESSAGE,
    });
    expect(await emailsTo(unknown, "password_reset")).toHaveLength(0);
    const [email] = await emailsTo(user.email!, "password_reset");
    expect(email?.bodyText).toContain("/auth/reset-password?token=");
    // Only the hash is stored.
    const token = tokenIn(email!.bodyText);
    expect(await db.accountToken.count({ where: { tokenHash: token } })).toBe(0);
    expect(await db.accountToken.count({ where: { tokenHash: hashToken(token), userId: user.id } })).toBe(1);
  });

  it("sets a new password once, ends every session and clears the failed sign-ins", async () => {
    const user = await createUser();
    const signedIn = [
      apiClient(server.url(), await sessionCookie(user)),
      apiClient(server.url(), await sessionCookie(user)),
    ];
    for (let i = 0; i < 10; i++)
      await expect(
        authenticate(db, { identifier: user.email!, password: `Wrong-${i}-guess` }, SIGN_IN_ADDRESS),
      ).rejects.toThrow();
    await expect(
      authenticate(db, { identifier: user.email!, password: TEST_PASSWORD }, SIGN_IN_ADDRESS),
    ).rejects.toThrow(TOO_MANY_SIGN_INS);

    await freshClient().auth.requestPasswordReset.mutate({ email: user.email! });
    const token = tokenIn((await emailsTo(user.email!, "password_reset"))[0]!.bodyText);
    const api = freshClient();
    expect(await outcome(api.auth.resetPassword.mutate({ token, password: "weakpass" }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { password: ["Password is too weak: include a number."] },
    });
    expect(await api.auth.resetPassword.mutate({ token, password: NEW_PASSWORD })).toEqual({ ok: true });
    for (const client of signedIn)
      expect(await outcome(client.auth.me.query())).toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      authenticate(db, { identifier: user.email!, password: NEW_PASSWORD }, SIGN_IN_ADDRESS),
    ).resolves.toMatchObject({ id: user.id });
    await expect(
      authenticate(db, { identifier: user.email!, password: TEST_PASSWORD }, SIGN_IN_ADDRESS),
    ).rejects.toThrow();
    expect(await outcome(api.auth.resetPassword.mutate({ token, password: "Another-pass-62" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: INVALID_RESET_LINK_MESSAGE,
    });
  });

  it("lets only one of two simultaneous uses of a link through", async () => {
    const user = await createUser();
    await freshClient().auth.requestPasswordReset.mutate({ email: user.email! });
    const token = tokenIn((await emailsTo(user.email!, "password_reset"))[0]!.bodyText);
    const results = await Promise.all(
      [NEW_PASSWORD, "Other-new-pass-63"].map((password) =>
        outcome(freshClient().auth.resetPassword.mutate({ token, password })),
      ),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
  });

  it("refuses an older link after a new one saying a newer one was sent, an expired link and an unknown one", async () => {
    const user = await createUser();
    const api = freshClient();
    await api.auth.requestPasswordReset.mutate({ email: user.email! });
    await api.auth.requestPasswordReset.mutate({ email: user.email! });
    const [older, newer] = (await emailsTo(user.email!, "password_reset")).map((email) => tokenIn(email.bodyText));
    expect(await outcome(api.auth.resetPassword.mutate({ token: older!, password: NEW_PASSWORD }))).toMatchObject({
      code: "BAD_REQUEST",
      message: REPLACED_RESET_LINK_MESSAGE,
      fieldErrors: { token: [REPLACED_RESET_LINK_MESSAGE] },
    });
    await db.accountToken.update({
      where: { tokenHash: hashToken(newer!) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await outcome(api.auth.resetPassword.mutate({ token: newer!, password: NEW_PASSWORD }))).toMatchObject({
      message: INVALID_RESET_LINK_MESSAGE,
    });
    expect(
      await outcome(api.auth.resetPassword.mutate({ token: "made-up-token", password: NEW_PASSWORD })),
    ).toMatchObject({ message: INVALID_RESET_LINK_MESSAGE });
  });

  it("calls a link used to set a password invalid, not replaced, when a newer link is asked for after", async () => {
    const user = await createUser();
    const api = freshClient();
    await api.auth.requestPasswordReset.mutate({ email: user.email! });
    const used = tokenIn((await emailsTo(user.email!, "password_reset"))[0]!.bodyText);
    expect(await api.auth.resetPassword.mutate({ token: used, password: NEW_PASSWORD })).toEqual({ ok: true });
    await api.auth.requestPasswordReset.mutate({ email: user.email! });
    expect(await outcome(api.auth.resetPassword.mutate({ token: used, password: "Other-new-pass-63" }))).toMatchObject({
      message: INVALID_RESET_LINK_MESSAGE,
    });
  });

  it("sends at most 3 links an hour per email, with the same answer", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) {
      expect(await freshClient().auth.requestPasswordReset.mutate({ email: user.email! })).toEqual({
        message: RESET_REQUESTED_MESSAGE,
      });
    }
    expect(await emailsTo(user.email!, "password_reset")).toHaveLength(3);
  });

  it("refuses an address after 10 requests an hour", async () => {
    const api = freshClient();
    for (let i = 0; i < 10; i++)
      expect(await outcome(api.auth.requestPasswordReset.mutate({ email: uniqueEmail("ip") }))).toBe("ok");
    expect(await outcome(api.auth.requestPasswordReset.mutate({ email: uniqueEmail("ip") }))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: TOO_MANY_REQUESTS_MESSAGE,
    });
    expect(await outcome(freshClient().auth.requestPasswordReset.mutate({ email: uniqueEmail("ip") }))).toBe("ok");
  });

  it("asks for a valid email", async () => {
    expect(await outcome(freshClient().auth.requestPasswordReset.mutate({ email: "not-an-email" }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { email: ["Enter a valid email address"] },
    });
  });
});

describe("email verification", () => {
  it("verifies an address once from its link", async () => {
    const user = await createUser({ verified: false });
    await freshClient(await sessionCookie(user)).auth.resendVerification.mutate();
    expect(await isEmailVerified(db, user.id)).toBe(false);
    const token = tokenIn((await emailsTo(user.email!, "verify_email"))[0]!.bodyText);
    expect(await freshClient().auth.verifyEmail.mutate({ token })).toEqual({ email: user.email });
    expect(await isEmailVerified(db, user.id)).toBe(true);
    expect(await outcome(freshClient().auth.verifyEmail.mutate({ token }))).toMatchObject({
      code: "BAD_REQUEST",
      message: INVALID_VERIFY_LINK_MESSAGE,
    });
  });

  it("exempts phone-only accounts and sends them nothing", async () => {
    const digits = String(Date.now()).slice(-7);
    const account = await freshClient().auth.signUp.mutate({
      identifier: `512${digits}`,
      password: NEW_PASSWORD,
      displayName: "Pho",
    });
    if (account.status !== "signed_up") throw new Error("a phone account is made at once");
    expect(await isEmailVerified(db, account.id)).toBe(true);
  });

  it("resends a new link (the old one stops working), up to 3 an hour", async () => {
    const user = await createUser();
    const api = freshClient(await sessionCookie(user));
    expect(await api.auth.resendVerification.mutate()).toEqual({ ok: true });
    expect(await api.auth.resendVerification.mutate()).toEqual({ ok: true });
    const [first, second] = (await emailsTo(user.email!, "verify_email")).map((m) => tokenIn(m.bodyText));
    expect(await outcome(api.auth.verifyEmail.mutate({ token: first! }))).toMatchObject({
      message: INVALID_VERIFY_LINK_MESSAGE,
    });
    await api.auth.resendVerification.mutate();
    expect(await outcome(api.auth.resendVerification.mutate())).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(await outcome(api.auth.verifyEmail.mutate({ token: second! }))).toMatchObject({
      message: INVALID_VERIFY_LINK_MESSAGE,
    });
    const latest = (await emailsTo(user.email!, "verify_email")).at(-1)!;
    await api.auth.verifyEmail.mutate({ token: tokenIn(latest.bodyText) });
    expect(await outcome(api.auth.resendVerification.mutate())).toMatchObject({
      code: "BAD_REQUEST",
      message: "Your email address is already verified.",
    });
  });
});
