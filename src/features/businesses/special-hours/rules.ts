// Special hours as the editor writes them ("22:00"–"02:00" on a date) and as they are stored (one
// row per interval, or one closed row, per date). Pure, so the browser and the server agree.
import { addCalendarDays, calendarDaysBetween } from "@/lib/calendar-day";
import { findOverlap, rangeToRow, rowToRange } from "../editor/hours-rules";
import type { ClockRange, SpecialDay } from "./types";

type StoredRow = {
  day: string;
  closed: boolean;
  openMinute: number | null;
  closeMinute: number | null;
  label: string | null;
};

/** A range in minutes from its date's midnight: a close at or before the open runs past midnight; 00:00–00:00 is the whole day. */
export const rangeMinutes = (range: ClockRange) => {
  const { openMinute, closeMinute } = rangeToRow({ dayOfWeek: 0, ...range });
  return { openMinute, closeMinute };
};

const clockRange = (openMinute: number, closeMinute: number): ClockRange => {
  const { open, close } = rowToRange({ dayOfWeek: 0, openMinute, closeMinute });
  return { open, close };
};

export const rangesOverlap = (ranges: readonly ClockRange[]) =>
  findOverlap(ranges.map((range) => rangeToRow({ dayOfWeek: 0, ...range }))) !== null;

/** Every date from `from` to `to`, both included. */
export const datesFrom = (from: string, to: string): string[] =>
  Array.from({ length: calendarDaysBetween(from, to) + 1 }, (_, i) => addCalendarDays(from, i));

type Interval = { openMinute: number; closeMinute: number };
/** One special date: closed, or open in its intervals (minutes from its midnight), with its label. */
export type SpecialDate = { day: string; closed: boolean; intervals: Interval[]; label: string | null };

/** Stored rows (ordered by date) as one entry per date. */
export function specialDatesOf(rows: readonly StoredRow[]): SpecialDate[] {
  const dates: SpecialDate[] = [];
  for (const row of rows) {
    let date = dates.at(-1);
    if (date?.day !== row.day) dates.push((date = { day: row.day, closed: false, intervals: [], label: row.label }));
    if (row.closed || row.openMinute === null || row.closeMinute === null) date.closed = true;
    else date.intervals.push({ openMinute: row.openMinute, closeMinute: row.closeMinute });
    date.label ??= row.label;
  }
  for (const date of dates) if (date.closed) date.intervals = [];
  return dates;
}

/** A date as the editor lists it: its intervals as clock times. */
export const specialDayOf = ({ intervals, ...date }: SpecialDate): SpecialDay => ({
  ...date,
  ranges: intervals.map(({ openMinute, closeMinute }) => clockRange(openMinute, closeMinute)),
});
