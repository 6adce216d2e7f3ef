// Calendar days as "YYYY-MM-DD" for insights: a business's local day of an instant, and a period's
// days. Pure; day arithmetic is src/lib/calendar-day.ts, local time src/features/directory/local-time.ts.
import { addCalendarDays } from "@/lib/calendar-day";
import { localTime } from "@/features/directory/local-time";

/** The day `at` falls on in `timeZone` (UTC when the zone is unknown). */
export function localDay(at: Date, timeZone: string): string {
  return localTime(at, timeZone)?.day ?? at.toISOString().slice(0, 10);
}

/** The `length` days ending with `last`, oldest first. */
export function daysEnding(last: string, length: number): string[] {
  return Array.from({ length }, (_, index) => addCalendarDays(last, index - (length - 1)));
}
