import "server-only";
// An organisation's leaderboards for a calendar period (this month, quarter or year in
// America/Chicago, the site's time zone): referrals given and reviews received by each listed
// member (the top 10), the closed business value its members gave (the organisation's total; a
// member's own value only when it opted in with showValue), and the new members it brought in
// (waitlist entries carrying its slug whose converted business is listed, by the business's
// creation). Public only when the organisation turned leaderboardPublic on; its admins always see it.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { businessPath } from "@/features/directory/types";
import { managesOrganization, type OrganizationActor } from "./access";
import { ORGANIZATION_MESSAGES, type TLeaderboardPeriod } from "./types";

const sql = Prisma.sql;
export const LEADERBOARD_SIZE = 10;
export const LEADERBOARD_TIME_ZONE = "America/Chicago";

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(at: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return {
    year: get("year"),
    month: get("month") - 1,
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** The instant local midnight of the 1st of `month` (0-based, may overflow) begins in `timeZone`. */
function monthStartIn(year: number, month: number, timeZone: string): Date {
  const utc = Date.UTC(year, month, 1);
  const local = partsIn(new Date(utc), timeZone);
  const offset = Date.UTC(local.year, local.month, local.day, local.hour, local.minute, local.second) - utc;
  return new Date(utc - offset);
}

/** The calendar period holding `now` in `timeZone`: [start, end). */
export function leaderboardPeriod(period: TLeaderboardPeriod, now: Date, timeZone = LEADERBOARD_TIME_ZONE) {
  const { year, month } = partsIn(now, timeZone);
  const first = period === "month" ? month : period === "quarter" ? month - (month % 3) : 0;
  const length = period === "month" ? 1 : period === "quarter" ? 3 : 12;
  return { start: monthStartIn(year, first, timeZone), end: monthStartIn(year, first + length, timeZone) };
}

type Row = { id: string; businessName: string; slug: string; citySlug: string; value: number | bigint | null };
const entry = (row: Row) => ({
  business: { id: row.id, businessName: row.businessName, path: businessPath(row) },
  value: Number(row.value ?? 0),
});

/** Members (alias m) that are active with a listed business (alias b). */
const listed = (organizationId: string) => sql`
  m."organizationId" = ${organizationId} AND m."status" = 'active' AND b."active" = TRUE AND b."awaitingApproval" = FALSE`;

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
  const members = sql`FROM "OrganizationMember" m JOIN "BusinessProfile" b ON b."id" = m."businessId"`;
  const top = (value: Prisma.Sql, join: Prisma.Sql, where: Prisma.Sql, having = sql``) =>
    db.$queryRaw<Row[]>(sql`
      SELECT b."id", b."businessName", b."slug", b."citySlug", ${value} AS "value"
        ${members} ${join}
       WHERE ${listed(organization.id)} AND ${where}
       GROUP BY b."id", b."businessName", b."slug", b."citySlug" ${having}
       ORDER BY "value" DESC, b."businessName" ASC, b."id" ASC
       LIMIT ${LEADERBOARD_SIZE}`);
  const referralJoin = sql`JOIN "Referral" r ON r."fromBusinessId" = m."businessId"`;
  const wonInPeriod = sql`r."status" = 'won' AND r."closedAt" >= ${start} AND r."closedAt" < ${end}`;
  const [referrals, reviews, [closed], valueShown, [brought]] = await Promise.all([
    top(sql`COUNT(*)`, referralJoin, sql`r."createdAt" >= ${start} AND r."createdAt" < ${end}`),
    top(
      sql`COUNT(*)`,
      sql`JOIN "Review" v ON v."businessId" = m."businessId"`,
      sql`v."status" = 'published' AND v."createdAt" >= ${start} AND v."createdAt" < ${end}`,
    ),
    db.$queryRaw<Array<{ total: number | bigint | null; count: number | bigint }>>(sql`
      SELECT SUM(r."valueCents") AS "total", COUNT(*) AS "count" ${members} ${referralJoin}
       WHERE ${listed(organization.id)} AND ${wonInPeriod}`),
    top(
      sql`SUM(r."valueCents")`,
      referralJoin,
      sql`m."showValue" = TRUE AND ${wonInPeriod}`,
      sql`HAVING SUM(r."valueCents") > 0`,
    ),
    db.$queryRaw<Array<{ count: number | bigint }>>(sql`
      SELECT COUNT(*) AS "count" FROM "WaitlistEntry" w JOIN "BusinessProfile" b ON b."id" = w."convertedBusinessId"
       WHERE w."organizationSlug" = ${organization.slug} AND b."active" = TRUE AND b."awaitingApproval" = FALSE
         AND b."createdAt" >= ${start} AND b."createdAt" < ${end}`),
  ]);
  return {
    period: input.period,
    start,
    end,
    referralsGiven: referrals.map(entry),
    reviewsReceived: reviews.map(entry),
    closedValue: {
      totalCents: Number(closed?.total ?? 0),
      wonReferrals: Number(closed?.count ?? 0),
      shownMembers: valueShown.map(entry),
    },
    newMembersBroughtIn: Number(brought?.count ?? 0),
  };
}
