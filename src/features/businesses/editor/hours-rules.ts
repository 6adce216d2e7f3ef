// Opening hours as the editor writes them ("22:00"–"02:00" on Friday) and as they are stored
// (dayOfWeek 5, openMinute 1320, closeMinute 1560). Pure, so the browser and the server agree.
import type { THoursRange } from "./schema";

export type HoursRow = { dayOfWeek: number; openMinute: number; closeMinute: number };

const DAY = 1440;
const WEEK = 7 * DAY;

const toMinute = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const toClock = (minute: number) =>
  `${String(Math.floor((minute % DAY) / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** A close at or before the open runs past midnight; 00:00–00:00 is the whole day. */
export function rangeToRow(range: THoursRange): HoursRow {
  const openMinute = toMinute(range.open);
  const close = toMinute(range.close);
  return { dayOfWeek: range.dayOfWeek, openMinute, closeMinute: close <= openMinute ? close + DAY : close };
}

export function rowToRange(row: HoursRow): THoursRange {
  return { dayOfWeek: row.dayOfWeek, open: toClock(row.openMinute), close: toClock(row.closeMinute) };
}

/**
 * The first row that overlaps an earlier one, as minutes of the week compared a week apart too
 * (Saturday night running into Sunday morning) — the same rule as the database trigger, checked
 * first so people get 'Opening hours overlap' instead of a database error. Null when none overlap.
 */
export function findOverlap(rows: readonly HoursRow[]): HoursRow | null {
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i]!;
    const aStart = a.dayOfWeek * DAY + a.openMinute;
    const aEnd = a.dayOfWeek * DAY + a.closeMinute;
    for (let j = 0; j < i; j++) {
      const b = rows[j]!;
      for (const shift of [-WEEK, 0, WEEK]) {
        const bStart = b.dayOfWeek * DAY + b.openMinute + shift;
        const bEnd = b.dayOfWeek * DAY + b.closeMinute + shift;
        if (aStart < bEnd && bStart < aEnd) return a;
      }
    }
  }
  return null;
}
