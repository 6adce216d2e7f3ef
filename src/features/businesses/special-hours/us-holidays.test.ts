import { describe, expect, it } from "vitest";
import { usHolidaysAhead, usHolidaysOf } from "./us-holidays";

describe("US holidays", () => {
  it("computes the usual closing days of 2026 and 2027", () => {
    expect(usHolidaysOf(2026)).toEqual([
      { day: "2026-01-01", label: "New Year's Day" },
      { day: "2026-05-25", label: "Memorial Day" },
      { day: "2026-07-04", label: "Independence Day" },
      { day: "2026-09-07", label: "Labor Day" },
      { day: "2026-11-26", label: "Thanksgiving" },
      { day: "2026-12-25", label: "Christmas Day" },
    ]);
    expect(usHolidaysOf(2027).map((holiday) => holiday.day)).toEqual([
      "2027-01-01",
      "2027-05-31",
      "2027-07-04",
      "2027-09-06",
      "2027-11-25",
      "2027-12-25",
    ]);
    // Months that start on the holiday's own weekday: Labor Day 2025 (Sep 1), Thanksgiving 2029 (Nov 22), Memorial Day 2021 (May 31).
    expect(usHolidaysOf(2025)[3]!.day).toBe("2025-09-01");
    expect(usHolidaysOf(2029)[4]!.day).toBe("2029-11-22");
    expect(usHolidaysOf(2021)[1]!.day).toBe("2021-05-31");
  });

  it("takes the next 12 months from today, today included", () => {
    // Thanksgiving 2027 falls a day earlier in the calendar, so both are within the 12 months.
    expect(usHolidaysAhead("2026-11-26").map((holiday) => holiday.day)).toEqual([
      "2026-11-26",
      "2026-12-25",
      "2027-01-01",
      "2027-05-31",
      "2027-07-04",
      "2027-09-06",
      "2027-11-25",
    ]);
    expect(usHolidaysAhead("2026-11-27").map((holiday) => holiday.day)).toEqual([
      "2026-12-25",
      "2027-01-01",
      "2027-05-31",
      "2027-07-04",
      "2027-09-06",
      "2027-11-25",
    ]);
    expect(usHolidaysAhead("2026-01-01")).toEqual(usHolidaysOf(2026));
  });
});
