// Launch areas that grow themselves, through real HTTP: an area's progress counts only confirmed
// entries no fraud check holds; a join through a referral link credits its referrer only once the
// new address is confirmed, exactly once each, even for 100 simultaneous joins and confirmations;
// each credited referral moves the referrer up the area's line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { WAITLIST_AREA_DEFAULTS } from "@/features/waitlist/types";
import { creditReferrer } from "@/features/waitlist/spot";
import { apiClient, outcome, startApiServer } from "../helpers/http";
import { ensureEmailTemplates, realEmailsTo } from "../helpers/email";
import {
  createCategoryPair,
  createSpot,
  createWaitlistEntry,
  ensureCities,
  joinInput,
  randomZip,
  uniqueIp,
} from "../helpers/waitlist";

let server: Awaited<ReturnType<typeof startApiServer>>;
let pair: Awaited<ReturnType<typeof createCategoryPair>>;
const client = (ip = uniqueIp()) => apiClient(server.url, undefined, { "x-forwarded-for": ip });

beforeAll(async () => {
  server = await startApiServer();
  await Promise.all([ensureCities(), ensureEmailTemplates()]);
  pair = await createCategoryPair();
});
afterAll(() => server.close());

const linkToken = (bodyText: string) => /\/waitlist\/confirm\?token=([A-Za-z0-9_-]+)/.exec(bodyText)?.[1] ?? "";

/** Joins through the API (each from its own address) and returns the entry's id and confirmation token. */
async function join(overrides: Parameters<typeof joinInput>[1] = {}) {
  const input = joinInput(pair, overrides);
  const { id } = await client().waitlist.join.mutate(input);
  const [confirmation] = await realEmailsTo(input.email);
  return { id, email: input.email, token: linkToken(confirmation?.bodyText ?? "") };
}

const confirm = (token: string) => client().waitlist.confirmEmail.mutate({ token });
const entry = (id: string) => db.waitlistEntry.findUniqueOrThrow({ where: { id } });

describe("an area's progress", () => {
  it("counts the confirmed entries of a city or ZIP code that no fraud check holds, against the area's goal", async () => {
    const zip = randomZip();
    const inArea = { zipCode: zip, citySlug: null, location: zip };
    await Promise.all([
      createWaitlistEntry(inArea),
      createWaitlistEntry({ ...inArea, riskLevel: "medium" }),
      // Cleared by an admin: counts again.
      createWaitlistEntry({ ...inArea, riskLevel: "high", held: false, riskClearedAt: new Date() }),
      // Not counted: unconfirmed, held, elsewhere.
      createWaitlistEntry({ ...inArea, emailConfirmedAt: null }),
      createWaitlistEntry({ ...inArea, riskLevel: "high", held: true }),
      createWaitlistEntry({ zipCode: randomZip(), citySlug: null, location: "elsewhere" }),
    ]);
    expect(await client().waitlist.areaProgress.query({ area: zip })).toEqual({
      key: zip,
      label: zip,
      count: 3,
      goal: WAITLIST_AREA_DEFAULTS.goal,
      launchedAt: null,
    });

    await db.waitlistArea.create({ data: { zipCode: zip, goal: 4, foundingMemberSlots: 2, referralBoost: 3 } });
    const { token } = await join({ location: `Somewhere ${zip}` });
    await confirm(token);
    expect(await client().waitlist.areaProgress.query({ area: zip })).toMatchObject({ count: 4, goal: 4 });
  });

  it("names a known city by its label and refuses an area LocalHub does not know", async () => {
    expect(await client().waitlist.areaProgress.query({ area: "round-rock" })).toMatchObject({
      key: "round-rock",
      label: "Round Rock, TX",
    });
    for (const area of ["atlantis", "7870", "78701-1234", "Austin"])
      expect(await outcome(client().waitlist.areaProgress.query({ area }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps an entry whose location names no known city or ZIP code, in no area", async () => {
    const { id } = await join({ location: "Aus" });
    expect(await entry(id)).toMatchObject({ location: "Aus", citySlug: null, zipCode: null });
  });
});

describe("referral links", () => {
  it("credits the referrer only once the referred address is confirmed, and only once", async () => {
    const zip = randomZip();
    const referrer = await createSpot({ zipCode: zip, citySlug: null, location: zip });
    const referred = await join({ location: zip, referral: { code: referrer.entry.referralKey!.toUpperCase() } });
    expect(await entry(referred.id)).toMatchObject({ referredById: referrer.entry.id, referralCreditedAt: null });
    expect((await entry(referrer.entry.id)).confirmedReferrals).toBe(0);
    expect(await client().waitlist.spot.query({ key: referrer.key })).toMatchObject({ confirmedReferrals: 0 });

    await confirm(referred.token);
    expect((await entry(referrer.entry.id)).confirmedReferrals).toBe(1);
    expect(await client().waitlist.spot.query({ key: referrer.key })).toMatchObject({ confirmedReferrals: 1 });
    // Crediting again (a retried call, an admin's clearance) changes nothing.
    expect(await creditReferrer(db, referred.id)).toBe(false);
    expect((await entry(referrer.entry.id)).confirmedReferrals).toBe(1);
  });

  it("ignores a code of an unconfirmed entry or one nobody has", async () => {
    const unconfirmed = await createSpot({ emailConfirmedAt: null });
    for (const code of [unconfirmed.entry.referralKey!, "aaaaaaaaaa", "not a code"]) {
      const { id } = await join({ referral: { code } });
      expect(await entry(id)).toMatchObject({ referredById: null, referralCode: code });
    }
  });

  it("credits nothing for a held referral until an admin clears it", async () => {
    const referrer = await createSpot();
    const held = await join({
      email: `held-${Date.now()}@mailinator.com`,
      referral: { code: referrer.entry.referralKey! },
    });
    await confirm(held.token);
    expect(await entry(held.id)).toMatchObject({ held: true, riskLevel: "high", referralCreditedAt: null });
    expect((await entry(referrer.entry.id)).confirmedReferrals).toBe(0);

    await db.waitlistEntry.update({ where: { id: held.id }, data: { held: false, riskClearedAt: new Date() } });
    expect(await creditReferrer(db, held.id)).toBe(true);
    expect((await entry(referrer.entry.id)).confirmedReferrals).toBe(1);
  });

  it("leaves exact counts after 100 simultaneous joins through one link and their simultaneous confirmations", async () => {
    const zip = randomZip();
    const referrer = await createSpot({ zipCode: zip, citySlug: null, location: zip });
    const code = referrer.entry.referralKey!;
    const joins = await Promise.all(Array.from({ length: 100 }, () => join({ location: zip, referral: { code } })));
    expect(await db.waitlistEntry.count({ where: { referredById: referrer.entry.id } })).toBe(100);
    expect((await entry(referrer.entry.id)).confirmedReferrals).toBe(0);

    const confirmed = await Promise.all(joins.map((joined) => outcome(confirm(joined.token))));
    expect(confirmed).toEqual(Array(100).fill("ok"));
    expect((await entry(referrer.entry.id)).confirmedReferrals).toBe(100);
    expect(
      await db.waitlistEntry.count({ where: { referredById: referrer.entry.id, referralCreditedAt: { not: null } } }),
    ).toBe(100);
    expect(await client().waitlist.areaProgress.query({ area: zip })).toMatchObject({ count: 101 });
  }, 120_000);

  it("moves a referrer up the area's line by the area's boost per confirmed referral", async () => {
    const zip = randomZip();
    await db.waitlistArea.create({ data: { zipCode: zip, goal: 10, foundingMemberSlots: 1, referralBoost: 2 } });
    const inArea = { zipCode: zip, citySlug: null, location: zip };
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
    // Five in line, in the order they joined; a held and an unconfirmed entry stand in no line.
    for (const minute of [0, 1, 2, 3]) await createWaitlistEntry({ ...inArea, createdAt: at(minute) });
    await createWaitlistEntry({ ...inArea, createdAt: at(4), held: true, riskLevel: "high" });
    await createWaitlistEntry({ ...inArea, createdAt: at(5), emailConfirmedAt: null });
    const last = await createSpot({ ...inArea, createdAt: at(6) });
    expect(await client().waitlist.spot.query({ key: last.key })).toMatchObject({ place: 5, lineLength: 5 });

    const referred = await join({ location: zip, referral: { code: last.entry.referralKey! } });
    await confirm(referred.token);
    // 5th of 6, up 2 places: 3rd.
    expect(await client().waitlist.spot.query({ key: last.key })).toMatchObject({
      place: 3,
      lineLength: 6,
      confirmedReferrals: 1,
      referralBoost: 2,
      referralLink: expect.stringMatching(new RegExp(`/waitlist/${zip}\\?ref=${last.entry.referralKey}$`)),
    });
  });

  it("shows opted-in referrers on the area's and the organisation's leaderboard by initials only", async () => {
    const zip = randomZip();
    const organizationSlug = `org-${randomZip()}`;
    const inArea = { zipCode: zip, citySlug: null, location: zip, organizationSlug };
    const maria = await createSpot({ ...inArea, ownerName: "maria de la Garcia", confirmedReferrals: 3 });
    await createSpot({ ...inArea, ownerName: "Private Person", confirmedReferrals: 5 });
    await createSpot({ ...inArea, ownerName: "Ömer Şahin", confirmedReferrals: 1, leaderboardOptIn: true });
    expect(await client().waitlist.setLeaderboardOptIn.mutate({ key: maria.key, optIn: true })).toEqual({
      optIn: true,
    });
    const { leaderboard } = await import("@/features/waitlist/spot");
    const { parseArea } = await import("@/features/waitlist/areas");
    const expected = [
      { rank: 1, initials: "M. D. L.", confirmedReferrals: 3 },
      { rank: 2, initials: "Ö. Ş.", confirmedReferrals: 1 },
    ];
    expect(await leaderboard(db, { area: parseArea(zip)! })).toEqual(expected);
    expect(await leaderboard(db, { organizationSlug })).toEqual(expected);
    expect(
      await outcome(client().waitlist.setLeaderboardOptIn.mutate({ key: "made-up-key", optIn: true })),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(await outcome(client().waitlist.spot.query({ key: "made-up-key" }))).toMatchObject({ code: "NOT_FOUND" });
  });
});
