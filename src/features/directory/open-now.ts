import "server-only";
// The open-now filter. Opening hours are stored in each business's own time zone, so the local
// date, weekday and minute are computed here once per distinct time zone and passed as parameters;
// hours that run past midnight (closeMinute > 1440) are checked against yesterday's rows as well.
//
// Special days (BusinessSpecialHours, by local date) replace a date's weekly hours: a business with
// special rows on its local today is open only in those rows' intervals or in yesterday's special
// rows that run past midnight; weekly hours of yesterday running into a special today, or of a
// special yesterday, do not count (as in open-status.ts). Special rows are rare, so the statements
// change only when the dates in question have any (one read of the (day, businessId) index first),
// and then add reads of those dates' rows to the weekly hours' index ranges.
import type { Db } from "@/platform/db";
import { addCalendarDays } from "@/lib/calendar-day";
import { Prisma } from "@/generated/sqlite/client";
import { dialect } from "./dialect";
import { localTime, type LocalTime } from "./local-time";
import { and, join, or, sql, type Sql } from "./sql";

/** The distinct time zones of all businesses, read by skipping through the time-zone index. */
export async function businessTimeZones(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ tz: string }>>`
    WITH RECURSIVE zones(tz) AS (
      SELECT MIN("timeZone") FROM "BusinessProfile"
      UNION ALL
      SELECT (SELECT MIN(p."timeZone") FROM "BusinessProfile" p WHERE p."timeZone" > zones.tz) FROM zones WHERE zones.tz IS NOT NULL
    )
    SELECT tz FROM zones WHERE tz IS NOT NULL`;
  return rows.map((row) => row.tz);
}

/**
 * How many special rows each date from two days before `now`'s UTC date to the day after has: every
 * zone's today and yesterday lie in that range. One range of the (day, businessId) index.
 */
async function specialRowsByDay(db: Db, now: Date): Promise<Map<string, number>> {
  const utcDay = now.toISOString().slice(0, 10);
  const rows = await db.$queryRaw<Array<{ day: string; n: bigint | number }>>`
    SELECT "day", COUNT(*) AS n FROM "BusinessSpecialHours"
     WHERE "day" >= ${addCalendarDays(utcDay, -2)} AND "day" <= ${addCalendarDays(utcDay, 1)}
     GROUP BY "day"`;
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

export type OpenNow = {
  /**
   * How many active businesses that pass the filters are open, counting each zone and day's rows up
   * to `limit`: one covering index range per zone and day, no business rows read. Exact below
   * `limit` because the hours of a business never overlap (a trigger refuses overlaps), so each
   * open business has exactly one open row; at `limit` or more, only that there are at least that
   * many (at noon most businesses are open, and counting them all read most of a day's hours).
   * With special rows on a zone's today or yesterday: each range counts only the rows of
   * businesses whose weekly hours those dates do not replace (a probe of the special rows' index
   * per row read), plus the businesses open by a special row that no weekly row counts; the time
   * stays bounded by `limit`, not by how many businesses the dates close.
   */
  count: (limit: number) => Sql;
  /** `b` is open: a probe of its own hours (for businesses read through other filters or in sort order). */
  exists: Sql;
  /** `b`'s id is among the open ids: drives the query from the open hours (for pages when few are open). */
  semiJoin: Sql;
};

/**
 * The filters on a business's columns, written on its hours (`h`, copied-columns.ts) and on the
 * business itself as dialect.search.sortOrderAlias writes it (`+b` on SQLite: without their indexes).
 */
export type OpenNowFilters = { hours: Sql[]; business: Sql[] };

/** One zone's now, and the special dates among its today and yesterday. */
type Zone = {
  timeZone: string;
  local: LocalTime;
  /** The weekly rows open now: today's, and yesterday's running past midnight. */
  today: Sql;
  spill: Sql;
  /** Its today and yesterday, where they have special rows. */
  specialToday: string | null;
  specialYesterday: string | null;
};

/** `id` has special rows on one of `days`. */
const hasSpecial = (id: Sql, days: readonly string[]) =>
  sql`EXISTS (SELECT 1 FROM "BusinessSpecialHours" x WHERE x."businessId" = ${id} AND x."day" IN (${join(days)}))`;

/** Special rows `s` of the zone's today that are open now, or of its yesterday that run past midnight into now. */
function specialOpen(zone: Zone): Sql {
  const { minute } = zone.local;
  return or([
    ...(zone.specialToday
      ? [sql`(s."day" = ${zone.specialToday} AND s."openMinute" <= ${minute} AND s."closeMinute" > ${minute})`]
      : []),
    ...(zone.specialYesterday
      ? [sql`(s."day" = ${zone.specialYesterday} AND s."closeMinute" > ${minute + 1440})`]
      : []),
  ]);
}

/** The weekly rows `h` that count as open: today's unless today is special; the spill unless today or yesterday is. */
function weeklyOpen(zone: Zone, id: Sql): { today: Sql; spill: Sql } {
  const spillDays = [zone.specialToday, zone.specialYesterday].filter((day): day is string => day !== null);
  return {
    today: zone.specialToday ? sql`${zone.today} AND NOT ${hasSpecial(id, [zone.specialToday])}` : zone.today,
    spill: spillDays.length ? sql`${zone.spill} AND NOT ${hasSpecial(id, spillDays)}` : zone.spill,
  };
}

/**
 * Open now at `now`; `count` and `semiJoin` also apply `filters`, conditions on the business
 * columns that BusinessHours `h` copies (copied-columns.ts: city, category, rating, verified, booking, same day). Each
 * zone's today and yesterday checks are ranges of the covering index (timeZone, dayOfWeek,
 * businessActive, closeMinute, openMinute, <the copied filter columns>, businessId), or of the same
 * index led by citySlug or by categoryId.
 */
export async function openNowCondition(db: Db, now: Date, filters: OpenNowFilters): Promise<OpenNow> {
  const [timeZones, specialRows] = await Promise.all([businessTimeZones(db), specialRowsByDay(db, now)]);
  const zones: Zone[] = [];
  for (const timeZone of timeZones) {
    const local = localTime(now, timeZone);
    if (!local) continue;
    const yesterday = addCalendarDays(local.day, -1);
    zones.push({
      timeZone,
      local,
      today: sql`h."timeZone" = ${timeZone} AND h."dayOfWeek" = ${local.dayOfWeek} AND h."closeMinute" > ${local.minute} AND h."openMinute" <= ${local.minute}`,
      spill: sql`h."timeZone" = ${timeZone} AND h."dayOfWeek" = ${(local.dayOfWeek + 6) % 7} AND h."closeMinute" > ${local.minute + 1440}`,
      specialToday: specialRows.has(local.day) ? local.day : null,
      specialYesterday: specialRows.has(yesterday) ? yesterday : null,
    });
  }
  if (!zones.length) return { count: () => sql`SELECT 0 AS total`, exists: sql`FALSE`, semiJoin: sql`FALSE` };
  const special = zones.filter((zone) => zone.specialToday || zone.specialYesterday);
  const specialDays = [...new Set(special.flatMap((zone) => [zone.specialToday, zone.specialYesterday]))].filter(
    (day): day is string => day !== null,
  );
  // (The probe needs neither: the business row it starts from has been checked.)
  const business = and([sql`h."businessActive" = TRUE`, ...filters.hours]);
  const days = [...new Set(zones.flatMap((zone) => [zone.local.dayOfWeek, (zone.local.dayOfWeek + 6) % 7]))];
  /** `b` has an hours row among `rows` (by its own hours: the days let the probe seek them instead of reading all). */
  const hoursOf = (rows: Sql[]) =>
    sql`EXISTS (SELECT 1 FROM "BusinessHours" h WHERE h."businessId" = b."id" AND h."dayOfWeek" IN (${join(days)})
      AND ${or(rows.map((where) => sql`(${where})`))})`;
  const weeklyRows = zones.flatMap((zone) => [zone.today, zone.spill]);
  const weekly = (id: Sql) => zones.flatMap((zone) => Object.values(weeklyOpen(zone, id)));
  /** `b` is open by a special row of its own zone (only when some zone has special dates). */
  const openBySpecial =
    () => sql`EXISTS (SELECT 1 FROM "BusinessSpecialHours" s WHERE s."businessId" = b."id" AND s."day" IN (${join(specialDays)})
          AND ${or(special.map((zone) => sql`(b."timeZone" = ${zone.timeZone} AND ${specialOpen(zone)})`))})`;
  const exists = special.length ? or([hoursOf(weekly(sql`b."id"`)), openBySpecial()]) : hoursOf(weeklyRows);
  /** Each range's rows, up to `limit` (all the weekly rows, or those no special date replaces). */
  const rangeCounts = (ranges: Sql[], limit: number) =>
    ranges.map(
      (where) =>
        sql`(SELECT COUNT(*) FROM (SELECT 1 FROM "BusinessHours" h WHERE ${where} AND ${business} LIMIT ${limit}) o)`,
    );
  const ids = [
    ...weekly(sql`h."businessId"`).map(
      (where) => sql`SELECT h."businessId" FROM "BusinessHours" h WHERE ${where} AND ${business}`,
    ),
    ...special.map(
      // (Each business's time zone read by its id alone: with a join, SQLite's planner could read
      // every business of the time zone instead of the day's few special rows.)
      (zone) => sql`SELECT s."businessId" FROM "BusinessSpecialHours" s
        WHERE ${specialOpen(zone)}
          AND (SELECT z."timeZone" FROM "BusinessProfile" z WHERE z."id" = s."businessId") = ${zone.timeZone}`,
    ),
  ];
  if (!special.length)
    return {
      count: (limit) => sql`SELECT ${join(rangeCounts(weeklyRows, limit), " + ")} AS total`,
      exists,
      semiJoin: sql`b."id" IN (${join(ids, " UNION ALL ")})`,
    };
  // The businesses open by a special row of those dates that no weekly row counts (a special
  // yesterday running into a weekly today), read from the dates' special rows open now. (CROSS
  // JOIN: SQLite keeps the order, from the special rows to each business by its id; the business's
  // other columns are compared without their indexes, filters.business.)
  const alias = Prisma.raw(dialect.search.sortOrderAlias);
  const openOnlyBySpecial = sql`(SELECT COUNT(*) FROM (SELECT DISTINCT s."businessId" FROM "BusinessSpecialHours" s
      WHERE s."day" IN (${join(specialDays)}) AND ${or(special.map((zone) => sql`(${specialOpen(zone)})`))}) o
    CROSS JOIN "BusinessProfile" b WHERE b."id" = o."businessId" AND ${and([sql`${alias}."active" = TRUE`, ...filters.business])}
      AND ${openBySpecial()} AND NOT ${hoursOf(weekly(sql`b."id"`))})`;
  return {
    count: (limit) =>
      sql`SELECT ${join([...rangeCounts(weekly(sql`h."businessId"`), limit), openOnlyBySpecial], " + ")} AS total`,
    exists,
    semiJoin: sql`b."id" IN (${join(ids, " UNION ALL ")})`,
  };
}
