// Opening hours: "open now" in the business's own time zone, and the week as people read it.
// dayOfWeek 0 = Sunday; minutes count from local midnight; closeMinute above 1440 runs past midnight.
import { openStatusAt, type HoursRow } from "@/features/directory/open-status";

export type { HoursRow };

const MINUTES_PER_DAY = 1440;
export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Open at `now` in the business's own time zone (the profile's and the tests' yes or no). */
export const isOpenAt = (hours: HoursRow[], timeZone: string, now: Date): boolean =>
  openStatusAt(hours, timeZone, now)?.open ?? false;

export function formatMinute(minute: number): string {
  const inDay = minute % MINUTES_PER_DAY;
  const hour = Math.floor(inDay / 60);
  const minutes = String(inDay % 60).padStart(2, "0");
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${suffix}`;
}

function formatRange(row: HoursRow): string {
  if (row.openMinute === 0 && row.closeMinute === MINUTES_PER_DAY) return "Open 24 hours";
  return `${formatMinute(row.openMinute)} – ${formatMinute(row.closeMinute)}`;
}

/** The week from Monday to Sunday, each day with its opening times or "Closed". */
export function weekSchedule(hours: HoursRow[]): Array<{ day: number; name: string; times: string[] }> {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => {
    const rows = hours.filter((row) => row.dayOfWeek === day).sort((a, b) => a.openMinute - b.openMinute);
    return { day, name: DAY_NAMES[day]!, times: rows.length ? rows.map(formatRange) : ["Closed"] };
  });
}
