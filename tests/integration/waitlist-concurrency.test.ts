// The waitlist under pressure: simultaneous joins of one email, shared custom challenges, floods
// from one address, and the area a typed location is filed under.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { db } from "@/platform/db";
import { apiClient, outcome, startApiServer } from "../helpers/http";
import { uniqueEmail } from "../helpers/factories";
import { createCategoryPair, joinInput, uniqueIp } from "../helpers/waitlist";

let server: Awaited<ReturnType<typeof startApiServer>>;
let pair: Awaited<ReturnType<typeof createCategoryPair>>;
const client = (ip = uniqueIp()) => apiClient(server.url, undefined, { "x-forwarded-for": ip });

beforeAll(async () => {
  server = await startApiServer();
  pair = await createCategoryPair();
});
afterAll(() => server.close());

describe("simultaneous joins", () => {
  it("keeps exactly one entry when 20 joins of one email arrive at once; the rest hear it is registered", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        outcome(
          client().waitlist.join.mutate(
            joinInput(pair, { email: index % 2 ? email.toUpperCase() : email, challenges: [`Race ${email}`] }),
          ),
        ),
      ),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(1);
    const failures = results.filter((result) => result !== "ok");
    expect(failures).toHaveLength(19);
    for (const failure of failures) {
      expect(failure).toMatchObject({
        code: "CONFLICT",
        message: "This email is already registered. We'll be in touch soon!",
      });
    }
    expect(await db.waitlistEntry.count({ where: { email } })).toBe(1);
    // The losers' transactions rolled back: the custom challenge was counted once.
    expect(await db.waitlistChallenge.findUniqueOrThrow({ where: { challengeText: `Race ${email}` } })).toMatchObject({
      usageCount: 1,
    });
  });

  it("lets simultaneous entries add the same new custom challenge", async () => {
    const text = `Shared custom ${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => outcome(client().waitlist.join.mutate(joinInput(pair, { challenges: [text] })))),
    );
    expect(results).toEqual(Array(8).fill("ok"));
    const challenge = await db.waitlistChallenge.findUniqueOrThrow({
      where: { challengeText: text },
      include: { _count: { select: { responses: true } } },
    });
    expect(challenge).toMatchObject({ usageCount: 8, isApproved: false, _count: { responses: 8 } });
  });
});

describe("rate limit", () => {
  it("answers more than 10 joins in 10 minutes from one address with TOO_MANY_REQUESTS", async () => {
    const api = client("192.0.2.77");
    for (let index = 0; index < 10; index += 1)
      expect(await outcome(api.waitlist.join.mutate(joinInput(pair)))).toBe("ok");
    const email = uniqueEmail("limited");
    expect(await outcome(api.waitlist.join.mutate(joinInput(pair, { email })))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Too many sign-ups from your connection. Please wait a few minutes and try again.",
      fieldErrors: undefined,
    });
    expect(await db.waitlistEntry.count({ where: { email } })).toBe(0);
    // Another address is not affected.
    expect(await outcome(client().waitlist.join.mutate(joinInput(pair)))).toBe("ok");
  });
});

describe("the area of a typed location", () => {
  it("files a known city's name (with or without its state or a ZIP code) under the city, a lone ZIP code under itself", async () => {
    const area = async (location: string) => {
      const { id } = await client().waitlist.join.mutate(joinInput(pair, { location }));
      return db.waitlistEntry.findUniqueOrThrow({ where: { id }, select: { citySlug: true, zipCode: true } });
    };
    expect(await area("Laredo, TX")).toEqual({ citySlug: "laredo", zipCode: null });
    expect(await area("laredo 78041")).toEqual({ citySlug: "laredo", zipCode: "78041" });
    expect(await area("78041")).toEqual({ citySlug: null, zipCode: "78041" });
    expect(await area("Atlantis")).toEqual({ citySlug: null, zipCode: null });
  });
});
