// The open-now filter. Opening hours are stored in each business's own time zone, so the local
// weekday and minute are computed here once per distinct time zone and passed as parameters; hours
// that run past midnight (closeMinute > 1440) are checked against yesterday's rows as well.
import type { Db } from "@/server/db";
import { localTime } from "./local-time";
import { join, sql, type Sql } from "./sql";

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
  /** Drives the query from the open ids: best for counting, and for pages when few are open. */
  semiJoin: Sql;
  /** SQLite only: the same set as a filter on rows read in sort order, for pages when many are open. */
  filter: Sql;
  /**
   * PostgreSQL: the same set as a hashed subplan. The planner underestimates the open set (a
   * UNION of ranges) and would probe the businesses one id at a time; as a filter it builds one hash
   * of the open ids and checks each business read from a covering or sort index against it.
   */
  hashed: Sql;
};

/**
 * `b` is open at `now`: its id is among the hours rows open at that instant. BusinessHours carries
 * its business's time zone (kept equal by triggers), so each zone's today and yesterday checks are
 * two range scans of the covering index (timeZone, dayOfWeek, closeMinute, openMinute, businessId);
 * the union of all of them is one semi-join.
 */
export async function openNowCondition(db: Db, now: Date): Promise<OpenNow> {
  const ranges: Sql[] = [];
  for (const timeZone of await businessTimeZones(db)) {
    const local = localTime(now, timeZone);
    if (!local) continue;
    const yesterday = (local.dayOfWeek + 6) % 7;
    ranges.push(sql`SELECT h."businessId" FROM "BusinessHours" h
       WHERE h."timeZone" = ${timeZone} AND h."dayOfWeek" = ${local.dayOfWeek} AND h."closeMinute" > ${local.minute} AND h."openMinute" <= ${local.minute}`);
    ranges.push(sql`SELECT h."businessId" FROM "BusinessHours" h
       WHERE h."timeZone" = ${timeZone} AND h."dayOfWeek" = ${yesterday} AND h."closeMinute" > ${local.minute + 1440}`);
  }
  if (!ranges.length) return { semiJoin: sql`FALSE`, filter: sql`FALSE`, hashed: sql`FALSE` };
  const open = join(ranges, " UNION ALL ");
  // The filter form stops SQLite from driving the query from the open ids (the unary + hides the
  // id index), so it walks the sort index and checks each business against the materialised set.
  return { semiJoin: sql`b."id" IN (${open})`, filter: sql`+b."id" IN (${open})`, hashed: sql`(b."id" IN (${open})) IS TRUE` };
}
