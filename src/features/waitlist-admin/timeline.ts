// Counts per day or per week (weeks start on Monday, UTC), with empty days or weeks filled in so a
// chart shows gaps. Pure.
const DAY_MS = 86_400_000;
/** More buckets than this are cut off at the start (a very long range shows its latest part). */
export const MAX_BUCKETS = 366;

export type TimelineBucket = { start: string; count: number };

function bucketStart(date: Date, interval: "day" | "week"): number {
  const day = Math.floor(date.getTime() / DAY_MS) * DAY_MS;
  if (interval === "day") return day;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return day - weekday * DAY_MS;
}

export function timelineBuckets(
  dates: readonly Date[],
  interval: "day" | "week",
  from?: string,
  to?: string,
): TimelineBucket[] {
  const first = from ? new Date(`${from}T00:00:00Z`) : dates[0];
  const last = to ? new Date(`${to}T00:00:00Z`) : dates[dates.length - 1];
  if (!first || !last) return [];
  const step = interval === "day" ? DAY_MS : 7 * DAY_MS;
  const start = Math.max(bucketStart(first, interval), bucketStart(last, interval) - (MAX_BUCKETS - 1) * step);
  const end = bucketStart(last, interval);
  const counts = new Map<number, number>();
  for (const date of dates) {
    const key = bucketStart(date, interval);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const buckets: TimelineBucket[] = [];
  for (let at = start; at <= end; at += step) {
    buckets.push({ start: new Date(at).toISOString().slice(0, 10), count: counts.get(at) ?? 0 });
  }
  return buckets;
}
