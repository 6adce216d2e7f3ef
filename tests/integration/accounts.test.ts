import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { authenticate } from "@/features/auth/accounts";
import {
  ACCOUNT_EXISTS_MESSAGE,
  INVALID_IDENTIFIER_MESSAGE,
  MISSING_CREDENTIALS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from "@/features/auth/schema";
import { verifyPassword } from "@/platform/password";
import { outcome, apiServerForThisFile, type ApiClient } from "../helpers/http";
import { uniqueEmail } from "../helpers/factories";
import { uniqueIp } from "../helpers/waitlist";

const server = apiServerForThisFile();
let api: ApiClient;
beforeEach(() => {
  // Each test is its own visitor, with its own sign-up allowance.
  api = server.client();
});

const PASSWORD = "Sturdy-pass-77";

describe("sign up", () => {
  it("creates a customer by default, with an argon2id hash and no admin role", async () => {
    const email = uniqueEmail("new");
    const account = await api.auth.signUp.mutate({ identifier: ` ${email.toUpperCase()} `, password: PASSWORD, displayName: " Dana " });
    expect(account.roles).toEqual(["customer"]);
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { roles: true } });
    expect(user.displayName).toBe("Dana");
    expect(user.roles.map((r) => r.role)).toEqual(["customer"]);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
  });

  it("creates a business owner when asked", async () => {
    const account = await api.auth.signUp.mutate({ identifier: uniqueEmail("owner"), password: PASSWORD, displayName: "Owen", userType: "business_owner" });
    expect(account.roles).toEqual(["business_owner"]);
  });

  it("accepts a phone number and stores it normalised", async () => {
    const digits = String(Date.now()).slice(-7);
    const account = await api.auth.signUp.mutate({ identifier: `(512) ${digits.slice(0, 3)}-${digits.slice(3)}`, password: PASSWORD, displayName: "Pat" });
    const user = await db.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(user.phone).toBe(`+1512${digits}`);
    expect(user.email).toBeNull();
  });

  it("refuses to create an admin", async () => {
    const result = await outcome(
      api.auth.signUp.mutate({ identifier: uniqueEmail("sneaky"), password: PASSWORD, displayName: "Mallory", userType: "admin" as never }),
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
    expect(await outcome(api.auth.signUp.mutate({ identifier: "not-an-email", password: PASSWORD, displayName: "X" }))).toMatchObject({
      message: INVALID_IDENTIFIER_MESSAGE,
      fieldErrors: { identifier: [INVALID_IDENTIFIER_MESSAGE] },
    });
    const weak = await outcome(api.auth.signUp.mutate({ identifier: uniqueEmail(), password: "short", displayName: "X" }));
    expect(weak).toMatchObject({ code: "BAD_REQUEST", message: "Password is too weak: use at least 8 characters, include a number." });
  });

  it("says when the account exists, and keeps the first account intact", async () => {
    const email = uniqueEmail("twice");
    const first = await api.auth.signUp.mutate({ identifier: email, password: PASSWORD, displayName: "First" });
    const again = await outcome(api.auth.signUp.mutate({ identifier: email, password: "Another-pass-88", displayName: "Second" }));
    expect(again).toMatchObject({ code: "CONFLICT", message: ACCOUNT_EXISTS_MESSAGE });
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ id: first.id, displayName: "First" });
  });

  it("lets exactly one of many simultaneous sign-ups with one email through", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => outcome(server.client().auth.signUp.mutate({ identifier: email, password: PASSWORD, displayName: `Racer ${i}` }))),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    for (const r of results.filter((r) => r !== "ok")) expect(r).toMatchObject({ code: "CONFLICT" });
    expect(await db.user.count({ where: { email } })).toBe(1);
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
    const account = await authenticate(db, { identifier: email.toUpperCase(), password: PASSWORD }, uniqueIp());
    expect(account).toMatchObject({ displayName: "Sid", roles: ["customer"] });
  });

  it("gives one message for a wrong password and an unknown account", async () => {
    const email = uniqueEmail("wrong");
    await api.auth.signUp.mutate({ identifier: email, password: PASSWORD, displayName: "W" });
    await expect(authenticate(db, { identifier: email, password: "Wrong-pass-11" }, uniqueIp())).rejects.toThrow(WRONG_CREDENTIALS_MESSAGE);
    await expect(authenticate(db, { identifier: uniqueEmail("nobody"), password: PASSWORD }, uniqueIp())).rejects.toThrow(WRONG_CREDENTIALS_MESSAGE);
  });
});
