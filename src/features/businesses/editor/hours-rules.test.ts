import { describe, expect, it } from "vitest";
import { findOverlap, rangeToRow, rowToRange } from "./hours-rules";

const row = (dayOfWeek: number, open: string, close: string) => rangeToRow({ dayOfWeek, open, close });

describe("opening hours rules", () => {
  it("stores ranges past midnight and whole days as minutes after local midnight", () => {
    expect(row(5, "22:00", "02:00")).toEqual({ dayOfWeek: 5, openMinute: 1320, closeMinute: 1560 });
    expect(row(1, "00:00", "00:00")).toEqual({ dayOfWeek: 1, openMinute: 0, closeMinute: 1440 });
    expect(row(1, "09:00", "17:30")).toEqual({ dayOfWeek: 1, openMinute: 540, closeMinute: 1050 });
    expect(rowToRange({ dayOfWeek: 5, openMinute: 1320, closeMinute: 1560 })).toEqual({
      dayOfWeek: 5,
      open: "22:00",
      close: "02:00",
    });
  });

  it("finds overlaps within a day, across midnight and across the week's end", () => {
    expect(findOverlap([row(1, "09:00", "12:00"), row(1, "13:00", "17:00")])).toBeNull();
    expect(findOverlap([row(1, "09:00", "12:00"), row(1, "12:00", "17:00")])).toBeNull();
    expect(findOverlap([row(1, "09:00", "12:00"), row(1, "11:00", "17:00")])).toEqual(row(1, "11:00", "17:00"));
    expect(findOverlap([row(5, "22:00", "02:00"), row(6, "01:00", "05:00")])).toEqual(row(6, "01:00", "05:00"));
    expect(findOverlap([row(5, "22:00", "02:00"), row(6, "02:00", "05:00")])).toBeNull();
    expect(findOverlap([row(0, "00:30", "04:00"), row(6, "22:00", "01:00")])).toEqual(row(6, "22:00", "01:00"));
    expect(findOverlap([row(2, "00:00", "00:00"), row(2, "08:00", "09:00")])).not.toBeNull();
  });
});
