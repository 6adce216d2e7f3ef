// Dates as people read them, always in a named time zone: a business's (what visitors of its pages
// read) or the viewer's (`LocalTime` in src/components/ui/local-time.tsx). Never the runtime's
// default zone or locale, which differ between the server (UTC) and a browser. The text is built from
// the formatter's parts with plain spaces, so every ICU version (Node's, a browser's) writes the same.

/** The site's zone: its cities are in Texas (El Paso businesses carry America/Denver themselves). */
export const SITE_TIME_ZONE = "America/Chicago";

/**
 * - `long`: November 26, 2026
 * - `medium`: Nov 26, 2026
 * - `dateTime`: Nov 26, 2026, 7:47 PM CST
 */
export type DateStyle = "long" | "medium" | "dateTime";

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { month: "long", day: "numeric", year: "numeric" },
  medium: { month: "short", day: "numeric", year: "numeric" },
  dateTime: {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h12",
    timeZoneName: "short",
  },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${timeZone} ${style}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", { ...OPTIONS[style], timeZone });
    } catch {
      // An unknown zone name (a bad row, an old browser): the site's zone rather than an error page.
      return formatter(SITE_TIME_ZONE, style);
    }
    formatters.set(key, format);
  }
  return format;
}

/** `at` as a date (or date and time) in `timeZone`, in US English: "Nov 26, 2026". */
export function formatDate(at: Date, timeZone: string, style: DateStyle = "medium"): string {
  const parts = formatter(timeZone, style).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  const date = `${get("month")} ${get("day")}, ${get("year")}`;
  if (style !== "dateTime") return date;
  return `${date}, ${get("hour")}:${get("minute")} ${get("dayPeriod")} ${get("timeZoneName")}`;
}

/**
 * A calendar day kept as an instant inside that day in UTC (as "2026-11-27T23:59:59.999Z" for an
 * offer that runs to the end of 27 November): the day itself, in every zone.
 */
export const formatCalendarDay = (at: Date, style: Exclude<DateStyle, "dateTime"> = "medium") =>
  formatDate(at, "UTC", style);
