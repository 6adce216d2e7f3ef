// The open-now filter. Opening hours are stored in each business's own time zone, so the local
// weekday and minute are computed here once per distinct time zone and passed as parameters; hours
// that run past midnight (closeMinute > 1440) are checked against yesterday's rows as well.
import type { Db } from "@/server/db";
import { localTime } from "./local-time";
import { or, sql, type Sql } from "./sql";

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

export async function openNowCondition(db: Db, now: Date): Promise<Sql> {
  const perZone: Sql[] = [];
  for (const timeZone of await businessTimeZones(db)) {
    const local = localTime(now, timeZone);
    if (!local) continue;
    const yesterday = (local.dayOfWeek + 6) % 7;
    // Served by the covering index (dayOfWeek, closeMinute, openMinute, businessId).
    perZone.push(sql`(b."timeZone" = ${timeZone} AND b."id" IN (
      SELECT h."businessId" FROM "BusinessHours" h
       WHERE h."dayOfWeek" = ${local.dayOfWeek} AND h."closeMinute" > ${local.minute} AND h."openMinute" <= ${local.minute}
      UNION ALL
      SELECT h."businessId" FROM "BusinessHours" h
       WHERE h."dayOfWeek" = ${yesterday} AND h."closeMinute" > ${local.minute + 1440}))`);
  }
  return or(perZone);
}
