import "server-only";
// "Usually responds within N hours": the median time to the business's first reply over the
// enquiries it received in the last 90 days (not held or removed), when there are at least 3. An
// enquiry still unanswered counts as slower than every answered one, so a business that leaves most
// unanswered shows nothing. The read is bounded: the newest 500 of the window, from the
// (businessId, createdAt, firstResponseAt) index, and the database picks the middle.
import { Prisma } from "@/generated/sqlite/client";
import { dbProvider, type Db } from "@/platform/db";
import { RESPONSE_MIN_ENQUIRIES, RESPONSE_READ_MAX, RESPONSE_WINDOW_DAYS } from "./types";
import { dbInstant } from "@/platform/db-instant";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type Timing = { createdAt: Date; firstResponseAt: Date | null };

/** How long an enquiry waited for its first reply; unanswered, longer than any answered one. */
export const waitOf = (enquiry: Timing) =>
  enquiry.firstResponseAt
    ? Math.max(0, enquiry.firstResponseAt.getTime() - enquiry.createdAt.getTime())
    : Number.POSITIVE_INFINITY;

/**
 * The median first response in whole hours, rounded up (at least 1), or null when it cannot be told,
 * from how many enquiries there are and the middle one (an odd count) or two (an even count) in
 * order of their waits.
 */
export function hoursFromMiddle(count: number, middle: readonly Timing[]): number | null {
  if (count < RESPONSE_MIN_ENQUIRIES || middle.length < 2 - (count % 2)) return null;
  const waits = middle.map(waitOf);
  const median = count % 2 === 1 ? waits[0]! : (waits[0]! + waits[1]!) / 2;
  if (!Number.isFinite(median)) return null;
  return Math.max(1, Math.ceil(median / HOUR_MS));
}

// The window's newest enquiries (at most RESPONSE_READ_MAX) in order of their waits, unanswered
// last; the database returns the middle one or two with the count, so no row list reaches the app.
// The order only needs each database's own date difference; the hours come from the exact dates.
const waitOrder =
  dbProvider === "postgresql"
    ? {
        wait: Prisma.sql`EXTRACT(EPOCH FROM ("firstResponseAt" - "createdAt"))`,
        order: Prisma.sql`"wait" ASC NULLS LAST, "id"`,
      }
    : {
        wait: Prisma.sql`julianday("firstResponseAt") - julianday("createdAt")`,
        order: Prisma.sql`"wait" IS NULL, "wait", "id"`,
      };

type MiddleRow = { n: number | bigint; createdAt: Date | string; firstResponseAt: Date | string | null };

/** The business's badge figure, or null (fewer than 3 enquiries, or a median that is unanswered). */
export async function responseHoursOf(db: Db, businessId: string, now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const rows = await db.$queryRaw<MiddleRow[]>(Prisma.sql`
    WITH "w" AS (
      SELECT "id", "createdAt", "firstResponseAt", ${waitOrder.wait} AS "wait"
      FROM "Enquiry"
      WHERE "businessId" = ${businessId} AND "createdAt" >= ${since} AND "status" NOT IN ('held', 'removed')
      ORDER BY "createdAt" DESC
      LIMIT ${RESPONSE_READ_MAX}
    )
    SELECT (SELECT COUNT(*) FROM "w") AS "n", "createdAt", "firstResponseAt"
    FROM "w"
    ORDER BY ${waitOrder.order}
    LIMIT 2 OFFSET (SELECT (COUNT(*) - 1) / 2 FROM "w")`);
  const count = Number(rows[0]?.n ?? 0);
  const middle = rows.map((row) => ({
    createdAt: dbInstant(row.createdAt),
    firstResponseAt: row.firstResponseAt === null ? null : dbInstant(row.firstResponseAt),
  }));
  return hoursFromMiddle(count, count % 2 === 1 ? middle.slice(0, 1) : middle);
}
