// Local date, weekday and minute of an instant in a given IANA time zone, for the open-now filter
// and the open status. Computed in JavaScript so both databases get the same plain values as query
// parameters.
export type LocalTime = { dayOfWeek: number; minute: number; /** "YYYY-MM-DD" */ day: string };

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** dayOfWeek 0 = Sunday (as BusinessHours stores it); minute counts from local midnight. Null for an unknown zone. */
export function localTime(now: Date, timeZone: string): LocalTime | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatter(timeZone).formatToParts(now);
  } catch {
    return null;
  }
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  const dayOfWeek = WEEKDAYS[value("weekday")];
  if (dayOfWeek === undefined) return null;
  return {
    dayOfWeek,
    minute: Number(value("hour")) * 60 + Number(value("minute")),
    day: `${value("year")}-${value("month")}-${value("day")}`,
  };
}
