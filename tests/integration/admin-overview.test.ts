// The admin overview: each count against the rows it counts, the per-day series of sign-ups and
// waitlist entries (UTC days, empty days as 0), and the latest audit entries.
import { beforeAll, expect, it } from "vitest";
import { db } from "@/platform/db";
import { TREND_DAYS } from "@/features/admin-hub/queries";
import { reportReview } from "@/features/reviews/responses";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createUser } from "../helpers/factories";
import { createBusiness } from "../helpers/business-factories";
import { businessOwnedBy, createReview } from "../helpers/reviews";
import { createChallenge, createWaitlistEntry } from "../helpers/waitlist";

const server = apiServerForThisFile();
let admin: ApiClient;
beforeAll(async () => {
  admin = (await server.clientAs(["admin"])).api;
});

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

it("counts what needs attention, each number matching the rows it stands for", async () => {
  const before = (await admin.adminHub.overview.query()).counts;
  const customer = await createUser({ roles: ["customer"] });
  await createBusiness({ name: "Pending Active", verified: false });
  await createBusiness({ name: "Verified Inactive", verified: true, active: false });
  const claimed = await businessOwnedBy(null, "Claimed Business");
  await db.businessClaim.create({
    data: { businessId: claimed.id, userId: customer.id, roleAtBusiness: "Owner", phone: "5125550100" },
  });
  const reviewed = await businessOwnedBy(null);
  const reported = await createReview(reviewed.id);
  await reportReview(db, customer.id, { reviewId: reported.id, reason: "spam", note: "" });
  await reportReview(db, (await createUser()).id, { reviewId: reported.id, reason: "offensive", note: "" });
  await createReview(reviewed.id, { status: "hidden" });
  await createWaitlistEntry();
  await createWaitlistEntry({ status: "converted" });
  // A challenge counts while a pick of it awaits review, as /admin/challenges lists it (and the hub's tile).
  const awaiting = await createChallenge({ isApproved: false });
  await db.waitlistChallengeResponse.create({
    data: { waitlistEntryId: (await createWaitlistEntry()).id, challengeId: awaiting.id },
  });
  await createChallenge({ isApproved: false });
  await createChallenge({ isApproved: false, isActive: false });

  const { counts } = await admin.adminHub.overview.query();
  expect(counts).toEqual({
    activeBusinesses: before.activeBusinesses + 3,
    pendingVerification: before.pendingVerification + 3,
    inactiveBusinesses: before.inactiveBusinesses + 1,
    openClaims: before.openClaims + 1,
    // Two reports of one review count once.
    reportedReviews: before.reportedReviews + 1,
    hiddenReviews: before.hiddenReviews + 1,
    waitingEntries: before.waitingEntries + 2,
    convertedEntries: before.convertedEntries + 1,
    awaitingChallenges: before.awaitingChallenges + 1,
    newUsers: before.newUsers + 2,
  });
  expect(counts).toMatchObject({
    activeBusinesses: await db.businessProfile.count({ where: { active: true } }),
    pendingVerification: await db.businessProfile.count({ where: { verificationStatus: "pending" } }),
    newUsers: await db.user.count({ where: { createdAt: { gte: new Date(Date.now() - 7 * DAY_MS) } } }),
  });
});

it("leaves out users who joined more than 7 days ago", async () => {
  const before = (await admin.adminHub.overview.query()).counts.newUsers;
  const old = await createUser();
  await db.user.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 8 * DAY_MS) } });
  expect((await admin.adminHub.overview.query()).counts.newUsers).toBe(before);
});

it("charts sign-ups and waitlist entries per UTC day for 30 days, today last", async () => {
  const now = new Date();
  const threeDaysAgo = new Date(now.getTime() - 3 * DAY_MS);
  const before = (await admin.adminHub.overview.query()).trend;
  const user = await createUser();
  await db.user.update({ where: { id: user.id }, data: { createdAt: threeDaysAgo } });
  await createWaitlistEntry({ createdAt: threeDaysAgo });
  await createWaitlistEntry({ createdAt: threeDaysAgo });
  // Older than the chart: left out.
  await createWaitlistEntry({ createdAt: new Date(now.getTime() - 40 * DAY_MS) });

  const { trend } = await admin.adminHub.overview.query();
  for (const series of [trend.signUps, trend.waitlist]) {
    expect(series).toHaveLength(TREND_DAYS);
    expect(series.at(-1)!.day).toBe(utcDay(now));
    expect(series[0]!.day).toBe(utcDay(new Date(now.getTime() - (TREND_DAYS - 1) * DAY_MS)));
  }
  const at = (series: typeof trend.signUps) => series.find((point) => point.day === utcDay(threeDaysAgo))!.count;
  expect(at(trend.signUps)).toBe(at(before.signUps) + 1);
  expect(at(trend.waitlist)).toBe(at(before.waitlist) + 2);
  const dayStart = new Date(`${utcDay(threeDaysAgo)}T00:00:00Z`);
  const dayEnd = new Date(dayStart.getTime() + DAY_MS);
  expect(at(trend.waitlist)).toBe(
    await db.waitlistEntry.count({ where: { createdAt: { gte: dayStart, lt: dayEnd } } }),
  );
  const total = (series: typeof trend.signUps) => series.reduce((sum, point) => sum + point.count, 0);
  expect(total(trend.waitlist)).toBe(
    await db.waitlistEntry.count({ where: { createdAt: { gte: new Date(`${trend.waitlist[0]!.day}T00:00:00Z`) } } }),
  );
});

it("shows the latest 50 audit entries, newest first", async () => {
  const person = await createUser();
  await admin.users.setRole.mutate({ userId: person.id, role: "business_owner", granted: true });
  const { latestAudit } = await admin.adminHub.overview.query();
  expect(latestAudit.length).toBeLessThanOrEqual(50);
  expect(latestAudit[0]).toMatchObject({
    action: "user.grantRole",
    targetId: person.id,
    target: { label: person.email },
  });
  const times = latestAudit.map((entry) => entry.createdAt.getTime());
  expect(times).toEqual([...times].sort((a, b) => b - a));
});
