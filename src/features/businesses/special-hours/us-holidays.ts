// The days US businesses usually close: New Year's Day, Memorial Day, Independence Day, Labor Day,
// Thanksgiving and Christmas Day, computed for any year. A business closes on the day itself (a
// shop is closed on a Saturday Christmas), not on the federal weekday it is observed on.
import type { Holiday } from "./types";

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The `n`th `weekday` (0 = Sunday) of a month (1-12). */
const nthWeekday = (year: number, month: number, weekday: number, n: number) =>
  iso(year, month, 1 + ((weekday - weekdayOf(year, month, 1) + 7) % 7) + (n - 1) * 7);

/** The last `weekday` of a month (1-12). */
function lastWeekday(year: number, month: number, weekday: number) {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(year, month, last - ((weekdayOf(year, month, last) - weekday + 7) % 7));
}

const MONDAY = 1;
const THURSDAY = 4;

export function usHolidaysOf(year: number): Holiday[] {
  return [
    { day: iso(year, 1, 1), label: "New Year's Day" },
    { day: lastWeekday(year, 5, MONDAY), label: "Memorial Day" },
    { day: iso(year, 7, 4), label: "Independence Day" },
    { day: nthWeekday(year, 9, MONDAY, 1), label: "Labor Day" },
    { day: nthWeekday(year, 11, THURSDAY, 4), label: "Thanksgiving" },
    { day: iso(year, 12, 25), label: "Christmas Day" },
  ];
}

/** The holidays of the next 12 months: from `today` ("YYYY-MM-DD") to the day before the same date next year. */
export function usHolidaysAhead(today: string): Holiday[] {
  const year = Number(today.slice(0, 4));
  const end = `${year + 1}${today.slice(4)}`;
  return [...usHolidaysOf(year), ...usHolidaysOf(year + 1)].filter(
    (holiday) => holiday.day >= today && holiday.day < end,
  );
}
