import "server-only";
// Open now, and none of the matches is: the ones that open soonest ("Opens at 6:30 AM"), offered
// beside the empty results. The matches are the search's own without open now, in the same area.
// Each time zone's days are read in order, from now to a week ahead: the hours rows opening later
// that day, earliest first, joined to the businesses that meet the search's conditions, and the
// special days' rows that open that day. The candidates' next openings are then computed
// from all their hours and special days (open-status.ts), so a holiday that closes a weekday counts.
import type { Db } from "@/platform/db";
import { addCalendarDays } from "@/lib/calendar-day";
import { loadBusinessCards } from "./cards";
import { localTime } from "./local-time";
import { businessTimeZones } from "./open-now";
import { nextOpeningAt, type NextOpening } from "./open-status";
import type { DirectorySearchQuery, DirectorySearchResult, ResolvedLocation } from "./schema";
import { categoryIds, searchConditions, type SearchArea } from "./search-filters";
import { and, join, sql, type Sql } from "./sql";
import type { BusinessCardData } from "./types";

/** How many businesses opening next are offered. */
const OPENING_NEXT_LIMIT = 3;
/** Today and the days after it that are looked at. */
const DAYS_AHEAD = 7;

type Candidate = { id: string };

/** How many special rows each date from `first` has, up to DAYS_AHEAD after it: the weekly rows a day's read must take more of. */
async function specialRowsByDay(db: Db, first: string): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<Array<{ day: string; n: bigint | number }>>`
    SELECT "day", COUNT(*) AS n FROM "BusinessSpecialHours"
     WHERE "day" >= ${first} AND "day" <= ${addCalendarDays(first, DAYS_AHEAD + 1)}
     GROUP BY "day"`;
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

/** The next openings of these businesses at `now`, from their weekly hours and special days. */
async function nextOpenings(db: Db, ids: readonly string[], now: Date): Promise<Map<string, NextOpening>> {
  const utcDay = now.toISOString().slice(0, 10);
  const [zones, hours, special] = await Promise.all([
    db.businessProfile.findMany({ where: { id: { in: [...ids] } }, select: { id: true, timeZone: true } }),
    db.businessHours.findMany({
      where: { businessId: { in: [...ids] } },
      select: { businessId: true, dayOfWeek: true, openMinute: true, closeMinute: true },
    }),
    db.businessSpecialHours.findMany({
      where: {
        businessId: { in: [...ids] },
        day: { gte: addCalendarDays(utcDay, -2), lte: addCalendarDays(utcDay, 9) },
      },
      select: { businessId: true, day: true, closed: true, openMinute: true, closeMinute: true },
    }),
  ]);
  const openings = new Map<string, NextOpening>();
  for (const { id, timeZone } of zones) {
    const own = <T extends { businessId: string }>(rows: T[]) => rows.filter((row) => row.businessId === id);
    const opening = nextOpeningAt(own(hours), timeZone, now, own(special));
    if (opening) openings.set(id, opening);
  }
  return openings;
}

/**
 * One zone's matches that open next: day by day, the weekly rows opening later that day (`limit`
 * plus that date's special rows, which may close some of them) and the special rows opening that
 * day, until `limit` of them are known to open.
 */
async function zoneCandidates(
  db: Db,
  timeZone: string,
  now: Date,
  matches: { where: Sql; hours: Sql },
  limit: number,
): Promise<Map<string, NextOpening>> {
  const local = localTime(now, timeZone);
  const found = new Map<string, NextOpening>();
  if (!local) return found;
  const specialRows = await specialRowsByDay(db, local.day);
  const probe = (id: Sql) =>
    sql`EXISTS (SELECT 1 FROM "BusinessProfile" b WHERE b."id" = ${id} AND b."timeZone" = ${timeZone} AND ${matches.where})`;
  for (let offset = 0; offset <= DAYS_AHEAD && found.size < limit; offset++) {
    const day = addCalendarDays(local.day, offset);
    // Later today; any time on the days after.
    const after = offset === 0 ? local.minute : -1;
    const [weekly, special] = await Promise.all([
      // A join, so the planner drives it from whichever side is narrower: the day's hours (of the
      // city or category) probing their businesses, or a text's matches probing their hours.
      db.$queryRaw<Candidate[]>(sql`
        SELECT h."businessId" AS id FROM "BusinessProfile" b
          JOIN "BusinessHours" h ON h."businessId" = b."id"
         WHERE h."timeZone" = ${timeZone} AND h."dayOfWeek" = ${(local.dayOfWeek + offset) % 7}
           AND h."businessActive" = TRUE AND h."closeMinute" > ${after} AND h."openMinute" > ${after}
           AND ${matches.hours} AND b."timeZone" = ${timeZone} AND ${matches.where}
         ORDER BY h."openMinute", h."businessId" LIMIT ${limit + (specialRows.get(day) ?? 0)}`),
      specialRows.has(day)
        ? db.$queryRaw<Candidate[]>(sql`
            SELECT s."businessId" AS id FROM "BusinessSpecialHours" s
             WHERE s."day" = ${day} AND s."closed" = FALSE AND s."openMinute" > ${after}
               AND ${probe(sql`s."businessId"`)}
             ORDER BY s."openMinute", s."businessId" LIMIT ${limit}`)
        : [],
    ]);
    const ids = [...new Set([...weekly, ...special].map((row) => row.id))].filter((id) => !found.has(id));
    if (!ids.length) continue;
    for (const [id, opening] of await nextOpenings(db, ids, now)) found.set(id, opening);
  }
  return found;
}

/**
 * The result, with `openingNext` when it is empty because of open now: up to OPENING_NEXT_LIMIT of
 * the matches without open now (in the search's own area) that open soonest, soonest first.
 */
export async function withOpeningNext(
  db: Db,
  query: DirectorySearchQuery,
  now: Date,
  area: SearchArea,
  result: DirectorySearchResult<BusinessCardData>,
): Promise<DirectorySearchResult<BusinessCardData>> {
  if (result.total > 0 || !query.features.includes("open-now")) return result;
  const location: ResolvedLocation | null = result.location;
  const closedToo = { ...query, features: query.features.filter((feature) => feature !== "open-now") };
  const conditions = await searchConditions(db, closedToo, location, now, area);
  if (!conditions) return result;
  // The place and the category narrow the hours themselves (their copies of those columns), so a
  // city's or a category's hours are read from their own index ranges; the rest is probed.
  const categories = query.category ? await categoryIds(db, query.category) : [];
  const hours = and([
    ...(area.kind === "place" && location?.kind === "city" ? [sql`h."citySlug" = ${location.slug}`] : []),
    ...(categories.length ? [sql`h."categoryId" IN (${join(categories)})`] : []),
  ]);
  const matches = { where: conditions.where, hours };
  const found = new Map<string, NextOpening>();
  for (const timeZone of await businessTimeZones(db)) {
    const zone = await zoneCandidates(db, timeZone, now, matches, OPENING_NEXT_LIMIT);
    for (const [id, opening] of zone) found.set(id, opening);
  }
  const soonest = [...found]
    .sort(([a, x], [b, y]) => x.inMinutes - y.inMinutes || a.localeCompare(b))
    .slice(0, OPENING_NEXT_LIMIT);
  const ids = soonest.map(([id]) => id);
  const cards = new Map((await loadBusinessCards(db, ids, now, null)).map((card) => [card.id, card]));
  return {
    ...result,
    openingNext: soonest.flatMap(([id, opening]) => {
      const business = cards.get(id);
      return business ? [{ business, opens: opening.label }] : [];
    }),
  };
}
