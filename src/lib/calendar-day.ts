// Days and instants people (or the pages they hold) send: real calendar dates only (no month 13,
// no 30 February) within the years the product deals with, so an impossible or out-of-range date
// is refused with a message instead of reaching the time-zone arithmetic or a database. Pure, so
// the browser's forms can use it too.
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;
export const CALENDAR_DAY_MESSAGE = `Enter a real date between ${MIN_YEAR} and ${MAX_YEAR}.`;

/** `value` is "YYYY-MM-DD", a day that exists, in MIN_YEAR..MAX_YEAR. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `value` is an instant exactly as Date#toISOString writes it ("2026-11-22T08:30:00.000Z"), on such a day. */
export function isIsoInstant(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) || !isCalendarDay(value.slice(0, 10))) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
}

const dayOfUtc = (time: number) => new Date(time).toISOString().slice(0, 10);
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** The calendar day `days` after `day` ("YYYY-MM-DD"; negative goes back). */
export const addCalendarDays = (day: string, days: number): string => dayOfUtc(utcOf(day) + days * 86_400_000);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const calendarDaysBetween = (from: string, to: string): number =>
  Math.round((utcOf(to) - utcOf(from)) / 86_400_000);

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOfCalendarDay = (day: string): number => new Date(utcOf(day)).getUTCDay();
