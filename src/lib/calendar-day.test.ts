import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  calendarDaysBetween,
  isCalendarDay,
  isIsoInstant,
  weekdayOfCalendarDay,
} from "./calendar-day";

describe("calendar days", () => {
  it("accepts days that exist, leap days included", () => {
    for (const day of ["2026-01-31", "2024-02-29", "2000-02-29", "1900-01-01", "2200-12-31"])
      expect(isCalendarDay(day), day).toBe(true);
  });
  it("refuses impossible days, years out of range and other shapes", () => {
    for (const day of [
      "0000-01-01",
      "1899-12-31",
      "2201-01-01",
      "2026-13-01",
      "2026-00-10",
      "2026-01-32",
      "2026-02-30",
      "2026-02-29",
      "2100-02-29",
      "2026-04-31",
      "2026-1-1",
      "2026-01-01T00:00:00Z",
      "",
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});

describe("ISO instants", () => {
  it("accepts what toISOString writes", () => {
    expect(isIsoInstant(new Date("2026-11-22T08:30:00Z").toISOString())).toBe(true);
  });
  it("refuses impossible instants and years out of range", () => {
    for (const value of [
      "2026-13-01T00:00:00.000Z",
      "2026-02-30T00:00:00.000Z",
      "2026-01-01T24:00:00.000Z",
      "2026-01-01T23:60:00.000Z",
      "0000-01-01T00:00:00.000Z",
      "2026-01-01T00:00:00Z",
    ]) {
      expect(isIsoInstant(value), value).toBe(false);
    }
  });
});

describe("calendar day arithmetic", () => {
  it("adds days across months, years and leap days, and counts days between", () => {
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(calendarDaysBetween("2026-11-26", "2026-12-25")).toBe(29);
    expect(calendarDaysBetween("2026-12-25", "2026-11-26")).toBe(-29);
  });
  it("names the weekday", () => {
    // Thanksgiving 2026 is a Thursday; 2026-03-08 (a time change in the US) a Sunday.
    expect(weekdayOfCalendarDay("2026-11-26")).toBe(4);
    expect(weekdayOfCalendarDay("2026-03-08")).toBe(0);
  });
});
