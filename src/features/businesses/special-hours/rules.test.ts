import { describe, expect, it } from "vitest";
import { datesFrom, rangeMinutes, rangesOverlap, specialDatesOf, specialDayOf } from "./rules";
import { clockLabel, dateLabel } from "./types";

describe("special hours rules", () => {
  it("reads a range's minutes like weekly hours: past midnight, and 00:00–00:00 all day", () => {
    expect(rangeMinutes({ open: "09:00", close: "13:30" })).toEqual({ openMinute: 540, closeMinute: 810 });
    expect(rangeMinutes({ open: "20:00", close: "02:00" })).toEqual({ openMinute: 1200, closeMinute: 1560 });
    expect(rangeMinutes({ open: "00:00", close: "00:00" })).toEqual({ openMinute: 0, closeMinute: 1440 });
  });

  it("finds overlapping intervals of one date, and lets touching ones be", () => {
    expect(
      rangesOverlap([
        { open: "09:00", close: "12:00" },
        { open: "11:00", close: "14:00" },
      ]),
    ).toBe(true);
    expect(
      rangesOverlap([
        { open: "20:00", close: "02:00" },
        { open: "23:00", close: "23:30" },
      ]),
    ).toBe(true);
    expect(
      rangesOverlap([
        { open: "09:00", close: "12:00" },
        { open: "12:00", close: "14:00" },
      ]),
    ).toBe(false);
  });

  it("lists the dates of a range across a month's end", () => {
    expect(datesFrom("2026-11-29", "2026-12-02")).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(datesFrom("2026-12-24", "2026-12-24")).toEqual(["2026-12-24"]);
  });

  it("groups stored rows by date", () => {
    const rows = [
      { day: "2026-11-26", closed: true, openMinute: null, closeMinute: null, label: "Thanksgiving" },
      { day: "2026-12-24", closed: false, openMinute: 540, closeMinute: 720, label: "Christmas Eve" },
      { day: "2026-12-24", closed: false, openMinute: 1200, closeMinute: 1560, label: "Christmas Eve" },
    ];
    expect(specialDatesOf(rows).map(specialDayOf)).toEqual([
      { day: "2026-11-26", closed: true, ranges: [], label: "Thanksgiving" },
      {
        day: "2026-12-24",
        closed: false,
        ranges: [
          { open: "09:00", close: "12:00" },
          { open: "20:00", close: "02:00" },
        ],
        label: "Christmas Eve",
      },
    ]);
  });

  it("writes a date and a time as people read them", () => {
    expect(dateLabel("2026-11-26")).toBe("Thu, Nov 26");
    expect(dateLabel("2027-01-01", true)).toBe("Fri, Jan 1, 2027");
    expect(["00:00", "09:05", "12:00", "23:30"].map(clockLabel)).toEqual([
      "12:00 AM",
      "9:05 AM",
      "12:00 PM",
      "11:30 PM",
    ]);
  });
});
