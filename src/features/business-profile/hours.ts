// Opening hours: "open now" in the business's own time zone, and the week as people read it.
// dayOfWeek 0 = Sunday; minutes count from local midnight; closeMinute above 1440 runs past midnight.
export type HoursRow = { dayOfWeek: number; openMinute: number; closeMinute: number };

const MINUTES_PER_DAY = 1440;
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The weekday and minute of the day at `now` on the clocks of `timeZone`. */
export function localTime(timeZone: string, now: Date): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return { day: WEEKDAY_INDEX[part("weekday")] ?? 0, minute: Number(part("hour")) * 60 + Number(part("minute")) };
}

export function isOpenAt(hours: HoursRow[], timeZone: string, now: Date): boolean {
  const { day, minute } = localTime(timeZone, now);
  const yesterday = (day + 6) % 7;
  return hours.some(
    (row) =>
      (row.dayOfWeek === day && row.openMinute <= minute && minute < row.closeMinute) ||
      // Yesterday's late hours that run past midnight.
      (row.dayOfWeek === yesterday && row.closeMinute > MINUTES_PER_DAY && minute + MINUTES_PER_DAY < row.closeMinute),
  );
}

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
