// The admin hub's summary: what each admin screen holds, counted on the database under test.
import { beforeAll, expect, it } from "vitest";
import { db } from "@/platform/db";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createChallenge, createWaitlistEntry } from "../helpers/waitlist";

const server = apiServerForThisFile();
let admin: ApiClient;
beforeAll(async () => {
  admin = (await server.clientAs(["admin"])).api;
});

async function pick(challengeId: string) {
  const entry = await createWaitlistEntry();
  await db.waitlistChallengeResponse.create({ data: { waitlistEntryId: entry.id, challengeId } });
}

it("counts each screen's rows, and challenges awaiting review once each, leaving rejected ones out", async () => {
  const before = await admin.adminHub.summary.query();
  const awaiting = await createChallenge({ isApproved: false });
  await pick(awaiting.id);
  await pick(awaiting.id);
  const rejected = await createChallenge({ isApproved: false, isActive: false });
  await pick(rejected.id);

  const summary = await admin.adminHub.summary.query();
  expect(summary.awaitingChallenges).toBe(before.awaitingChallenges + 1);
  expect(summary).toEqual({
    businesses: await db.businessProfile.count(),
    businessTemplates: await db.businessTemplate.count(),
    reviews: await db.review.count(),
    users: await db.user.count(),
    categories: await db.businessCategory.count(),
    features: await db.platformFeature.count(),
    settings: await db.siteSetting.count(),
    waitlistEntries: await db.waitlistEntry.count(),
    emailTemplates: await db.emailTemplate.count(),
    launchedAreas: await db.areaLaunch.count(),
    awaitingChallenges: summary.awaitingChallenges,
    pendingOrganizations: await db.organization.count({ where: { active: false, suspendedAt: null } }),
  });
  expect(summary.waitlistEntries).toBe(before.waitlistEntries + 3);
});
