// The waitlist's admin side over real HTTP: challenge moderation, referral counts and filters.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { outcome, apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createChallenge, createWaitlistEntry } from "../helpers/waitlist";

const server = apiServerForThisFile();
let admin: ApiClient;
beforeAll(async () => {
  admin = (await server.clientAs(["admin"])).api;
});

describe("challenge moderation", () => {
  it("lists challenges newest first and unapproved picks with their entry", async () => {
    const older = await createChallenge({ createdAt: new Date(Date.now() - 60_000) });
    const custom = await createChallenge({ isApproved: false, category: "Custom" });
    const entry = await createWaitlistEntry({ businessName: "Picky Bakery", ownerName: "Pat Picky" });
    await db.waitlistChallengeResponse.create({ data: { waitlistEntryId: entry.id, challengeId: custom.id } });

    const all = await admin.waitlistAdmin.challenges.query();
    const ids = all.map((c) => c.id);
    expect(ids.indexOf(custom.id)).toBeLessThan(ids.indexOf(older.id));
    expect(all.find((c) => c.id === custom.id)).toMatchObject({
      isApproved: false,
      isActive: true,
      category: "Custom",
      usageCount: 0,
    });

    const pending = await admin.waitlistAdmin.unapprovedResponses.query();
    expect(pending.find((r) => r.challenge.id === custom.id)).toMatchObject({
      challenge: { challengeText: custom.challengeText },
      entry: { businessName: "Picky Bakery", ownerName: "Pat Picky", email: entry.email },
    });
  });

  it("approve approves the challenge and its picks; reject deactivates; delete removes", async () => {
    const challenge = await createChallenge({ isApproved: false });
    const entry = await createWaitlistEntry();
    await db.waitlistChallengeResponse.create({ data: { waitlistEntryId: entry.id, challengeId: challenge.id } });

    await admin.waitlistAdmin.moderateChallenge.mutate({ action: "approve", id: challenge.id });
    expect(await db.waitlistChallenge.findUnique({ where: { id: challenge.id } })).toMatchObject({
      isApproved: true,
      isActive: true,
    });
    expect((await admin.waitlistAdmin.unapprovedResponses.query()).some((r) => r.challenge.id === challenge.id)).toBe(
      false,
    );

    await admin.waitlistAdmin.moderateChallenge.mutate({ action: "reject", id: challenge.id });
    expect(await db.waitlistChallenge.findUnique({ where: { id: challenge.id } })).toMatchObject({ isActive: false });

    await admin.waitlistAdmin.moderateChallenge.mutate({ action: "delete", id: challenge.id });
    expect(await db.waitlistChallenge.findUnique({ where: { id: challenge.id } })).toBeNull();
    expect(await db.waitlistChallengeResponse.count({ where: { challengeId: challenge.id } })).toBe(0);
  });

  it("a rejected challenge's picks leave the review list; each awaiting row counts its challenge's picks", async () => {
    const challenge = await createChallenge({ isApproved: false });
    for (let i = 0; i < 3; i++) {
      const entry = await createWaitlistEntry();
      await db.waitlistChallengeResponse.create({ data: { waitlistEntryId: entry.id, challengeId: challenge.id } });
    }
    const rows = (await admin.waitlistAdmin.unapprovedResponses.query()).filter((r) => r.challenge.id === challenge.id);
    expect(rows.map((r) => r.challenge._count.responses)).toEqual([3, 3, 3]);

    await admin.waitlistAdmin.moderateChallenge.mutate({ action: "reject", id: challenge.id });
    expect((await admin.waitlistAdmin.unapprovedResponses.query()).some((r) => r.challenge.id === challenge.id)).toBe(
      false,
    );
    expect((await admin.waitlistAdmin.challenges.query()).find((c) => c.id === challenge.id)).toMatchObject({
      isActive: false,
      isApproved: false,
    });
  });

  it("update applies the given fields and keeps the text unique", async () => {
    const challenge = await createChallenge();
    const other = await createChallenge();
    const text = `Renamed ${randomUUID().slice(0, 8)}`;
    await admin.waitlistAdmin.moderateChallenge.mutate({
      action: "update",
      id: challenge.id,
      updates: { challengeText: `  ${text} `, category: "Growth", displayOrder: 7, isActive: false, isApproved: true },
    });
    expect(await db.waitlistChallenge.findUnique({ where: { id: challenge.id } })).toMatchObject({
      challengeText: text,
      category: "Growth",
      displayOrder: 7,
      isActive: false,
      isApproved: true,
    });

    expect(
      await outcome(
        admin.waitlistAdmin.moderateChallenge.mutate({
          action: "update",
          id: challenge.id,
          updates: { challengeText: other.challengeText },
        }),
      ),
    ).toMatchObject({
      code: "CONFLICT",
      message: "A challenge with this text already exists.",
      fieldErrors: { challengeText: ["A challenge with this text already exists."] },
    });
    expect(
      await outcome(
        admin.waitlistAdmin.moderateChallenge.mutate({
          action: "update",
          id: challenge.id,
          updates: { challengeText: "  " },
        }),
      ),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "Challenge text is required.",
    });
    expect(
      await outcome(admin.waitlistAdmin.moderateChallenge.mutate({ action: "approve", id: "missing" })),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: "Challenge not found.",
    });
  });
});

describe("referrals", () => {
  const campaign = `camp-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    const day = (d: number) => new Date(Date.UTC(2025, 2, d, 15));
    await createWaitlistEntry({
      referralSource: "google",
      referralMedium: "cpc",
      referralCampaign: campaign,
      citySlug: "austin",
      createdAt: day(3),
    });
    await createWaitlistEntry({
      referralSource: "google",
      referralMedium: "cpc",
      referralCampaign: campaign,
      citySlug: "dallas",
      createdAt: day(3),
    });
    await createWaitlistEntry({
      referralSource: "facebook",
      referralMedium: "social",
      referralCampaign: campaign,
      referralCode: "FRIEND10",
      createdAt: day(5),
    });
    await createWaitlistEntry({
      referralCampaign: campaign,
      organizationSlug: "austin-chamber",
      organizationName: "Austin Chamber",
      status: "converted",
      createdAt: day(12),
    });
  });

  it("counts by source, medium, campaign, organisation and code, and per day", async () => {
    const stats = await admin.waitlistAdmin.referralStats.query({ filters: { campaign }, interval: "day" });
    expect(stats.total).toBe(4);
    expect(stats.groups.source).toEqual([
      { value: "google", count: 2 },
      { value: null, count: 1 },
      { value: "facebook", count: 1 },
    ]);
    expect(stats.groups.medium).toContainEqual({ value: "cpc", count: 2 });
    expect(stats.groups.campaign).toEqual([{ value: campaign, count: 4 }]);
    expect(stats.groups.organization).toContainEqual({ value: "austin-chamber", count: 1 });
    expect(stats.groups.code).toContainEqual({ value: "FRIEND10", count: 1 });
    expect(stats.timeline).toHaveLength(10);
    expect(stats.timeline[0]).toEqual({ start: "2025-03-03", count: 2 });
    expect(stats.timeline.find((b) => b.start === "2025-03-05")?.count).toBe(1);
    expect(stats.timeline.at(-1)).toEqual({ start: "2025-03-12", count: 1 });

    const weekly = await admin.waitlistAdmin.referralStats.query({ filters: { campaign }, interval: "week" });
    expect(weekly.timeline).toEqual([
      { start: "2025-03-03", count: 3 },
      { start: "2025-03-10", count: 1 },
    ]);
  });

  it("filters by date range, source, city, code, organisation and status", async () => {
    const total = async (filters: Record<string, string>) =>
      (await admin.waitlistAdmin.entries.query({ filters: { campaign, ...filters } })).total;
    expect(await total({ from: "2025-03-04", to: "2025-03-05" })).toBe(1);
    expect(await total({ to: "2025-03-03" })).toBe(2);
    expect(await total({ source: "google" })).toBe(2);
    expect(await total({ source: "google", city: "dallas" })).toBe(1);
    expect(await total({ code: "FRIEND10" })).toBe(1);
    expect(await total({ organization: "austin-chamber" })).toBe(1);
    expect(await total({ status: "converted" })).toBe(1);
    expect(await total({ status: "waiting" })).toBe(3);

    const page = await admin.waitlistAdmin.entries.query({ filters: { campaign } });
    expect(page.entries.map((e) => e.createdAt.getTime())).toEqual(
      [...page.entries.map((e) => e.createdAt.getTime())].sort((a, b) => b - a),
    );
    expect(page.entries[0]).toMatchObject({ status: "converted", organizationName: "Austin Chamber" });
  });

  it("refuses a reversed date range and malformed dates with clear messages", async () => {
    expect(
      await outcome(admin.waitlistAdmin.entries.query({ filters: { from: "2025-03-09", to: "2025-03-01" } })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "The start date must not be after the end date.",
    });
    expect(await outcome(admin.waitlistAdmin.entries.query({ filters: { from: "03/01/2025" } }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Dates look like 2026-11-22.",
    });
  });
});
