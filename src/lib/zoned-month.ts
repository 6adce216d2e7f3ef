// Calendar arithmetic in an IANA time zone, for totals by local month (a business's network
// numbers, an organisation's leaderboards): an instant's local date and time, and the instant a
// local month begins. Formatters are made once per zone: building one costs more than the reads
// of a page that uses them.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The local date and time of `at` in `timeZone`; `month` is 0-based. */
export function zonedParts(at: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return {
    year: get("year"),
    month: get("month") - 1,
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** The instant local midnight of the 1st of `month` (0-based, may overflow) begins in `timeZone`. */
export function zonedMonthStart(year: number, month: number, timeZone: string): Date {
  // Start from UTC midnight and move by the zone's offset at that moment.
  const utc = Date.UTC(year, month, 1);
  const local = zonedParts(new Date(utc), timeZone);
  const offset = Date.UTC(local.year, local.month, local.day, local.hour, local.minute, local.second) - utc;
  return new Date(utc - offset);
}
