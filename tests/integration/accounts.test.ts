import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { authenticate } from "@/features/auth/accounts";
import { completeEmailSignUp } from "@/features/auth/sign-up-requests";
import {
  INVALID_IDENTIFIER_MESSAGE,
  MISSING_CREDENTIALS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from "@/features/auth/schema";
import { verifyPassword } from "@/platform/password";
import { outcome, apiServerForThisFile, type ApiClient } from "../helpers/http";
import { uniqueEmail } from "../helpers/factories";
import { uniqueIp } from "../helpers/waitlist";
import { ensureEmailTemplates, realEmailsTo, signUpLinkToken } from "../helpers/email";

const server = apiServerForThisFile();
beforeAll(ensureEmailTemplates);
let api: ApiClient;
beforeEach(() => {
  // Each test is its own visitor, with its own sign-up allowance.
  api = server.client();
});

const PASSWORD = "Sturdy-pass-77";

/** Opens the sign-up link emailed to `email`, as its owner would: the account is made then. */
async function finishSignUp(email: string) {
  return (await completeEmailSignUp(db, await signUpLinkToken(email))).account;
}

describe("sign up", () => {
  it("emails a link that creates a verified customer by default, with an argon2id hash and no admin role", async () => {
    const email = uniqueEmail("new");
    const answer = await api.auth.signUp.mutate({
      identifier: ` ${email.toUpperCase()} `,
      password: PASSWORD,
      displayName: " Dana ",
    });
    expect(answer).toEqual({ status: "check_email", email });
    // Nothing to sign in to until the link is used.
    expect(await db.user.count({ where: { email } })).toBe(0);
    await expect(authenticate(db, { identifier: email, password: PASSWORD }, uniqueIp())).rejects.toThrow(
      WRONG_CREDENTIALS_MESSAGE,
    );
    const account = await finishSignUp(email);
    expect(account.roles).toEqual(["customer"]);
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { roles: true } });
    expect(user.displayName).toBe("Dana");
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.roles.map((r) => r.role)).toEqual(["customer"]);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
  });

  it("creates a business owner when asked", async () => {
    const email = uniqueEmail("owner");
    await api.auth.signUp.mutate({
      identifier: email,
      password: PASSWORD,
      displayName: "Owen",
      userType: "business_owner",
    });
    expect((await finishSignUp(email)).roles).toEqual(["business_owner"]);
  });

  it("accepts a phone number and stores it normalised", async () => {
    const digits = String(Date.now()).slice(-7);
    const account = await api.auth.signUp.mutate({
      identifier: `(512) ${digits.slice(0, 3)}-${digits.slice(3)}`,
      password: PASSWORD,
      displayName: "Pat",
    });
    if (account.status !== "signed_up") throw new Error("a phone account is made at once");
    const user = await db.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(user.phone).toBe(`+1512${digits}`);
    expect(user.email).toBeNull();
  });

  it("refuses to create an admin", async () => {
    const result = await outcome(
      api.auth.signUp.mutate({
        identifier: uniqueEmail("sneaky"),
        password: PASSWORD,
        displayName: "Mallory",
        userType: "admin" as never,
      }),
    );
    expect(result).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("asks for an email or phone and a password", async () => {
    for (const input of [
      { identifier: "", password: PASSWORD },
      { identifier: uniqueEmail(), password: "" },
    ]) {
      const result = await outcome(api.auth.signUp.mutate({ ...input, displayName: "X" }));
      expect(result).toMatchObject({ code: "BAD_REQUEST", message: MISSING_CREDENTIALS_MESSAGE });
    }
  });

  it("explains an invalid identifier and a weak password", async () => {
    expect(
      await outcome(api.auth.signUp.mutate({ identifier: "not-an-email", password: PASSWORD, displayName: "X" })),
    ).toMatchObject({
      message: INVALID_IDENTIFIER_MESSAGE,
      fieldErrors: { identifier: [INVALID_IDENTIFIER_MESSAGE] },
    });
    const weak = await outcome(
      api.auth.signUp.mutate({ identifier: uniqueEmail(), password: "short", displayName: "X" }),
    );
    expect(weak).toMatchObject({
      code: "BAD_REQUEST",
      message: "Password is too weak: use at least 8 characters, include a number.",
    });
  });

  it("answers a registered email as it answers a new one, tells its owner by email, and keeps the account intact", async () => {
    const email = uniqueEmail("twice");
    await api.auth.signUp.mutate({ identifier: email, password: PASSWORD, displayName: "First" });
    const first = await finishSignUp(email);
    const fresh = uniqueEmail("fresh");
    const answers = await Promise.all([
      server.client().auth.signUp.mutate({ identifier: email, password: "Another-pass-88", displayName: "Second" }),
      server.client().auth.signUp.mutate({ identifier: fresh, password: "Another-pass-88", displayName: "Second" }),
    ]);
    expect(answers).toEqual([
      { status: "check_email", email },
      { status: "check_email", email: fresh },
    ]);
    // The owner hears of it, with no link that could make a second account; the new address gets its link.
    const [note] = await realEmailsTo(email, "account_exists");
    expect(note!.bodyText).toContain("Hi First,");
    expect(note!.bodyText).toContain("/auth/forgot-password");
    expect(await realEmailsTo(email, "finish_sign_up")).toHaveLength(1);
    expect(await realEmailsTo(fresh, "finish_sign_up")).toHaveLength(1);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ id: first.id, displayName: "First" });
    expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
  });

  it("lets exactly one of many simultaneous uses of sign-up links for one email make the account", async () => {
    const email = uniqueEmail("race");
    for (let i = 0; i < 3; i++)
      await server.client().auth.signUp.mutate({ identifier: email, password: PASSWORD, displayName: `Racer ${i}` });
    const tokens = (await realEmailsTo(email, "finish_sign_up")).map((m) => /token=([\w-]+)/.exec(m.bodyText)![1]!);
    expect(tokens).toHaveLength(3);
    const results = await Promise.allSettled([...tokens, ...tokens].map((token) => completeEmailSignUp(db, token)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected")
        expect(r.reason).toMatchObject({ name: "AppError", code: expect.stringMatching(/^(BAD_REQUEST|CONFLICT)$/) });
    expect(await db.user.count({ where: { email } })).toBe(1);
    // The other links died with the first use.
    expect(await db.signUpRequest.count({ where: { email } })).toBe(0);
  });

  it("limits the emails one address is sent from the form to 3 an hour", async () => {
    const email = uniqueEmail("flood");
    for (let i = 0; i < 3; i++)
      await server.client().auth.signUp.mutate({ identifier: email, password: PASSWORD, displayName: "F" });
    expect(
      await outcome(server.client().auth.signUp.mutate({ identifier: email, password: PASSWORD, displayName: "F" })),
    ).toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(await realEmailsTo(email, "finish_sign_up")).toHaveLength(3);
  });

  it("never shows a stack trace in an error response", async () => {
    const response = await fetch(`${server.url()}/api/trpc/auth.signUp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { identifier: 42 } }),
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toMatch(/stack|at \w+ \(/);
  });
});

describe("sign in", () => {
  it("accepts the right password and names the roles", async () => {
    const email = uniqueEmail("signin");
    await api.auth.signUp.mutate({ identifier: email, password: PASSWORD, displayName: "Sid" });
    await finishSignUp(email);
    const account = await authenticate(db, { identifier: email.toUpperCase(), password: PASSWORD }, uniqueIp());
    expect(account).toMatchObject({ displayName: "Sid", roles: ["customer"] });
  });

  it("gives one message for a wrong password and an unknown account", async () => {
    const email = uniqueEmail("wrong");
    await api.auth.signUp.mutate({ identifier: email, password: PASSWORD, displayName: "W" });
    await finishSignUp(email);
    await expect(authenticate(db, { identifier: email, password: "Wrong-pass-11" }, uniqueIp())).rejects.toThrow(
      WRONG_CREDENTIALS_MESSAGE,
    );
    await expect(
      authenticate(db, { identifier: uniqueEmail("nobody"), password: PASSWORD }, uniqueIp()),
    ).rejects.toThrow(WRONG_CREDENTIALS_MESSAGE);
  });
});
