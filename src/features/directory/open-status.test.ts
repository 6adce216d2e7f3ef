import { describe, expect, it } from "vitest";
import { openStatusAt, shortTime } from "./open-status";

const CHICAGO = "America/Chicago";
// Wednesday 2026-11-18 in Chicago is UTC-6: local 10:30 is 16:30 UTC.
const chicago = (day: number, time: string) => new Date(`2026-11-${String(day).padStart(2, "0")}T${time}:00-06:00`);
const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, openMinute: 7 * 60, closeMinute: 18 * 60 }));

describe("openStatusAt", () => {
  it("says when an open business closes", () => {
    expect(openStatusAt(weekdays, CHICAGO, chicago(18, "10:30"))).toEqual({
      open: true,
      label: "Open · closes 6 PM",
      next: "closes 6 PM",
    });
  });

  it("says when a closed business opens: later today without a day, another day with it", () => {
    expect(openStatusAt(weekdays, CHICAGO, chicago(18, "06:00"))).toMatchObject({
      open: false,
      label: "Closed · opens 7 AM",
    });
    expect(openStatusAt(weekdays, CHICAGO, chicago(16, "19:00"))).toMatchObject({
      open: false,
      label: "Closed · opens 7 AM Tue",
    });
    // Friday evening: the next opening is Monday, across the week's end.
    expect(openStatusAt(weekdays, CHICAGO, chicago(20, "18:00"))).toMatchObject({
      open: false,
      label: "Closed · opens 7 AM Mon",
    });
  });

  it("computes in the business's own time zone", () => {
    // 13:30 UTC is 7:30 in Chicago but 6:30 in Denver.
    const at = new Date("2026-11-18T13:30:00Z");
    expect(openStatusAt(weekdays, CHICAGO, at)?.open).toBe(true);
    expect(openStatusAt(weekdays, "America/Denver", at)).toMatchObject({ open: false, label: "Closed · opens 7 AM" });
  });

  it("follows late hours past midnight, and hours that never close", () => {
    const friday = [{ dayOfWeek: 5, openMinute: 16 * 60, closeMinute: 26 * 60 }];
    expect(openStatusAt(friday, CHICAGO, chicago(21, "01:30"))).toMatchObject({
      open: true,
      label: "Open · closes 2 AM",
    });
    const always = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, openMinute: 0, closeMinute: 1440 }));
    expect(openStatusAt(always, CHICAGO, chicago(18, "03:00"))).toEqual({
      open: true,
      label: "Open 24 hours",
      next: null,
    });
  });

  it("has nothing to say without hours or with an unknown zone", () => {
    expect(openStatusAt([], CHICAGO, chicago(18, "10:30"))).toBeNull();
    expect(openStatusAt(weekdays, "Not/AZone", chicago(18, "10:30"))).toBeNull();
  });

  it("writes short times", () => {
    expect([shortTime(0), shortTime(7 * 60), shortTime(12 * 60 + 30), shortTime(26 * 60)]).toEqual([
      "12 AM",
      "7 AM",
      "12:30 PM",
      "2 AM",
    ]);
  });
});
