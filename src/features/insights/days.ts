// Calendar days as "YYYY-MM-DD": a business's local day of an instant, and day arithmetic. Pure.
import { zonedParts } from "@/lib/zoned-month";

const pad = (value: number) => String(value).padStart(2, "0");

/** The day `at` falls on in `timeZone` (UTC when the zone is unknown). */
export function localDay(at: Date, timeZone: string): string {
  try {
    const { year, month, day } = zonedParts(at, timeZone);
    return `${year}-${pad(month + 1)}-${pad(day)}`;
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The `length` days ending with `last`, oldest first. */
export function daysEnding(last: string, length: number): string[] {
  return Array.from({ length }, (_, index) => addDays(last, index - (length - 1)));
}
