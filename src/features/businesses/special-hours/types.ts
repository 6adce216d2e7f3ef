// Special hours (holidays, events): limits, messages, the shapes the editor shows and how a date
// reads. No zod here, so the profile needs none.
import { weekdayOfCalendarDay } from "@/lib/calendar-day";

/** Upcoming special dates a business may have at once. */
export const MAX_SPECIAL_DATES = 100;
/** Days one entry may cover (a range from one date to another). */
export const MAX_RANGE_DAYS = 31;
/** Opening intervals on one special date. */
export const MAX_SPECIAL_INTERVALS = 3;
export const MAX_LABEL_LENGTH = 60;

export const SPECIAL_HOURS_MESSAGES = {
  endBeforeStart: "The end date must be on or after the start date.",
  rangeTooLong: `Enter at most ${MAX_RANGE_DAYS} days at once.`,
  noHours: "Add opening hours, or mark the days closed.",
  tooManyIntervals: `At most ${MAX_SPECIAL_INTERVALS} opening times a day.`,
  overlap: "Opening hours overlap",
  past: "Choose today or a later date.",
  tooMany: `A business can have at most ${MAX_SPECIAL_DATES} upcoming special dates. Remove some first.`,
  saved: "Special hours saved",
  removed: "Special hours removed",
} as const;

/** An opening interval as the editor writes it: a close at or before the open runs past midnight. */
export type ClockRange = { open: string; close: string };

/** One special date as the editor lists it. */
export type SpecialDay = { day: string; closed: boolean; ranges: ClockRange[]; label: string | null };

/** A business's upcoming special dates, from its local today. */
export type SpecialHoursList = { today: string; days: SpecialDay[] };

export type Holiday = { day: string; label: string };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "Thu, Nov 26" (with the year when `withYear`): a local date as people read it, whatever the reader's zone. */
export function dateLabel(day: string, withYear = false): string {
  const month = MONTHS[Number(day.slice(5, 7)) - 1];
  return `${WEEKDAYS[weekdayOfCalendarDay(day)]}, ${month} ${Number(day.slice(8, 10))}${withYear ? `, ${day.slice(0, 4)}` : ""}`;
}

/** "14:30" as "2:30 PM". */
export function clockLabel(clock: string): string {
  const hour = Number(clock.slice(0, 2));
  return `${hour % 12 === 0 ? 12 : hour % 12}:${clock.slice(3, 5)} ${hour < 12 ? "AM" : "PM"}`;
}
