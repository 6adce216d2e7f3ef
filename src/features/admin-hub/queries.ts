import "server-only";
// The admin overview (/admin): what needs attention, each number one indexed count; sign-ups and
// waitlist entries per day for 30 days, counted per day by the database; the latest audit entries;
// and what each admin screen holds, for the section tiles (one count per screen).
import { dbProvider, type Db } from "@/platform/db";
import { Prisma } from "@/generated/sqlite/client";
import { listAuditEntries } from "@/features/audit/queries";
import { storedCount } from "@/features/directory/stored-count";
import { dailySeries, utcDay, type DayCount } from "./daily";

/**
 * Challenges with picks awaiting review, as the challenges screen lists them (active ones only): the
 * hub's tile and the overview's count are the same number.
 */
const countAwaitingChallenges = (db: Db) =>
  db.waitlistChallenge.count({ where: { isActive: true, responses: { some: { isApproved: false } } } });

export async function adminHubSummary(db: Db) {
  const [
    businesses,
    businessTemplates,
    reviews,
    users,
    categories,
    features,
    settings,
    waitlistEntries,
    emailTemplates,
    launchedAreas,
    awaitingChallenges,
    pendingOrganizations,
  ] = await Promise.all([
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
    countAwaitingChallenges(db),
    // Organisations asked for by owners and not yet approved (nor turned down).
    db.organization.count({ where: { active: false, suspendedAt: null } }),
  ]);
  return {
    businesses,
    businessTemplates,
    reviews,
    users,
    categories,
    features,
    settings,
    waitlistEntries,
    emailTemplates,
    launchedAreas,
    awaitingChallenges,
    pendingOrganizations,
  };
}

export type AdminHubSummary = Awaited<ReturnType<typeof adminHubSummary>>;

export const TREND_DAYS = 30;
const LATEST_AUDIT_ENTRIES = 50;
const NEW_USER_DAYS = 7;

/** Rows per UTC day since `since`, grouped in SQL (the createdAt index gives the range). */
async function countPerDay(db: Db, table: "User" | "WaitlistEntry", since: Date): Promise<DayCount[]> {
  // SQLite stores times as ISO 8601 text, so the day is its first ten characters; PostgreSQL
  // stores UTC timestamps.
  const day =
    dbProvider === "postgresql"
      ? Prisma.sql`to_char("createdAt", 'YYYY-MM-DD')`
      : Prisma.sql`substr("createdAt", 1, 10)`;
  const rows = await db.$queryRaw<Array<{ day: string; count: number | bigint }>>`
    SELECT ${day} AS "day", COUNT(*) AS "count" FROM ${Prisma.raw(`"${table}"`)} WHERE "createdAt" >= ${since} GROUP BY 1`;
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

export async function adminOverview(db: Db, now = new Date()) {
  const trendStart = new Date(`${utcDay(now, TREND_DAYS - 1)}T00:00:00Z`);
  const [
    activeBusinesses,
    pendingVerification,
    inactiveBusinesses,
    openClaims,
    reportedReviewCount,
    hiddenReviews,
    waitingEntries,
    convertedEntries,
    challengesAwaitingReview,
    newUsers,
    signUps,
    waitlist,
    latest,
  ] = await Promise.all([
    // From the directory's stored counts (every city and category): counting the active rows read
    // nearly the whole table's index (950,000 entries at 1,000,000 businesses).
    db
      .$queryRaw<Array<{ total: number | bigint }>>(storedCount({ citySlug: null, categoryIds: null }))
      .then((rows) => Number(rows[0]?.total ?? 0)),
    db.businessProfile.count({ where: { verificationStatus: "pending" } }),
    db.businessProfile.count({ where: { active: false } }),
    db.businessClaim.count({ where: { status: "pending" } }),
    // Reviews with open (not dismissed) reports, as the reported filter on /admin/reviews lists them.
    db.review.count({ where: { openReports: { gt: 0 } } }),
    db.review.count({ where: { status: "hidden" } }),
    db.waitlistEntry.count({ where: { status: "waiting" } }),
    db.waitlistEntry.count({ where: { status: "converted" } }),
    countAwaitingChallenges(db),
    db.user.count({ where: { createdAt: { gte: new Date(now.getTime() - NEW_USER_DAYS * 86_400_000) } } }),
    countPerDay(db, "User", trendStart),
    countPerDay(db, "WaitlistEntry", trendStart),
    listAuditEntries(db, {}, undefined, LATEST_AUDIT_ENTRIES),
  ]);
  return {
    counts: {
      activeBusinesses,
      pendingVerification,
      inactiveBusinesses,
      openClaims,
      reportedReviews: reportedReviewCount,
      hiddenReviews,
      waitingEntries,
      convertedEntries,
      awaitingChallenges: challengesAwaitingReview,
      newUsers,
    },
    trend: { signUps: dailySeries(signUps, TREND_DAYS, now), waitlist: dailySeries(waitlist, TREND_DAYS, now) },
    latestAudit: latest.entries,
  };
}

export type AdminOverview = Awaited<ReturnType<typeof adminOverview>>;
