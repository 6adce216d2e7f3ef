// Limits that hold: counted in the shared store before the guarded work, so simultaneous attempts
// admit exactly the limit; sign-in limits keyed by account and address, so a guesser cannot lock
// the real user out; the client address is the one the server can prove, so a made-up
// X-Forwarded-For does not move a limit.
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { authenticate } from "@/features/auth/accounts";
import { completeEmailSignUp } from "@/features/auth/sign-up-requests";
import { signInPerAccountAndAddress } from "@/features/auth/limits";
import { WRONG_CREDENTIALS_MESSAGE } from "@/features/auth/schema";
import { TOO_MANY_SUBSCRIBES_MESSAGE } from "@/features/newsletter/schema";
import { AppError } from "@/platform/errors";
import { verifyPassword } from "@/platform/password";
import { apiClient, outcome, startApiServer } from "../helpers/http";
import { createUser, TEST_PASSWORD, uniqueEmail } from "../helpers/factories";
import { createCategoryPair, joinInput, uniqueIp } from "../helpers/waitlist";
import { signUpLinkToken } from "../helpers/email";

/** What a sign-in attempt came to: "ok", "wrong" (the password was checked) or "limited". */
async function attempt(email: string, password: string, address: string) {
  try {
    await authenticate(db, { identifier: email, password }, address);
    return "ok";
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") return "limited";
    if (error instanceof AppError && error.message === WRONG_CREDENTIALS_MESSAGE) return "wrong";
    throw error;
  }
}

describe("sign-in limits", () => {
  it("admits exactly 5 of 200 simultaneous guesses at one account from one address; the right password among them is refused", async () => {
    const user = await createUser();
    const address = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        attempt(user.email!, index === 150 ? TEST_PASSWORD : `Guess-${index}-pass`, address),
      ),
    );
    expect(results.filter((result) => result === "wrong")).toHaveLength(5);
    expect(results.filter((result) => result === "limited")).toHaveLength(195);
    expect(results[150]).toBe("limited");
  });

  it("never locks the real user out: a guesser hammering from one address leaves other addresses alone", async () => {
    const user = await createUser();
    const attacker = uniqueIp();
    for (let index = 0; index < 12; index += 1) await attempt(user.email!, `Guess-${index}-pass`, attacker);
    expect(await attempt(user.email!, TEST_PASSWORD, attacker)).toBe("limited");
    expect(await attempt(user.email!, TEST_PASSWORD, uniqueIp())).toBe("ok");
  });

  it("makes each refused attempt wait longer, up to an hour, and says how long", async () => {
    const key = `${uniqueEmail()}|${uniqueIp()}`;
    for (let index = 0; index < 5; index += 1)
      expect((await signInPerAccountAndAddress.consume(key)).allowed).toBe(true);
    const waits = [];
    for (let index = 0; index < 6; index += 1)
      waits.push((await signInPerAccountAndAddress.consume(key)).retryAfterSeconds);
    expect(waits.map((seconds) => Math.round(seconds / 60))).toEqual([10, 20, 40, 60, 60, 60]);
    const user = await createUser();
    const address = uniqueIp();
    for (let index = 0; index < 5; index += 1) await attempt(user.email!, `Guess-${index}-pass`, address);
    await expect(authenticate(db, { identifier: user.email!, password: TEST_PASSWORD }, address)).rejects.toThrow(
      "Too many sign-in attempts. Please wait 10 minutes and try again.",
    );
  });

  it("limits one address across many accounts", async () => {
    const address = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => attempt(uniqueEmail("nobody"), "Guess-0-pass", address)),
    );
    expect(results.filter((result) => result === "wrong")).toHaveLength(30);
  });

  it("starts afresh after a successful sign-in, and keeps the count in the shared table", async () => {
    const user = await createUser();
    const address = uniqueIp();
    for (let index = 0; index < 4; index += 1) await attempt(user.email!, `Guess-${index}-pass`, address);
    const key = `sign-in:account-address:${user.email}|${address}`;
    expect(await db.rateLimitBucket.findUnique({ where: { key } })).toMatchObject({ count: 4 });
    expect(await attempt(user.email!, TEST_PASSWORD, address)).toBe("ok");
    expect(await db.rateLimitBucket.findUnique({ where: { key } })).toBeNull();
  });
});

describe("passwords", () => {
  it("upgrades a bcrypt hash to argon2id at the next successful sign-in", async () => {
    const user = await createUser();
    await db.user.update({ where: { id: user.id }, data: { passwordHash: await bcrypt.hash(TEST_PASSWORD, 10) } });
    expect(await attempt(user.email!, TEST_PASSWORD, uniqueIp())).toBe("ok");
    const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(TEST_PASSWORD, passwordHash)).toBe(true);
  });

  it("refuses common passwords at sign-up, and counts bytes past 72", async () => {
    const api = apiClient(server.url);
    for (const password of ["Passw0rd", "Summer2026", "Password1!"]) {
      expect(
        await outcome(api.auth.signUp.mutate({ identifier: uniqueEmail(), password, displayName: "Weak" })),
      ).toMatchObject({
        code: "BAD_REQUEST",
        message: "Password is too weak: avoid a commonly used password.",
        fieldErrors: { password: ["Password is too weak: avoid a commonly used password."] },
      });
    }
    const long = `Tumbleweed-${"x".repeat(80)}`;
    const email = uniqueEmail("long");
    await api.auth.signUp.mutate({ identifier: email, password: `${long}-1`, displayName: "Long" });
    await completeEmailSignUp(db, await signUpLinkToken(email));
    expect(await attempt(email, `${long}-2`, uniqueIp())).toBe("wrong");
    expect(await attempt(email, `${long}-1`, uniqueIp())).toBe("ok");
  });
});

let server: Awaited<ReturnType<typeof startApiServer>>;
let socketOnly: Awaited<ReturnType<typeof startApiServer>>;
let pair: Awaited<ReturnType<typeof createCategoryPair>>;
beforeAll(async () => {
  server = await startApiServer();
  socketOnly = await startApiServer({ trustedProxyHops: 0 });
  pair = await createCategoryPair();
});
afterAll(async () => {
  await server.close();
  await socketOnly.close();
});

describe("a made-up X-Forwarded-For changes nothing (no trusted proxy)", () => {
  const spoofing = () => apiClient(socketOnly.url, undefined, { "x-forwarded-for": uniqueIp() });

  it("waitlist joins: 10 of 30 pass, and the stored referrer IP is the socket's", async () => {
    await db.rateLimitBucket.deleteMany({ where: { key: { startsWith: "waitlist-join:address:127.0.0.1" } } });
    const ids = await Promise.all(
      Array.from({ length: 30 }, () =>
        spoofing()
          .waitlist.join.mutate(joinInput(pair))
          .then(
            (entry) => entry.id,
            () => null,
          ),
      ),
    );
    const joined = ids.filter((id): id is string => id !== null);
    expect(joined).toHaveLength(10);
    const entries = await db.waitlistEntry.findMany({ where: { id: { in: joined } }, select: { referrerIp: true } });
    expect(entries.map((entry) => entry.referrerIp)).toEqual(Array(10).fill("127.0.0.1"));
  });

  it("newsletter sign-ups: 10 of 30 pass", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => outcome(spoofing().newsletter.subscribe.mutate({ email: uniqueEmail("news") }))),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(10);
    expect(results.filter((result) => result !== "ok")[0]).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: TOO_MANY_SUBSCRIBES_MESSAGE,
    });
  });

  it("sign-ups: 10 of 15 pass", async () => {
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        outcome(
          spoofing().auth.signUp.mutate({
            identifier: uniqueEmail(),
            password: "Tumbleweed-Harbor-71",
            displayName: "S",
          }),
        ),
      ),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(10);
    expect(results.filter((result) => result !== "ok")[0]).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
