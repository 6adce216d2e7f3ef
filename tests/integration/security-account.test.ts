// Account attacks from a security review, reproduced over real HTTP on the real tRPC handler:
// N1 a data export that handed out someone else's waitlist entry (phone, address, IP, token hash)
// to whoever signed up with their address unverified; N4 password-reset links that hashed the new
// password (argon2) before looking at the token, with no limit; N7 /account's email and password
// changes with no limits, and an "already used by another account" answer that told which
// addresses have accounts.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/platform/db";
import { authenticate } from "@/features/auth/accounts";
import { INVALID_RESET_LINK_MESSAGE, INVALID_VERIFY_LINK_MESSAGE } from "@/features/auth/schema";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "@/features/account/schema";
import { apiClient, outcome, apiServerForThisFile } from "../helpers/http";
import { createUser, sessionCookie, TEST_PASSWORD, uniqueEmail } from "../helpers/factories";
import { ensureEmailTemplates, realEmailsTo } from "../helpers/email";
import { createCategoryPair, joinInput, uniqueIp } from "../helpers/waitlist";

// The password functions, counted: the server runs in this process, so its calls are seen here.
const calls = vi.hoisted(() => ({ hash: 0, verify: 0 }));
vi.mock("@/platform/password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/platform/password")>();
  return {
    ...actual,
    hashPassword: (password: string) => {
      calls.hash += 1;
      return actual.hashPassword(password);
    },
    verifyPassword: (password: string, stored: string) => {
      calls.verify += 1;
      return actual.verifyPassword(password, stored);
    },
  };
});

const server = apiServerForThisFile();
beforeAll(ensureEmailTemplates);
beforeEach(() => {
  calls.hash = 0;
  calls.verify = 0;
});

/** A client from its own fixed address (every call of one client comes from the same one). */
const clientFrom = (address: string, cookie?: string) =>
  apiClient(server.url(), cookie, { "x-forwarded-for": address });
/** The emails as delivered, working links included (the table keeps them redacted). */
const emailsTo = (address: string, templateKey: string) => realEmailsTo(address, templateKey);
const tokenIn = (body: string) => /token=([\w-]+)/.exec(body)?.[1] ?? "";
const TOO_MANY_RESETS =
  /^Too many attempts to set a new password from your network\. Please wait \d+ minutes and try again\.$/;

async function signedIn() {
  const user = await createUser();
  return { user, api: apiClient(server.url(), await sessionCookie(user)) };
}

describe("N1: the data export and other people's waitlist entries", () => {
  it("gives a waitlist entry only to an account that verified its address, and never its token hash, IP or internal ids", async () => {
    const pair = await createCategoryPair();
    const victim = uniqueEmail("victim");
    await clientFrom(uniqueIp()).waitlist.join.mutate(
      joinInput(pair, {
        email: victim,
        businessName: "Victim's Bakery",
        phone: "512-555-0199",
        address: "12 Hidden Lane",
      }),
    );
    expect(await db.waitlistEntry.findUniqueOrThrow({ where: { email: victim } })).toMatchObject({
      referrerIp: expect.any(String),
      confirmTokenHash: expect.any(String),
    });

    // An account holds the victim's address without having proved it (a sign-up today proves it
    // through its link; accounts made before that may not have).
    const account = await createUser({ email: victim, displayName: "Not Victim", verified: false });
    const api = apiClient(server.url(), await sessionCookie(account));
    await api.auth.resendVerification.mutate();
    const unverified = await api.account.exportData.query();
    expect(unverified.account).toMatchObject({ email: victim, emailVerifiedAt: null });
    expect(unverified.waitlistEntries).toEqual([]);

    // Whoever can open the victim's mailbox is the victim: then the entry is theirs to download.
    await clientFrom(uniqueIp()).auth.verifyEmail.mutate({
      token: tokenIn((await emailsTo(victim, "verify_email"))[0]!.bodyText),
    });
    const verified = await api.account.exportData.query();
    expect(verified.waitlistEntries).toHaveLength(1);
    const entry = verified.waitlistEntries[0]!;
    expect(entry).toMatchObject({
      email: victim,
      businessName: "Victim's Bakery",
      phone: "512-555-0199",
      address: "12 Hidden Lane",
    });
    for (const field of [
      "id",
      "referrerIp",
      "confirmTokenHash",
      "confirmTokenExpiresAt",
      "categoryId",
      "parentCategoryId",
      "convertedBusinessId",
      "spotKeyHash",
      "browserKeyHash",
      "emailCanonical",
      "referredById",
      "riskLevel",
      "riskReasons",
    ]) {
      expect(entry, field).not.toHaveProperty(field);
    }
    expect(entry).toMatchObject({ confirmedReferrals: 0, leaderboardOptIn: false });
    expect(JSON.stringify(verified)).not.toMatch(/2001:db8|referrerIp|tokenHash|KeyHash/i);
  });
});

describe("N4: using a password-reset link", () => {
  it("refuses a made-up token before looking at the password: nothing is hashed, a common password gets the link message", async () => {
    const api = clientFrom(uniqueIp());
    // "Summer2026!" passes the form's rules but is on the common-password list.
    expect(
      await outcome(api.auth.resetPassword.mutate({ token: "made-up-token-1", password: "Summer2026!" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: INVALID_RESET_LINK_MESSAGE,
    });
    expect(
      await outcome(api.auth.resetPassword.mutate({ token: "made-up-token-2", password: "Tumbleweed-Harbor-71" })),
    ).toMatchObject({
      message: INVALID_RESET_LINK_MESSAGE,
    });
    expect(calls.hash).toBe(0);
  });

  it("refuses an address after 10 attempts in 15 minutes, while a real link still works from another address", async () => {
    const user = await createUser();
    await clientFrom(uniqueIp()).auth.requestPasswordReset.mutate({ email: user.email! });
    const token = tokenIn((await emailsTo(user.email!, "password_reset"))[0]!.bodyText);
    calls.hash = 0;

    const attacker = clientFrom(uniqueIp());
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        outcome(
          attacker.auth.resetPassword.mutate({ token: `guessed-token-${index}`, password: "Tumbleweed-Harbor-71" }),
        ),
      ),
    );
    expect(guesses.filter((result) => result !== "ok" && result.message === INVALID_RESET_LINK_MESSAGE)).toHaveLength(
      10,
    );
    const refused = guesses.filter((result) => result !== "ok" && result.code === "TOO_MANY_REQUESTS");
    expect(refused).toHaveLength(20);
    expect(refused[0]).toMatchObject({ message: expect.stringMatching(TOO_MANY_RESETS) });
    // Even the real link is refused from the address that used up its attempts...
    expect(await outcome(attacker.auth.resetPassword.mutate({ token, password: "Brand-new-pass-72" }))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(calls.hash).toBe(0);
    // ...and works from the owner's own address.
    expect(await clientFrom(uniqueIp()).auth.resetPassword.mutate({ token, password: "Brand-new-pass-72" })).toEqual({
      ok: true,
    });
    expect(calls.hash).toBe(1);
    await expect(
      authenticate(db, { identifier: user.email!, password: "Brand-new-pass-72" }, uniqueIp()),
    ).resolves.toMatchObject({ id: user.id });
  });
});

describe("N7: limits on /account's password checks and email changes", () => {
  it("refuses the current password after 5 wrong ones in a row, even the right one, with waits that grow", async () => {
    const { user, api } = await signedIn();
    const wrong = (index: number) =>
      outcome(
        api.account.changePassword.mutate({ currentPassword: `Wrong-guess-${index}`, newPassword: "Fresh-pass-73" }),
      );
    for (let index = 0; index < 4; index += 1)
      expect(await wrong(index)).toMatchObject({ fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] } });
    // The right password starts the count afresh.
    expect(
      await api.account.changePassword.mutate({ currentPassword: TEST_PASSWORD, newPassword: "Second-pass-73" }),
    ).toEqual({ ok: true });
    for (let index = 0; index < 5; index += 1)
      expect(await wrong(index)).toMatchObject({ fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] } });
    calls.verify = 0;
    expect(
      await outcome(
        api.account.changePassword.mutate({ currentPassword: "Second-pass-73", newPassword: "Third-pass-73" }),
      ),
    ).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts with your current password. Please wait 30 minutes and try again.",
    });
    // The email form checks the same password and shares the count; the wait doubles.
    expect(
      await outcome(api.account.changeEmail.mutate({ email: uniqueEmail("moved"), currentPassword: "Second-pass-73" })),
    ).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts with your current password. Please wait 1 hour and try again.",
    });
    expect(calls.verify).toBe(0);
    await expect(
      authenticate(db, { identifier: user.email!, password: "Second-pass-73" }, uniqueIp()),
    ).resolves.toMatchObject({ id: user.id });
  });

  it("checks only 5 of 20 simultaneous guesses at the current password", async () => {
    const { api } = await signedIn();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        outcome(
          api.account.changePassword.mutate({ currentPassword: `Guess-${index}-pass`, newPassword: "Fresh-pass-74" }),
        ),
      ),
    );
    expect(calls.verify).toBe(5);
    expect(results.filter((result) => result !== "ok" && result.code === "TOO_MANY_REQUESTS")).toHaveLength(15);
  });

  it("sends at most 3 email-change links an hour per account", async () => {
    const { user, api } = await signedIn();
    const addresses = Array.from({ length: 5 }, () => uniqueEmail("moved"));
    const results = [];
    for (const email of addresses)
      results.push(await outcome(api.account.changeEmail.mutate({ email, currentPassword: TEST_PASSWORD })));
    expect(results.slice(0, 3)).toEqual(["ok", "ok", "ok"]);
    expect(results.slice(3)).toMatchObject([
      {
        code: "TOO_MANY_REQUESTS",
        message: expect.stringMatching(
          /^Too many email address changes\. Please wait (\d+ minutes|1 hour) and try again\.$/,
        ),
      },
      { code: "TOO_MANY_REQUESTS" },
    ]);
    const linked = await db.emailMessage.findMany({
      where: { toAddress: { in: addresses }, templateKey: "verify_email" },
    });
    expect(linked.map((email) => email.toAddress).sort()).toEqual(addresses.slice(0, 3).sort());
    expect(await emailsTo(user.email!, "email_changed")).toHaveLength(3);
  });

  it("sends at most 10 email-change links an hour from one client address, across accounts", async () => {
    const address = uniqueIp();
    const results = [];
    for (let index = 0; index < 11; index += 1) {
      const user = await createUser();
      const api = clientFrom(address, await sessionCookie(user));
      results.push(
        await outcome(api.account.changeEmail.mutate({ email: uniqueEmail("spam"), currentPassword: TEST_PASSWORD })),
      );
    }
    expect(results.filter((result) => result === "ok")).toHaveLength(10);
    expect(results[10]).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const { api } = await signedIn();
    expect(
      await api.account.changeEmail.mutate({ email: uniqueEmail("moved"), currentPassword: TEST_PASSWORD }),
    ).toEqual({ ok: true });
  });

  it("answers an address another account has exactly as any other: no link goes to it, its owner is told", async () => {
    const { user, api } = await signedIn();
    const owner = await createUser({ displayName: "Olga Owner" });
    const free = uniqueEmail("free");
    const freeAnswer = await api.account.changeEmail.mutate({ email: free, currentPassword: TEST_PASSWORD });
    const earlierLink = tokenIn((await emailsTo(free, "verify_email"))[0]!.bodyText);

    const takenAnswer = await api.account.changeEmail.mutate({
      email: owner.email!.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(takenAnswer).toEqual(freeAnswer);
    expect(takenAnswer).toEqual({ ok: true });
    expect(await emailsTo(owner.email!, "verify_email")).toHaveLength(0);
    const [notice] = await emailsTo(owner.email!, "email_in_use");
    expect(notice?.bodyText).toContain("Hi Olga Owner");
    expect(notice?.bodyText).toContain("/auth");
    expect(notice?.bodyText).not.toContain(user.email!);
    expect(notice?.bodyText).not.toContain(user.displayName);
    // The requester's own address is told, as for any change.
    expect((await emailsTo(user.email!, "email_changed")).map((email) => email.bodyText).join()).toContain(
      owner.email!,
    );
    // As after a new link, the earlier one no longer works: that cannot tell the addresses apart either.
    expect(await outcome(clientFrom(uniqueIp()).auth.verifyEmail.mutate({ token: earlierLink }))).toMatchObject({
      message: INVALID_VERIFY_LINK_MESSAGE,
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true } })).toEqual({
      email: user.email,
    });
  });

  it("tells an address's owner at most 3 times a day, whoever asks", async () => {
    const owner = await createUser();
    for (let index = 0; index < 5; index += 1) {
      const { api } = await signedIn();
      expect(await api.account.changeEmail.mutate({ email: owner.email!, currentPassword: TEST_PASSWORD })).toEqual({
        ok: true,
      });
    }
    expect(await emailsTo(owner.email!, "email_in_use")).toHaveLength(3);
  });
});
