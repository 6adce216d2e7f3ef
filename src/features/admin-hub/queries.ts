import "server-only";
// What each admin screen holds, for the tiles on /admin: one count per screen, each a single
// indexed count (no joins over the businesses), so the hub stays cheap at any size.
import type { Db } from "@/platform/db";

export async function adminHubSummary(db: Db) {
  const [businesses, businessTemplates, reviews, users, categories, features, settings, waitlistEntries, emailTemplates, launchedAreas, awaitingChallenges] = await Promise.all([
    db.businessProfile.count(),
    db.businessTemplate.count(),
    db.review.count(),
    db.user.count(),
    db.businessCategory.count(),
    db.platformFeature.count(),
    db.siteSetting.count(),
    db.waitlistEntry.count(),
    db.emailTemplate.count(),
    db.areaLaunch.count(),
    // Challenges with picks awaiting review, as the challenges screen lists them (active ones only).
    db.waitlistChallenge.count({ where: { isActive: true, responses: { some: { isApproved: false } } } }),
  ]);
  return { businesses, businessTemplates, reviews, users, categories, features, settings, waitlistEntries, emailTemplates, launchedAreas, awaitingChallenges };
}

export type AdminHubSummary = Awaited<ReturnType<typeof adminHubSummary>>;
