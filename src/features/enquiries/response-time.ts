import "server-only";
// "Usually responds within N hours": the median time to the business's first reply over the
// enquiries it received in the last 90 days (not held or removed), when there are at least 3. An
// enquiry still unanswered counts as slower than every answered one, so a business that leaves most
// unanswered shows nothing. The read is bounded: the newest 500 of the window, from the
// (businessId, createdAt, firstResponseAt) index.
import type { Db } from "@/platform/db";
import { RESPONSE_MIN_ENQUIRIES, RESPONSE_READ_MAX, RESPONSE_WINDOW_DAYS } from "./types";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Timing = { createdAt: Date; firstResponseAt: Date | null };

/** The median first response in whole hours, rounded up (at least 1), or null when it cannot be told. */
export function medianResponseHours(enquiries: readonly Timing[]): number | null {
  if (enquiries.length < RESPONSE_MIN_ENQUIRIES) return null;
  const waits = enquiries
    .map((enquiry) =>
      enquiry.firstResponseAt
        ? Math.max(0, enquiry.firstResponseAt.getTime() - enquiry.createdAt.getTime())
        : Number.POSITIVE_INFINITY,
    )
    .sort((a, b) => a - b);
  const middle = Math.floor(waits.length / 2);
  const median = waits.length % 2 === 1 ? waits[middle]! : (waits[middle - 1]! + waits[middle]!) / 2;
  if (!Number.isFinite(median)) return null;
  return Math.max(1, Math.ceil(median / HOUR_MS));
}

/** The business's badge figure, or null (fewer than 3 enquiries, or a median that is unanswered). */
export async function responseHoursOf(db: Db, businessId: string, now = new Date()): Promise<number | null> {
  const enquiries = await db.enquiry.findMany({
    where: {
      businessId,
      createdAt: { gte: new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS) },
      status: { notIn: ["held", "removed"] },
    },
    orderBy: { createdAt: "desc" },
    take: RESPONSE_READ_MAX,
    select: { createdAt: true, firstResponseAt: true },
  });
  return medianResponseHours(enquiries);
}
