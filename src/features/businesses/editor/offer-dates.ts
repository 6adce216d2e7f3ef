// An offer's "valid from" and "valid to" are days in the business's own time zone: from the start
// of the first day to the end of the last. Stored as instants so the card's "dates include now"
// check is one comparison on both databases.
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** Minutes the zone is ahead of UTC at `instant` (Chicago in winter: -360). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((asUtc - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/** The instant a "YYYY-MM-DD" day starts in `timeZone`. */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - zoneOffsetMinutes(midnightUtc, timeZone) * MINUTE;
  // Once more with the offset at that instant, in case a daylight-saving change lies between.
  return new Date(midnightUtc - zoneOffsetMinutes(first, timeZone) * MINUTE);
}

/** The last millisecond of a "YYYY-MM-DD" day in `timeZone`. */
export function endOfDay(day: string, timeZone: string): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return new Date(startOfDay(next, timeZone).getTime() - 1);
}

/** The "YYYY-MM-DD" day an instant falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffsetMinutes(instant.getTime(), timeZone) * MINUTE)
    .toISOString()
    .slice(0, 10);
}
