import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatDate, SITE_TIME_ZONE } from "./dates";

// 7:47 PM on Thursday 26 November 2026 in Texas (CST, UTC-6) is already 27 November in UTC.
const TEXAS_EVENING = new Date("2026-11-27T01:47:00Z");

describe("formatDate", () => {
  it("writes the day of the given zone, not UTC's", () => {
    expect(formatDate(TEXAS_EVENING, "America/Chicago", "long")).toBe("November 26, 2026");
    expect(formatDate(TEXAS_EVENING, "America/Chicago")).toBe("Nov 26, 2026");
    expect(formatDate(TEXAS_EVENING, "UTC", "long")).toBe("November 27, 2026");
    // El Paso is an hour behind the rest of Texas.
    expect(formatDate(new Date("2026-11-27T06:30:00Z"), "America/Denver")).toBe("Nov 26, 2026");
    expect(formatDate(new Date("2026-11-27T06:30:00Z"), "America/Chicago")).toBe("Nov 27, 2026");
  });

  it("writes the time with its zone, in plain spaces", () => {
    expect(formatDate(TEXAS_EVENING, "America/Chicago", "dateTime")).toBe("Nov 26, 2026, 7:47 PM CST");
    expect(formatDate(new Date("2026-07-01T17:05:00Z"), "America/Chicago", "dateTime")).toBe(
      "Jul 1, 2026, 12:05 PM CDT",
    );
    expect(formatDate(TEXAS_EVENING, "Asia/Tokyo", "dateTime")).toBe("Nov 27, 2026, 10:47 AM GMT+9");
    expect(formatDate(TEXAS_EVENING, "America/Chicago", "dateTime")).not.toMatch(/[\u00a0\u202f]/);
  });

  it("falls back to the site's zone for a zone name it does not know", () => {
    expect(formatDate(TEXAS_EVENING, "Not/AZone")).toBe(formatDate(TEXAS_EVENING, SITE_TIME_ZONE));
    expect(formatDate(TEXAS_EVENING, "")).toBe("Nov 26, 2026");
  });
});

describe("formatCalendarDay", () => {
  it("writes a day kept as the end of that UTC day as that day, whatever the zone", () => {
    expect(formatCalendarDay(new Date("2026-11-27T23:59:59.999Z"))).toBe("Nov 27, 2026");
    expect(formatCalendarDay(new Date("2026-12-31T23:59:59.999Z"), "long")).toBe("December 31, 2026");
  });
});
