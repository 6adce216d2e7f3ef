// "Open · closes 6 PM" / "Closed · opens 7 AM Tue": where a business stands now and when that
// changes, from its weekly hours in its own time zone. Pure, shared by the cards and the profile.
// dayOfWeek 0 = Sunday; minutes count from local midnight; closeMinute above 1440 runs past midnight.
import { localTime } from "./local-time";

export type HoursRow = { dayOfWeek: number; openMinute: number; closeMinute: number };

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
const WEEK = 7 * DAY;
const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** "6 PM", "6:30 PM", "12 AM". */
export function shortTime(minute: number): string {
  const inDay = ((minute % DAY) + DAY) % DAY;
  const hour = Math.floor(inDay / 60);
  const minutes = inDay % 60;
  return `${hour % 12 === 0 ? 12 : hour % 12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;
}

/** The week's opening intervals in minutes from Sunday midnight, merged where they touch, over three weeks (so wrap-around needs no special case). */
function intervals(hours: readonly HoursRow[]): Array<[number, number]> {
  const spans = hours
    .flatMap((row) =>
      [-WEEK, 0, WEEK].map((shift): [number, number] => [
        shift + row.dayOfWeek * DAY + row.openMinute,
        shift + row.dayOfWeek * DAY + row.closeMinute,
      ]),
    )
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** Where the business stands at `now`; null without published hours or with an unknown time zone. */
export function openStatusAt(hours: readonly HoursRow[], timeZone: string, now: Date): OpenStatus | null {
  if (hours.length === 0) return null;
  const local = localTime(now, timeZone);
  if (!local) return null;
  const at = local.dayOfWeek * DAY + local.minute;
  const spans = intervals(hours);
  const current = spans.find(([start, end]) => start <= at && at < end);
  if (current) {
    if (current[1] - current[0] >= 2 * WEEK) return status(true, null);
    // A closing time more than a day ahead names its day.
    const day = current[1] - at >= DAY ? ` ${SHORT_DAYS[Math.floor((((current[1] % WEEK) + WEEK) % WEEK) / DAY)]}` : "";
    return status(true, `closes ${shortTime(current[1])}${day}`);
  }
  const next = spans.find(([start]) => start > at);
  if (!next) return status(false, null);
  // An opening later today needs no day; another day's names it.
  const sameDay = Math.floor(next[0] / DAY) === Math.floor(at / DAY);
  const day = sameDay ? "" : ` ${SHORT_DAYS[Math.floor((((next[0] % WEEK) + WEEK) % WEEK) / DAY)]}`;
  return status(false, `opens ${shortTime(next[0])}${day}`);
}
