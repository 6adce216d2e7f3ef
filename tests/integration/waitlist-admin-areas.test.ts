// The admin side of launch areas, over real HTTP: the referrals screen's risk and "area unknown"
// filters, clearing a held entry (its referrer credited once, even when its confirmation runs at
// the same moment), assigning an area, each area's goal, the launch's preview (exactly the emails it
// queues; held and unconfirmed entries are never emailed) and the founding members it makes.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { hashToken } from "@/features/auth/account-tokens";
import { WAITLIST_AREA_DEFAULTS } from "@/features/waitlist/types";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { auditEntriesFor } from "../helpers/audit";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { ensureEmailTemplates } from "../helpers/email";
import { createSpot, createWaitlistEntry, ensureCities, randomZip } from "../helpers/waitlist";

const server = apiServerForThisFile();
let admin: ApiClient;
let visitor: ApiClient;
beforeAll(async () => {
  await Promise.all([ensureCities(), ensureEmailTemplates()]);
  admin = (await server.clientAs(["admin"])).api;
  visitor = server.client();
});

const entry = (id: string) => db.waitlistEntry.findUniqueOrThrow({ where: { id } });
const inZip = (zip: string) => ({ zipCode: zip, citySlug: null, location: zip });
const UNKNOWN_AREA = "Choose one of the cities LocalHub serves, or enter a 5-digit ZIP code.";

/** A held, unconfirmed entry that joined through `referrerId`'s link, with a live confirmation token. */
async function heldReferral(referrerId: string, data: Parameters<typeof createWaitlistEntry>[0] = {}) {
  const token = randomBytes(24).toString("base64url");
  const row = await createWaitlistEntry({
    referredById: referrerId,
    riskLevel: "high",
    riskReasons: "similar-email",
    held: true,
    emailConfirmedAt: null,
    confirmTokenHash: hashToken(token),
    confirmTokenExpiresAt: new Date(Date.now() + 3_600_000),
    ...data,
  });
  return { id: row.id, token };
}

describe("the referrals screen's review", () => {
  it("filters entries by risk level, by held and by unknown area, in the database, and shows each entry's risk", async () => {
    const campaign = uniqueWord("camp");
    const [low, medium, high, held, unknown] = await Promise.all([
      createWaitlistEntry({ referralCampaign: campaign }),
      createWaitlistEntry({ referralCampaign: campaign, riskLevel: "medium", riskReasons: "same-address" }),
      createWaitlistEntry({
        referralCampaign: campaign,
        riskLevel: "high",
        riskReasons: "disposable-domain",
        riskClearedAt: new Date(),
      }),
      createWaitlistEntry({ referralCampaign: campaign, riskLevel: "high", riskReasons: "similar-email", held: true }),
      createWaitlistEntry({ referralCampaign: campaign, citySlug: null, zipCode: null, location: "Aus" }),
    ]);
    const ids = async (filters: Record<string, string>) =>
      (await admin.waitlistAdmin.entries.query({ filters: { campaign, ...filters } })).entries.map((e) => e.id).sort();
    expect(await ids({ risk: "low" })).toEqual([low.id, unknown.id].sort());
    expect(await ids({ risk: "medium" })).toEqual([medium.id]);
    expect(await ids({ risk: "high" })).toEqual([high.id, held.id].sort());
    expect(await ids({ risk: "held" })).toEqual([held.id]);
    expect(await ids({ area: "unknown" })).toEqual([unknown.id]);
    expect(await ids({ area: "unknown", risk: "held" })).toEqual([]);
    expect(await ids({ area: "unknown", city: "austin" })).toEqual([]);

    const stats = await admin.waitlistAdmin.referralStats.query({ filters: { campaign, risk: "held" } });
    expect(stats.total).toBe(1);
    const [shown] = (await admin.waitlistAdmin.entries.query({ filters: { campaign, risk: "held" } })).entries;
    expect(shown).toMatchObject({ riskLevel: "high", riskReasons: "similar-email", held: true, riskClearedAt: null });

    for (const filters of [{ risk: "severe" }, { area: "known" }])
      expect(await outcome(admin.waitlistAdmin.entries.query({ filters: filters as never }))).toMatchObject({
        code: "BAD_REQUEST",
      });
  });

  it("clearing a held entry counts it toward its area and credits its referrer once; twice is refused", async () => {
    const zip = randomZip();
    const referrer = (await createSpot(inZip(zip))).entry;
    const held = await createWaitlistEntry({
      ...inZip(zip),
      referredById: referrer.id,
      riskLevel: "high",
      riskReasons: "same-browser",
      held: true,
    });
    expect(await visitor.waitlist.areaProgress.query({ area: zip })).toMatchObject({ count: 1 });

    expect(await admin.waitlistAdmin.clearEntry.mutate({ id: held.id })).toEqual({
      id: held.id,
      referralCredited: true,
    });
    expect(await entry(held.id)).toMatchObject({
      held: false,
      riskLevel: "high",
      referralCreditedAt: expect.any(Date),
    });
    expect((await entry(held.id)).riskClearedAt).toBeInstanceOf(Date);
    expect((await entry(referrer.id)).confirmedReferrals).toBe(1);
    expect(await visitor.waitlist.areaProgress.query({ area: zip })).toMatchObject({ count: 2 });

    expect(await outcome(admin.waitlistAdmin.clearEntry.mutate({ id: held.id }))).toMatchObject({
      code: "CONFLICT",
      message: "This entry is not held: there is nothing to clear.",
    });
    expect(await outcome(admin.waitlistAdmin.clearEntry.mutate({ id: "no-such-entry" }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Waitlist entry not found.",
    });
    expect((await entry(referrer.id)).confirmedReferrals).toBe(1);
    const [audit] = await auditEntriesFor(held.id);
    expect(audit).toMatchObject({
      action: "waitlistEntry.clear",
      targetType: "waitlistEntry",
      changes: { before: { held: true, riskClearedAt: null }, after: { held: false } },
    });
  });

  it("a held entry cleared before its address is confirmed credits the referrer at the confirmation", async () => {
    const referrer = (await createSpot()).entry;
    const held = await heldReferral(referrer.id);
    expect(await admin.waitlistAdmin.clearEntry.mutate({ id: held.id })).toMatchObject({ referralCredited: false });
    expect((await entry(referrer.id)).confirmedReferrals).toBe(0);
    await visitor.waitlist.confirmEmail.mutate({ token: held.token });
    expect((await entry(referrer.id)).confirmedReferrals).toBe(1);
  });

  it("credits the referrer exactly once when the confirmation and the clearance run at the same moment", async () => {
    for (let round = 0; round < 6; round++) {
      const referrer = (await createSpot()).entry;
      const held = await heldReferral(referrer.id);
      const calls = [
        outcome(visitor.waitlist.confirmEmail.mutate({ token: held.token })),
        outcome(admin.waitlistAdmin.clearEntry.mutate({ id: held.id })),
      ];
      expect(await Promise.all(round % 2 ? calls : calls.reverse())).toEqual(["ok", "ok"]);
      expect((await entry(referrer.id)).confirmedReferrals).toBe(1);
      expect(await entry(held.id)).toMatchObject({ held: false, referralCreditedAt: expect.any(Date) });
    }
  });

  it("assigning an area moves an area-unknown entry into that area's progress", async () => {
    const zip = randomZip();
    const lost = await createWaitlistEntry({ citySlug: null, zipCode: null, location: "Aus" });
    const before = await visitor.waitlist.areaProgress.query({ area: zip });
    expect(before.count).toBe(0);

    expect(await admin.waitlistAdmin.assignArea.mutate({ id: lost.id, area: ` ${zip} ` })).toEqual({
      id: lost.id,
      area: zip,
    });
    expect(await entry(lost.id)).toMatchObject({ zipCode: zip, citySlug: null });
    expect(await visitor.waitlist.areaProgress.query({ area: zip })).toMatchObject({ count: 1 });
    const [audit] = await auditEntriesFor(lost.id);
    expect(audit).toMatchObject({
      action: "waitlistEntry.assignArea",
      changes: { before: { zipCode: null }, after: { zipCode: zip } },
    });

    // A city, too; an entry that has an area keeps it.
    const other = await createWaitlistEntry({ citySlug: null, zipCode: null, location: "Rnd Rck" });
    expect(await admin.waitlistAdmin.assignArea.mutate({ id: other.id, area: "round-rock" })).toMatchObject({
      area: "Round Rock, TX",
    });
    expect((await entry(other.id)).citySlug).toBe("round-rock");
    expect(await outcome(admin.waitlistAdmin.assignArea.mutate({ id: other.id, area: "austin" }))).toMatchObject({
      code: "CONFLICT",
      message: "This entry already belongs to an area.",
    });
    expect((await entry(other.id)).citySlug).toBe("round-rock");
  });

  it("refuses an unknown area, a malformed ZIP code and an unknown entry with clear messages", async () => {
    const lost = await createWaitlistEntry({ citySlug: null, zipCode: null, location: "Nowhere" });
    for (const area of ["gotham", "Austin", "7870", "787011", "78701-1234"])
      expect(await outcome(admin.waitlistAdmin.assignArea.mutate({ id: lost.id, area }))).toMatchObject({
        code: "BAD_REQUEST",
        message: UNKNOWN_AREA,
        fieldErrors: { area: [UNKNOWN_AREA] },
      });
    expect(await outcome(admin.waitlistAdmin.assignArea.mutate({ id: lost.id, area: " " }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose a city or enter a ZIP code.",
    });
    expect(await outcome(admin.waitlistAdmin.assignArea.mutate({ id: "no-such-entry", area: "austin" }))).toMatchObject(
      { code: "NOT_FOUND" },
    );
    expect(await entry(lost.id)).toMatchObject({ citySlug: null, zipCode: null });
  });
});

describe("an area's goal", () => {
  it("shows every area with entries at the defaults until an admin sets its own, then upserts it", async () => {
    const zip = randomZip();
    await Promise.all([
      createWaitlistEntry(inZip(zip)),
      createWaitlistEntry(inZip(zip)),
      createWaitlistEntry({ ...inZip(zip), held: true, riskLevel: "high" }),
      createWaitlistEntry({ ...inZip(zip), emailConfirmedAt: null }),
    ]);
    const rowOf = async (key: string) =>
      (await admin.waitlistAdmin.launchOverview.query()).areas.find((row) => row.area === key);
    expect(await rowOf(zip)).toEqual({
      area: zip,
      label: `ZIP ${zip}`,
      counted: 2,
      toNotify: 2,
      ...WAITLIST_AREA_DEFAULTS,
      custom: false,
      launchedAt: null,
    });

    const input = { area: zip, goal: 3, foundingMemberSlots: 2, referralBoost: 4 };
    expect(await admin.waitlistAdmin.setAreaSettings.mutate(input)).toMatchObject({ ...input, label: `ZIP ${zip}` });
    expect(await rowOf(zip)).toMatchObject({
      counted: 2,
      goal: 3,
      foundingMemberSlots: 2,
      referralBoost: 4,
      custom: true,
    });
    expect(await visitor.waitlist.areaProgress.query({ area: zip })).toMatchObject({ count: 2, goal: 3 });

    await admin.waitlistAdmin.setAreaSettings.mutate({ ...input, goal: 40 });
    expect(await db.waitlistArea.findMany({ where: { zipCode: zip } })).toEqual([
      expect.objectContaining({ goal: 40, foundingMemberSlots: 2, referralBoost: 4, citySlug: null }),
    ]);
    const row = await db.waitlistArea.findUniqueOrThrow({ where: { zipCode: zip } });
    const audits = await auditEntriesFor(row.id);
    expect(audits.map((audit) => audit.changes)).toEqual([
      { after: { citySlug: null, zipCode: zip, goal: 3, foundingMemberSlots: 2, referralBoost: 4 } },
      { before: { goal: 3 }, after: { goal: 40 } },
    ]);

    // An area with a goal but no entries is listed too; a city by its name.
    const empty = randomZip();
    await admin.waitlistAdmin.setAreaSettings.mutate({ ...input, area: empty });
    expect(await rowOf(empty)).toMatchObject({ counted: 0, goal: 3, custom: true });
    await admin.waitlistAdmin.setAreaSettings.mutate({ ...input, area: "waco", goal: 25 });
    expect(await rowOf("waco")).toMatchObject({ label: "Waco, TX", goal: 25 });
  });

  it("keeps one row when two admins save the same area at once", async () => {
    const zip = randomZip();
    const saves = [7, 8].map((goal) =>
      outcome(
        admin.waitlistAdmin.setAreaSettings.mutate({ area: zip, goal, foundingMemberSlots: 1, referralBoost: 1 }),
      ),
    );
    expect(await Promise.all(saves)).toEqual(["ok", "ok"]);
    const rows = await db.waitlistArea.findMany({ where: { zipCode: zip } });
    expect(rows).toHaveLength(1);
    expect([7, 8]).toContain(rows[0]?.goal);
  });

  it("accepts only whole numbers from 1 to the limits, for a known area", async () => {
    const valid = { area: randomZip(), goal: 10, foundingMemberSlots: 5, referralBoost: 5 };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ goal: 0 }, "goal", "The goal must be at least 1."],
      [{ goal: -3 }, "goal", "The goal must be at least 1."],
      [{ goal: 2.5 }, "goal", "The goal must be a whole number."],
      [{ goal: Number.NaN }, "goal", "The goal must be a whole number."],
      [{ goal: 100_001 }, "goal", "The goal must be at most 100,000."],
      [{ foundingMemberSlots: 0 }, "foundingMemberSlots", "Founding-member slots must be at least 1."],
      [{ foundingMemberSlots: 1_001 }, "foundingMemberSlots", "Founding-member slots must be at most 1,000."],
      [{ referralBoost: 1_001 }, "referralBoost", "Places per referral must be at most 1,000."],
      [{ referralBoost: "5" }, "referralBoost", "Places per referral must be a whole number."],
      [{ area: "gotham" }, "area", UNKNOWN_AREA],
      [{ area: "1234" }, "area", UNKNOWN_AREA],
    ];
    for (const [change, field, message] of cases)
      expect(
        await outcome(admin.waitlistAdmin.setAreaSettings.mutate({ ...valid, ...change } as typeof valid)),
      ).toMatchObject({ code: "BAD_REQUEST", message, fieldErrors: { [field]: [message] } });
    expect(await db.waitlistArea.count({ where: { zipCode: valid.area } })).toBe(0);
    expect(
      await outcome(admin.waitlistAdmin.setAreaSettings.mutate({ ...valid, extra: 1 } as typeof valid)),
    ).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("a launch", () => {
  it("queues exactly the emails its preview counted: confirmed, waiting, not yet told, never held", async () => {
    const zip = randomZip();
    const [ana, ben] = await Promise.all([
      createWaitlistEntry(inZip(zip)),
      // A city's entry that gave the ZIP code belongs to the ZIP area too.
      createWaitlistEntry({ citySlug: "austin", zipCode: zip }),
      createWaitlistEntry({ ...inZip(zip), held: true, riskLevel: "high" }),
      createWaitlistEntry({ ...inZip(zip), emailConfirmedAt: null }),
      createWaitlistEntry({ ...inZip(zip), status: "converted" }),
      createWaitlistEntry({ ...inZip(zip), launchNotifiedAt: new Date() }),
    ]);
    const preview = await admin.waitlistAdmin.launchPreview.query({ area: zip });
    expect(preview).toEqual({
      area: zip,
      label: `ZIP ${zip}`,
      emails: 2,
      foundingMembers: 0,
      settings: { ...WAITLIST_AREA_DEFAULTS, custom: false },
      launchedAt: null,
    });

    const result = await admin.waitlistAdmin.launchArea.mutate({ area: zip });
    expect(result).toEqual({ area: zip, notified: preview.emails, foundingMembers: 0 });
    const emails = await db.emailMessage.findMany({ where: { dedupeKey: { startsWith: `launch:${zip}:` } } });
    expect(emails.map((email) => email.toAddress).sort()).toEqual([ana?.email, ben?.email].sort());

    const after = await admin.waitlistAdmin.launchPreview.query({ area: zip });
    expect(after).toMatchObject({ emails: 0, launchedAt: expect.any(Date) });
    expect(await admin.waitlistAdmin.launchArea.mutate({ area: zip })).toMatchObject({ notified: 0 });
    expect(await visitor.waitlist.areaProgress.query({ area: zip })).toMatchObject({ launchedAt: expect.any(Date) });
  });

  it("refuses to preview an unknown area", async () => {
    for (const area of ["gotham", "7870", ""])
      expect(await outcome(admin.waitlistAdmin.launchPreview.query({ area }))).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("makes the area's first N listed businesses founding members, and never more than N however often it launches", async () => {
    const zip = randomZip();
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const business = (name: string, createdAt: Date, more: { active?: boolean; citySlug?: string } = {}) =>
      createBusiness({ name: `${name} ${uniqueWord()}`, zipCode: zip, createdAt, ...more });
    const inactive = await business("Dormant", day(1), { active: false });
    const first = await business("First", day(2), { citySlug: "dallas" });
    const second = await business("Second", day(3));
    const third = await business("Third", day(4));
    const elsewhere = await createBusiness({
      name: `Elsewhere ${uniqueWord()}`,
      zipCode: randomZip(),
      createdAt: day(1),
    });
    await admin.waitlistAdmin.setAreaSettings.mutate({ area: zip, goal: 5, foundingMemberSlots: 2, referralBoost: 5 });
    await createWaitlistEntry(inZip(zip));

    const preview = await admin.waitlistAdmin.launchPreview.query({ area: zip });
    expect(preview).toMatchObject({ emails: 1, foundingMembers: 2 });
    expect(await admin.waitlistAdmin.launchArea.mutate({ area: zip })).toEqual({
      area: zip,
      notified: 1,
      foundingMembers: 2,
    });
    const founding = async () =>
      (
        await db.businessProfile.findMany({
          where: { id: { in: [inactive.id, first.id, second.id, third.id, elsewhere.id] } },
          select: { id: true, foundingMemberAt: true },
        })
      )
        .filter((row) => row.foundingMemberAt)
        .map((row) => row.id)
        .sort();
    expect(await founding()).toEqual([first.id, second.id].sort());

    // Launching again gives nothing more; raising the slots gives the next one.
    expect(await admin.waitlistAdmin.launchPreview.query({ area: zip })).toMatchObject({ foundingMembers: 0 });
    expect(await admin.waitlistAdmin.launchArea.mutate({ area: zip })).toMatchObject({ foundingMembers: 0 });
    expect(await founding()).toEqual([first.id, second.id].sort());
    await admin.waitlistAdmin.setAreaSettings.mutate({ area: zip, goal: 5, foundingMemberSlots: 3, referralBoost: 5 });
    expect(await admin.waitlistAdmin.launchArea.mutate({ area: zip })).toMatchObject({ foundingMembers: 1 });
    expect(await founding()).toEqual([first.id, second.id, third.id].sort());

    // The badge shows on the profile and on the directory's cards.
    const profile = await visitor.businessProfile.get.query({ city: "dallas", key: first.slug });
    expect(profile?.foundingMember).toBe(true);
    const cards = (await visitor.directory.search.query({ location: zip })).items;
    expect(Object.fromEntries(cards.map((card) => [card.id, card.foundingMember]))).toEqual({
      [first.id]: true,
      [second.id]: true,
      [third.id]: true,
    });
    const audits = await db.auditLog.findMany({
      where: {
        action: "areaLaunch.launch",
        targetId: (await db.areaLaunch.findUniqueOrThrow({ where: { zipCode: zip } })).id,
      },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((audit) => JSON.parse(audit.changes).after.foundingMembers)).toEqual([2, 0, 1]);
  });

  it("gives no more than N badges when launches of one area run at once, first launches or later ones", async () => {
    const zip = randomZip();
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createBusiness({ name: `Rush ${uniqueWord()}`, zipCode: zip, createdAt: new Date(Date.UTC(2025, 1, i + 1)) }),
      ),
    );
    const slots = (foundingMemberSlots: number) =>
      admin.waitlistAdmin.setAreaSettings.mutate({ area: zip, goal: 5, foundingMemberSlots, referralBoost: 5 });
    const launches = async () =>
      (await Promise.all(Array.from({ length: 3 }, () => admin.waitlistAdmin.launchArea.mutate({ area: zip })))).reduce(
        (sum, result) => sum + result.foundingMembers,
        0,
      );
    await slots(2);
    expect(await launches()).toBe(2);
    await slots(4);
    expect(await launches()).toBe(2);
    expect(await db.businessProfile.count({ where: { zipCode: zip, foundingMemberAt: { not: null } } })).toBe(4);
  });
});
