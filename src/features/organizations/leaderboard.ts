import "server-only";
// An organisation's leaderboards for a calendar period (this month, quarter or year in
// the site's time zone): referrals given and reviews received by each listed
// member (the top 10), the closed business value its members gave (the organisation's total; a
// member's own value only when it opted in with showValue), and the new members it brought in
// (waitlist entries carrying its slug whose converted business is listed, by the business's
// creation). Public only when the organisation turned leaderboardPublic on; its admins always see it.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { cachedRead } from "@/platform/process-cache";
import { SITE_TIME_ZONE } from "@/lib/dates";
import { zonedMonthStart, zonedParts } from "@/lib/zoned-month";
import { businessPath } from "@/features/directory/types";
import { managesOrganization, type OrganizationActor } from "./access";
import { ORGANIZATION_MESSAGES, type TLeaderboardPeriod } from "./types";

const sql = Prisma.sql;
const LEADERBOARD_SIZE = 10;

/** The calendar period holding `now` in `timeZone`: [start, end). */
export function leaderboardPeriod(period: TLeaderboardPeriod, now: Date, timeZone = SITE_TIME_ZONE) {
  const { year, month } = zonedParts(now, timeZone);
  const first = period === "month" ? month : period === "quarter" ? month - (month % 3) : 0;
  const length = period === "month" ? 1 : period === "quarter" ? 3 : 12;
  return { start: zonedMonthStart(year, first, timeZone), end: zonedMonthStart(year, first + length, timeZone) };
}

type Row = { id: string; businessName: string; slug: string; citySlug: string; value: number | bigint | null };
const entry = (row: Row) => ({
  business: { id: row.id, businessName: row.businessName, path: businessPath(row) },
  value: Number(row.value ?? 0),
});

/**
 * The organisation's active members with a listed business, as "members" (id, businessName,
 * showValue): its memberships first (materialised, so no planner starts from the whole directory),
 * each checked in BusinessProfile_listed_member_idx alone. The boards group by member from there and
 * read the wide rows (slug, city) for their top rows only.
 */
const listedMembers = (organizationId: string) => sql`
  WITH "memberships" AS MATERIALIZED (
    SELECT m."businessId", m."showValue" FROM "OrganizationMember" m
     WHERE m."organizationId" = ${organizationId} AND m."status" = 'active'),
  "members" AS MATERIALIZED (
    SELECT m."businessId" AS "id", b."businessName", m."showValue" FROM "memberships" m
      JOIN "BusinessProfile" b ON b."id" = m."businessId"
     WHERE b."active" = TRUE AND b."awaitingApproval" = FALSE)`;

export async function organizationLeaderboard(
  db: Db,
  actor: OrganizationActor | null,
  input: { slug: string; period: TLeaderboardPeriod },
  now = new Date(),
) {
  const organization = await db.organization.findFirst({
    where: { slug: input.slug, active: true },
    select: { id: true, slug: true, leaderboardPublic: true },
  });
  if (!organization) throw new AppError("NOT_FOUND", ORGANIZATION_MESSAGES.notFound);
  if (!organization.leaderboardPublic && !(actor && (await managesOrganization(db, actor, organization.id)))) {
    throw new AppError("FORBIDDEN", ORGANIZATION_MESSAGES.leaderboardPrivate);
  }
  const { start, end } = leaderboardPeriod(input.period, now);
  // Every visitor sees the same board: it is read once a minute per organisation and period (the
  // busy organisations' boards count thousands of members' rows; docs/BENCHMARKS.md).
  return cachedRead(
    `organization-leaderboard:${organization.id}:${input.period}:${start.toISOString()}`,
    [ORGANIZATIONS_CACHE_TAG],
    () => readLeaderboard(db, organization, input.period, start, end),
    LEADERBOARD_CACHE_MS,
  );
}

const ORGANIZATIONS_CACHE_TAG = "organizations";
const LEADERBOARD_CACHE_MS = 60_000;

async function readLeaderboard(
  db: Db,
  organization: { id: string; slug: string },
  period: TLeaderboardPeriod,
  start: Date,
  end: Date,
) {
  // One statement: each listed member's numbers for the period, counted in covering indexes
  // (Referral by sender and date, Review by business, status and date, won Referral by sender,
  // status and close), then the organisation's total and the three boards' top rows.
  const wonInPeriod = sql`r."status" = 'won' AND r."closedAt" >= ${start} AND r."closedAt" < ${end}`;
  // The wide rows' slug and city by primary key, for the top rows only (a join would let SQLite,
  // not knowing the bound LIMIT, scan every business).
  const board = (name: string, value: Prisma.Sql, where: Prisma.Sql) => sql`
    SELECT ${name} AS "board", t."id", t."businessName",
           (SELECT b."slug" FROM "BusinessProfile" b WHERE b."id" = t."id") AS "slug",
           (SELECT b."citySlug" FROM "BusinessProfile" b WHERE b."id" = t."id") AS "citySlug",
           t."value", 0 AS "count" FROM (
      SELECT s."id", s."businessName", ${value} AS "value" FROM "scores" s WHERE ${where}
       ORDER BY ${value} DESC, s."businessName" ASC, s."id" ASC LIMIT ${LEADERBOARD_SIZE}) t`;
  const [rows, [brought]] = await Promise.all([
    db.$queryRaw<Array<Row & { board: string; count: number | bigint | null }>>(sql`${listedMembers(organization.id)},
      "scores" AS MATERIALIZED (
        SELECT m."id", m."businessName", m."showValue",
          (SELECT COUNT(*) FROM "Referral" r
            WHERE r."fromBusinessId" = m."id" AND r."createdAt" >= ${start} AND r."createdAt" < ${end}) AS "referrals",
          (SELECT COUNT(*) FROM "Review" v WHERE v."businessId" = m."id" AND v."status" = 'published'
              AND v."createdAt" >= ${start} AND v."createdAt" < ${end}) AS "reviews",
          (SELECT COUNT(*) FROM "Referral" r WHERE r."fromBusinessId" = m."id" AND ${wonInPeriod}) AS "won",
          (SELECT SUM(r."valueCents") FROM "Referral" r WHERE r."fromBusinessId" = m."id" AND ${wonInPeriod}) AS "wonValue"
          FROM "members" m)
      SELECT 'total' AS "board", CAST(NULL AS TEXT) AS "id", CAST(NULL AS TEXT) AS "businessName",
             CAST(NULL AS TEXT) AS "slug", CAST(NULL AS TEXT) AS "citySlug",
             CAST(COALESCE(SUM(s."wonValue"), 0) AS BIGINT) AS "value", CAST(COALESCE(SUM(s."won"), 0) AS BIGINT) AS "count"
        FROM "scores" s
      UNION ALL ${board("referrals", sql`s."referrals"`, sql`s."referrals" > 0`)}
      UNION ALL ${board("reviews", sql`s."reviews"`, sql`s."reviews" > 0`)}
      UNION ALL ${board("shown", sql`s."wonValue"`, sql`s."showValue" = TRUE AND s."wonValue" > 0`)}`),
    db.$queryRaw<Array<{ count: number | bigint }>>(sql`
      SELECT COUNT(*) AS "count" FROM "WaitlistEntry" w JOIN "BusinessProfile" b ON b."id" = w."convertedBusinessId"
       WHERE w."organizationSlug" = ${organization.slug} AND b."active" = TRUE AND b."awaitingApproval" = FALSE
         AND b."createdAt" >= ${start} AND b."createdAt" < ${end}`),
  ]);
  const ranked = (name: string) =>
    rows
      .filter((row) => row.board === name)
      .map(entry)
      .sort(
        (a, b) =>
          b.value - a.value ||
          (a.business.businessName < b.business.businessName
            ? -1
            : a.business.businessName > b.business.businessName
              ? 1
              : 0) ||
          (a.business.id < b.business.id ? -1 : 1),
      );
  const referrals = ranked("referrals");
  const reviews = ranked("reviews");
  const valueShown = ranked("shown");
  const closed = rows.find((row) => row.board === "total");
  return {
    period,
    start,
    end,
    referralsGiven: referrals,
    reviewsReceived: reviews,
    closedValue: {
      totalCents: Number(closed?.value ?? 0),
      wonReferrals: Number(closed?.count ?? 0),
      shownMembers: valueShown,
    },
    newMembersBroughtIn: Number(brought?.count ?? 0),
  };
}
