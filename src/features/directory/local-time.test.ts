import { describe, expect, it } from "vitest";
import { localTime } from "./local-time";

describe("localTime", () => {
  it("gives the local weekday and minute in the business's time zone", () => {
    // Monday 2026-03-02 04:30 UTC is Sunday 22:30 in Chicago (UTC-6) and Sunday 21:30 in Denver (UTC-7).
    const now = new Date("2026-03-02T04:30:00Z");
    expect(localTime(now, "America/Chicago")).toEqual({ dayOfWeek: 0, minute: 22 * 60 + 30, day: "2026-03-01" });
    expect(localTime(now, "America/Denver")).toEqual({ dayOfWeek: 0, minute: 21 * 60 + 30, day: "2026-03-01" });
    expect(localTime(now, "UTC")).toEqual({ dayOfWeek: 1, minute: 4 * 60 + 30, day: "2026-03-02" });
  });

  it("follows daylight saving time", () => {
    // 2026-07-01 17:00 UTC is 12:00 in Chicago (CDT, UTC-5), a Wednesday.
    expect(localTime(new Date("2026-07-01T17:00:00Z"), "America/Chicago")).toEqual({
      dayOfWeek: 3,
      minute: 12 * 60,
      day: "2026-07-01",
    });
  });

  it("returns midnight as minute 0 and rejects unknown zones", () => {
    expect(localTime(new Date("2026-03-02T06:00:00Z"), "America/Chicago")).toEqual({
      dayOfWeek: 1,
      minute: 0,
      day: "2026-03-02",
    });
    expect(localTime(new Date(), "Not/AZone")).toBeNull();
  });
});
