import { describe, expect, it } from "vitest";
import { isCalendarDay, isIsoInstant } from "./calendar-day";

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
