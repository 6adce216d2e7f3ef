// Opening hours: "open now" in the business's own time zone, and the week and the special dates
// (holidays, events) as people read them. dayOfWeek 0 = Sunday; minutes count from local midnight;
// closeMinute above 1440 runs past midnight.
import { specialDatesOf } from "@/features/businesses/special-hours/rules";
import { dateLabel } from "@/features/businesses/special-hours/types";
import { localTime } from "@/features/directory/local-time";
import { openStatusAt, type HoursRow, type SpecialHoursRow } from "@/features/directory/open-status";

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

function formatRange(row: Pick<HoursRow, "openMinute" | "closeMinute">): string {
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

/** How many special dates the hours card lists. */
const SPECIAL_DATES_SHOWN = 5;

/** A special date as the hours card shows it: "Thu, Nov 26", ["Closed"], "Thanksgiving". */
export type SpecialDateText = { day: string; date: string; times: string[]; label: string | null };

/** "Closed (Thanksgiving)", "9:00 AM – 1:00 PM". */
export const specialDateText = (date: SpecialDateText) =>
  `${date.times.join(", ")}${date.label ? ` (${date.label})` : ""}`;

/**
 * The profile's hours at `now`, in the business's time zone: where it stands, today's weekday and
 * hours (a special date's when today is one), and the special dates from today on.
 */
export function hoursAt(
  business: { hours: HoursRow[]; specialHours: Array<SpecialHoursRow & { label: string | null }>; timeZone: string },
  now: Date,
) {
  const status = openStatusAt(business.hours, business.timeZone, now, business.specialHours);
  const local = localTime(now, business.timeZone);
  if (!local) return { status, today: null, todayHours: null, todaySpecial: null, special: [] };
  const special = specialDatesOf(business.specialHours.filter((row) => row.day >= local.day))
    .slice(0, SPECIAL_DATES_SHOWN)
    .map((date): SpecialDateText => ({
      day: date.day,
      date: dateLabel(date.day, date.day.slice(0, 4) !== local.day.slice(0, 4)),
      times: date.closed ? ["Closed"] : date.intervals.map(formatRange),
      label: date.label,
    }));
  const todaySpecial = special[0]?.day === local.day ? special[0] : null;
  const weekly = business.hours.length
    ? (weekSchedule(business.hours).find((day) => day.day === local.dayOfWeek)?.times ?? null)
    : null;
  const todayHours = todaySpecial ? specialDateText(todaySpecial) : (weekly?.join(", ") ?? null);
  return { status, today: local.dayOfWeek, todayHours, todaySpecial, special };
}
