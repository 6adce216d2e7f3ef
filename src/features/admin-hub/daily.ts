// A run of days (UTC) with a count each, days without rows filled with 0, oldest first. Pure.
const DAY_MS = 86_400_000;

export type DayCount = { day: string; count: number };

/** The UTC day `daysBack` days before `now`, as "YYYY-MM-DD". */
export const utcDay = (now: Date, daysBack = 0) =>
  new Date(now.getTime() - daysBack * DAY_MS).toISOString().slice(0, 10);

/** The `days` days ending with `now`'s day, each with its count from `rows` (0 when absent). */
export function dailySeries(rows: readonly DayCount[], days: number, now: Date): DayCount[] {
  const counts = new Map(rows.map((row) => [row.day, row.count]));
  return Array.from({ length: days }, (_, index) => {
    const day = utcDay(now, days - 1 - index);
    return { day, count: counts.get(day) ?? 0 };
  });
}
