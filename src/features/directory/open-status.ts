// "Open · closes 6 PM" / "Closed · opens 7 AM Tue": where a business stands now and when that
// changes, from its weekly hours and its special days (holidays, events) in its own time zone.
// Pure, shared by the cards and the profile. dayOfWeek 0 = Sunday; minutes count from local
// midnight; closeMinute above 1440 runs past midnight.
//
// A date with special rows replaces that date's weekly hours: closed (a row marked closed) or open
// only in its rows' intervals, which may run past midnight like weekly hours. Weekly hours that run
// past midnight into a special date stop at its midnight. Special dates count from yesterday to a
// week ahead, the days the status looks at.
import { addCalendarDays } from "@/lib/calendar-day";
import { localTime, type LocalTime } from "./local-time";

export type HoursRow = { dayOfWeek: number; openMinute: number; closeMinute: number };
/** One row of a special date ("YYYY-MM-DD", the business's local date); minutes null when closed. */
export type SpecialHoursRow = { day: string; closed: boolean; openMinute: number | null; closeMinute: number | null };

export type OpenStatus = {
  open: boolean;
  /** The short label, e.g. "Open · closes 6 PM", "Closed · opens 7 AM Tue", "Open 24 hours". */
  label: string;
  /** The next change alone ("closes 6 PM", "opens 7 AM Tue"); null when there is none. */
  next: string | null;
};

const status = (open: boolean, next: string | null): OpenStatus => ({
  open,
  next,
  label: next ? `${open ? "Open" : "Closed"} · ${next}` : open ? "Open 24 hours" : "Closed",
});

const DAY = 1440;
/** The days looked at, from today: yesterday (its hours may run into today) to the same weekday next week. */
const FIRST_DAY = -1;
const LAST_DAY = 7;
const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** "6 PM", "6:30 PM", "12 AM". */
export function shortTime(minute: number): string {
  const inDay = ((minute % DAY) + DAY) % DAY;
  const hour = Math.floor(inDay / 60);
  const minutes = inDay % 60;
  return `${hour % 12 === 0 ? 12 : hour % 12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * The opening intervals from yesterday to a week ahead, in minutes from today's local midnight,
 * merged where they touch: each date's special rows if it has any, else its weekday's hours (cut
 * at midnight when the next date is special).
 */
function intervals(
  hours: readonly HoursRow[],
  special: ReadonlyMap<string, readonly SpecialHoursRow[]>,
  today: { day: string; dayOfWeek: number },
): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let offset = FIRST_DAY; offset <= LAST_DAY; offset++) {
    const start = offset * DAY;
    const day = addCalendarDays(today.day, offset);
    const specialRows = special.get(day);
    if (specialRows) {
      for (const row of specialRows)
        if (!row.closed && row.openMinute !== null && row.closeMinute !== null)
          spans.push([start + row.openMinute, start + row.closeMinute]);
      continue;
    }
    const end = special.has(addCalendarDays(day, 1)) ? start + DAY : Infinity;
    const weekday = (((today.dayOfWeek + offset) % 7) + 7) % 7;
    for (const row of hours)
      if (row.dayOfWeek === weekday && start + row.openMinute < end)
        spans.push([start + row.openMinute, Math.min(start + row.closeMinute, end)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** The opening intervals around `now` in the business's zone, and its local time; null as openStatusAt. */
function spansAt(
  hours: readonly HoursRow[],
  timeZone: string,
  now: Date,
  special: readonly SpecialHoursRow[],
): { local: LocalTime; spans: Array<[number, number]>; weekdayAt: (minute: number) => string } | null {
  const local = localTime(now, timeZone);
  if (!local) return null;
  const byDay = new Map<string, SpecialHoursRow[]>();
  const first = addCalendarDays(local.day, FIRST_DAY);
  const last = addCalendarDays(local.day, LAST_DAY + 1);
  for (const row of special)
    if (row.day >= first && row.day <= last) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  if (hours.length === 0 && byDay.size === 0) return null;
  const weekdayAt = (minute: number) => SHORT_DAYS[(local.dayOfWeek + Math.floor(minute / DAY) + 7) % 7]!;
  return { local, spans: intervals(hours, byDay, local), weekdayAt };
}

/**
 * Where the business stands at `now`; null without published hours (weekly or special) or with an
 * unknown time zone. `special`: its special rows (any dates; those from yesterday to a week ahead count).
 */
export function openStatusAt(
  hours: readonly HoursRow[],
  timeZone: string,
  now: Date,
  special: readonly SpecialHoursRow[] = [],
): OpenStatus | null {
  const known = spansAt(hours, timeZone, now, special);
  if (!known) return null;
  const { local, spans, weekdayAt } = known;
  const at = local.minute;
  const current = spans.find(([start, end]) => start <= at && at < end);
  if (current) {
    // Open through every day looked at: open around the clock.
    if (current[0] <= FIRST_DAY * DAY && current[1] >= (LAST_DAY + 1) * DAY) return status(true, null);
    // A closing time more than a day ahead names its day.
    const day = current[1] - at >= DAY ? ` ${weekdayAt(current[1])}` : "";
    return status(true, `closes ${shortTime(current[1])}${day}`);
  }
  const next = spans.find(([start]) => start > at);
  if (!next) return status(false, null);
  // An opening later today needs no day; another day's names it.
  const day = next[0] < DAY ? "" : ` ${weekdayAt(next[0])}`;
  return status(false, `opens ${shortTime(next[0])}${day}`);
}

/** When a closed business opens next: in how many minutes, and "Opens at 6:30 AM" (today) or "Opens Tue at 7 AM". */
export type NextOpening = { inMinutes: number; label: string };

/**
 * The next opening of a business closed at `now`, from the same weekly hours and special days as
 * openStatusAt (a holiday closes a weekday, a special day opens at its own times); null when it is
 * open now, opens within none of the days looked at, or has no hours.
 */
export function nextOpeningAt(
  hours: readonly HoursRow[],
  timeZone: string,
  now: Date,
  special: readonly SpecialHoursRow[] = [],
): NextOpening | null {
  const known = spansAt(hours, timeZone, now, special);
  if (!known) return null;
  const { local, spans, weekdayAt } = known;
  const at = local.minute;
  if (spans.some(([start, end]) => start <= at && at < end)) return null;
  const next = spans.find(([start]) => start > at);
  if (!next) return null;
  const day = next[0] < DAY ? "" : ` ${weekdayAt(next[0])}`;
  return { inMinutes: next[0] - at, label: `Opens${day} at ${shortTime(next[0])}` };
}
