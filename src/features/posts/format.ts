// A post's dates as people read them, in the business's time zone: "Sun, Dec 6, 10 AM – 2 PM".
// Built from the formatter's parts with plain spaces, so the server's and a browser's text agree.
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(at: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h12",
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  const minute = get("minute");
  return {
    day: `${get("weekday")}, ${get("month")} ${get("day")}`,
    year: get("year"),
    time: `${get("hour")}${minute === "00" ? "" : `:${minute}`} ${get("dayPeriod")}`,
  };
}

/** "Sun, Dec 6" (with the year when it is not `now`'s): a day in `timeZone`. */
export function postDay(at: Date, timeZone: string, now: Date): string {
  const when = partsOf(at, timeZone);
  return when.year === partsOf(now, timeZone).year ? when.day : `${when.day}, ${when.year}`;
}

/** An event's time: "Sun, Dec 6, 10 AM – 2 PM", "Sun, Dec 6, 10 AM – Mon, Dec 7, 2 PM", or "Sun, Dec 6, 10 AM". */
export function eventWhen(start: Date, end: Date | null, timeZone: string, now: Date): string {
  const from = `${postDay(start, timeZone, now)}, ${partsOf(start, timeZone).time}`;
  if (!end) return from;
  const sameDay = postDay(start, timeZone, now) === postDay(end, timeZone, now);
  const to = sameDay ? partsOf(end, timeZone).time : `${postDay(end, timeZone, now)}, ${partsOf(end, timeZone).time}`;
  return `${from} – ${to}`;
}
