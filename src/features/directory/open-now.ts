import "server-only";
// The open-now filter. Opening hours are stored in each business's own time zone, so the local
// weekday and minute are computed here once per distinct time zone and passed as parameters; hours
// that run past midnight (closeMinute > 1440) are checked against yesterday's rows as well.
import type { Db } from "@/platform/db";
import { localTime } from "./local-time";
import { and, join, or, sql, type Sql } from "./sql";

/** The distinct time zones of all businesses, read by skipping through the time-zone index. */
async function businessTimeZones(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ tz: string }>>`
    WITH RECURSIVE zones(tz) AS (
      SELECT MIN("timeZone") FROM "BusinessProfile"
      UNION ALL
      SELECT (SELECT MIN(p."timeZone") FROM "BusinessProfile" p WHERE p."timeZone" > zones.tz) FROM zones WHERE zones.tz IS NOT NULL
    )
    SELECT tz FROM zones WHERE tz IS NOT NULL`;
  return rows.map((row) => row.tz);
}

export type OpenNow = {
  /**
   * How many active businesses that pass the filters are open, counting each zone and day's rows up
   * to `limit`: one covering index range per zone and day, no business rows read. Exact below
   * `limit` because the hours of a business never overlap (a trigger refuses overlaps), so each
   * open business has exactly one open row; at `limit` or more, only that there are at least that
   * many (at noon most businesses are open, and counting them all read most of a day's hours).
   */
  count: (limit: number) => Sql;
  /** `b` is open: a probe of its own hours (for businesses read through other filters or in sort order). */
  exists: Sql;
  /** `b`'s id is among the open ids: drives the query from the open hours (for pages when few are open). */
  semiJoin: Sql;
};

/**
 * Open now at `now`; `count` and `semiJoin` also apply `hoursFilters`, conditions on the business
 * columns that BusinessHours `h` copies (copied-columns.ts: city, category, rating, verified, booking, same day). Each
 * zone's today and yesterday checks are ranges of the covering index (timeZone, dayOfWeek,
 * businessActive, closeMinute, openMinute, <the copied filter columns>, businessId), or of the same
 * index led by citySlug or by categoryId.
 */
export async function openNowCondition(db: Db, now: Date, hoursFilters: Sql[]): Promise<OpenNow> {
  const rows: Sql[] = [];
  const days = new Set<number>();
  for (const timeZone of await businessTimeZones(db)) {
    const local = localTime(now, timeZone);
    if (!local) continue;
    const yesterday = (local.dayOfWeek + 6) % 7;
    days.add(local.dayOfWeek).add(yesterday);
    rows.push(
      sql`h."timeZone" = ${timeZone} AND h."dayOfWeek" = ${local.dayOfWeek} AND h."closeMinute" > ${local.minute} AND h."openMinute" <= ${local.minute}`,
    );
    rows.push(
      sql`h."timeZone" = ${timeZone} AND h."dayOfWeek" = ${yesterday} AND h."closeMinute" > ${local.minute + 1440}`,
    );
  }
  if (!rows.length) return { count: () => sql`SELECT 0 AS total`, exists: sql`FALSE`, semiJoin: sql`FALSE` };
  // (The probe needs neither: the business row it starts from has been checked.)
  const business = and([sql`h."businessActive" = TRUE`, ...hoursFilters]);
  const counts = (limit: number) =>
    rows.map(
      (where) =>
        sql`(SELECT COUNT(*) FROM (SELECT 1 FROM "BusinessHours" h WHERE ${where} AND ${business} LIMIT ${limit}) o)`,
    );
  const ids = rows.map((where) => sql`SELECT h."businessId" FROM "BusinessHours" h WHERE ${where} AND ${business}`);
  return {
    count: (limit) => sql`SELECT ${join(counts(limit), " + ")} AS total`,
    // (The days let the probe seek its business's rows of those days instead of reading all of them.)
    exists: sql`EXISTS (SELECT 1 FROM "BusinessHours" h WHERE h."businessId" = b."id" AND h."dayOfWeek" IN (${join([...days])})
      AND ${or(rows.map((where) => sql`(${where})`))})`,
    semiJoin: sql`b."id" IN (${join(ids, " UNION ALL ")})`,
  };
}
