// The fraud check of waitlist joins, through real HTTP: throwaway domains and near-duplicate
// addresses are high risk on their own; repeats from one network address or one browser, and a
// referral from the referrer's own browser, raise the score. Nothing is refused; a high score holds
// the entry (it counts toward nothing until an admin clears it).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { canonicalEmail } from "@/features/waitlist/risk";
import { apiClient, startApiServer } from "../helpers/http";
import { createCategoryPair, createSpot, joinInput, uniqueIp } from "../helpers/waitlist";

let server: Awaited<ReturnType<typeof startApiServer>>;
let pair: Awaited<ReturnType<typeof createCategoryPair>>;

beforeAll(async () => {
  server = await startApiServer();
  pair = await createCategoryPair();
});
afterAll(() => server.close());

/** Joins from `ip` (a fresh address unless given) and returns the saved entry's score. */
async function join(overrides: Parameters<typeof joinInput>[1] = {}, ip = uniqueIp()) {
  const { id } = await apiClient(server.url, undefined, { "x-forwarded-for": ip }).waitlist.join.mutate(
    joinInput(pair, overrides),
  );
  return db.waitlistEntry.findUniqueOrThrow({
    where: { id },
    select: { riskLevel: true, riskReasons: true, held: true, browserKeyHash: true, emailCanonical: true },
  });
}
const score = (entry: { riskLevel: string; riskReasons: string | null; held: boolean }) => ({
  level: entry.riskLevel,
  reasons: entry.riskReasons?.split(",") ?? [],
  held: entry.held,
});
const unique = () => randomUUID().slice(0, 8);

describe("the fraud score of a join", () => {
  it("reads an address without its +tag, its dots and googlemail's other name", () => {
    expect(canonicalEmail("Jo.Ann+promo@GoogleMail.com")).toBe("joann@gmail.com");
    expect(canonicalEmail("owner@bakery.example")).toBe("owner@bakery.example");
  });

  it("scores a plus-addressed or dotted copy of an address already waiting as high, and holds it", async () => {
    const name = `owner${unique()}`;
    expect(score(await join({ email: `${name}@gmail.com` }))).toEqual({ level: "low", reasons: [], held: false });
    for (const email of [`${name}+second@gmail.com`, `${name.slice(0, 3)}.${name.slice(3)}@googlemail.com`])
      expect(score(await join({ email }))).toEqual({ level: "high", reasons: ["similar-email"], held: true });
  });

  it("scores a throwaway domain as high", async () => {
    for (const domain of ["mailinator.com", "guerrillamail.com", "10minutemail.com"])
      expect(score(await join({ email: `owner-${unique()}@${domain}` }))).toEqual({
        level: "high",
        reasons: ["disposable-domain"],
        held: true,
      });
  });

  it("raises the score of many joins from one network address in a day", async () => {
    const ip = uniqueIp();
    const levels = [];
    for (let index = 0; index < 6; index += 1) levels.push((await join({}, ip)).riskLevel);
    // Two others before it: medium; five: high.
    expect(levels).toEqual(["low", "low", "medium", "medium", "medium", "high"]);
  });

  it("raises the score of joins from one browser, keeping only a hash of its id", async () => {
    const browserKey = randomUUID();
    const entries = [];
    for (let index = 0; index < 4; index += 1) entries.push(await join({ browserKey }));
    expect(entries.map((entry) => entry.riskLevel)).toEqual(["low", "medium", "medium", "high"]);
    expect(entries[1]!.riskReasons).toBe("same-browser");
    expect(new Set(entries.map((entry) => entry.browserKeyHash)).size).toBe(1);
    expect(entries[0]!.browserKeyHash).not.toContain(browserKey);
  });

  it("holds a referral from the referrer's own browser, and marks one from the referrer's own network address", async () => {
    const browserKey = randomUUID();
    const ip = uniqueIp();
    const { browserKeyHash } = await join({ browserKey }, ip);
    const referrer = await createSpot({ browserKeyHash, referrerIp: ip });
    const code = referrer.entry.referralKey!;
    expect(score(await join({ browserKey, referral: { code } }))).toEqual({
      level: "high",
      reasons: ["same-browser", "self-referral"],
      held: true,
    });
    expect(score(await join({ referral: { code } }, ip))).toMatchObject({ level: "medium", held: false });
  });
});
