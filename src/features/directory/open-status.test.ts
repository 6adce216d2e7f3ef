import { describe, expect, it } from "vitest";
import { nextOpeningAt, openStatusAt, shortTime } from "./open-status";

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

// Thanksgiving 2026 is Thursday, November 26.
const closed = (day: string, label?: string) => ({ day, closed: true, openMinute: null, closeMinute: null, label });
const special = (day: string, open: number, close: number) => ({
  day,
  closed: false,
  openMinute: open * 60,
  closeMinute: close * 60,
});

describe("openStatusAt with special days", () => {
  it("is closed all day on a closed holiday and names the next opening after it", () => {
    expect(openStatusAt(weekdays, CHICAGO, chicago(26, "10:30"), [closed("2026-11-26")])).toEqual({
      open: false,
      label: "Closed · opens 7 AM Fri",
      next: "opens 7 AM Fri",
    });
    // The evening before, the next opening skips the holiday.
    expect(openStatusAt(weekdays, CHICAGO, chicago(25, "19:00"), [closed("2026-11-26")])).toMatchObject({
      label: "Closed · opens 7 AM Fri",
    });
    // Several closed days in a row: Thursday and Friday, then the weekend.
    expect(
      openStatusAt(weekdays, CHICAGO, chicago(26, "10:30"), [closed("2026-11-26"), closed("2026-11-27")]),
    ).toMatchObject({ label: "Closed · opens 7 AM Mon" });
  });

  it("opens and closes by a shortened day's hours", () => {
    const shortened = [special("2026-11-24", 9, 13)];
    expect(openStatusAt(weekdays, CHICAGO, chicago(24, "08:00"), shortened)).toMatchObject({
      open: false,
      label: "Closed · opens 9 AM",
    });
    expect(openStatusAt(weekdays, CHICAGO, chicago(24, "12:00"), shortened)).toMatchObject({
      open: true,
      label: "Open · closes 1 PM",
    });
    expect(openStatusAt(weekdays, CHICAGO, chicago(24, "14:00"), shortened)).toMatchObject({
      open: false,
      label: "Closed · opens 7 AM Wed",
    });
    // Two intervals on one day: closed over lunch.
    const split = [special("2026-11-24", 8, 11), special("2026-11-24", 13, 16)];
    expect(openStatusAt(weekdays, CHICAGO, chicago(24, "12:00"), split)).toMatchObject({
      label: "Closed · opens 1 PM",
    });
  });

  it("follows a special day tomorrow: an event on a closed day, and a closing at midnight", () => {
    // Saturday is closed every week; an event opens it 10 AM to 4 PM on the 21st.
    expect(openStatusAt(weekdays, CHICAGO, chicago(20, "18:00"), [special("2026-11-21", 10, 16)])).toMatchObject({
      open: false,
      label: "Closed · opens 10 AM Sat",
    });
    // Open until midnight tomorrow (a special day that runs 7 AM to 12 AM) names no extra day today.
    expect(openStatusAt(weekdays, CHICAGO, chicago(19, "10:00"), [special("2026-11-20", 7, 24)])).toMatchObject({
      open: true,
      label: "Open · closes 6 PM",
    });
  });

  it("cuts weekly hours that run past midnight at the start of a special day, and keeps a special day's own", () => {
    // Open 4 PM to 2 AM every Friday and Saturday night.
    const nights = [5, 6].map((dayOfWeek) => ({ dayOfWeek, openMinute: 16 * 60, closeMinute: 26 * 60 }));
    // Saturday the 21st is closed: Friday night ends at midnight.
    expect(openStatusAt(nights, CHICAGO, chicago(20, "22:00"), [closed("2026-11-21")])).toMatchObject({
      open: true,
      label: "Open · closes 12 AM",
    });
    expect(openStatusAt(nights, CHICAGO, chicago(21, "01:00"), [closed("2026-11-21")])).toMatchObject({
      open: false,
      label: "Closed · opens 4 PM Fri",
    });
    // Without the holiday it was open until 2 AM.
    expect(openStatusAt(nights, CHICAGO, chicago(21, "01:00"))).toMatchObject({
      open: true,
      label: "Open · closes 2 AM",
    });
    // A special night of its own runs past midnight into the next day.
    expect(openStatusAt([], CHICAGO, chicago(30, "01:00"), [special("2026-11-29", 20, 26)])).toMatchObject({
      open: true,
      label: "Open · closes 2 AM",
    });
  });

  it("ignores special days outside the days it looks at, and closes an always-open business for a holiday", () => {
    expect(openStatusAt(weekdays, CHICAGO, chicago(18, "10:30"), [closed("2026-11-10"), closed("2026-12-25")])).toEqual(
      openStatusAt(weekdays, CHICAGO, chicago(18, "10:30")),
    );
    const always = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, openMinute: 0, closeMinute: 1440 }));
    expect(openStatusAt(always, CHICAGO, chicago(24, "10:00"), [closed("2026-11-26")])).toMatchObject({
      open: true,
      label: "Open · closes 12 AM Thu",
    });
    expect(openStatusAt(always, CHICAGO, chicago(26, "10:00"), [closed("2026-11-26")])).toMatchObject({
      open: false,
      label: "Closed · opens 12 AM Fri",
    });
  });
});

describe("nextOpeningAt", () => {
  it("says when a closed business opens, in minutes and words, later today or on another day", () => {
    expect(nextOpeningAt(weekdays, CHICAGO, chicago(18, "06:00"))).toEqual({ inMinutes: 60, label: "Opens at 7 AM" });
    const halfPast = [{ dayOfWeek: 3, openMinute: 6 * 60 + 30, closeMinute: 12 * 60 }];
    expect(nextOpeningAt(halfPast, CHICAGO, chicago(18, "05:00"))).toEqual({
      inMinutes: 90,
      label: "Opens at 6:30 AM",
    });
    // Friday evening: Monday 7 AM, 61 hours ahead.
    expect(nextOpeningAt(weekdays, CHICAGO, chicago(20, "18:00"))).toEqual({
      inMinutes: 61 * 60,
      label: "Opens Mon at 7 AM",
    });
  });

  it("is null for a business open now, or without hours", () => {
    expect(nextOpeningAt(weekdays, CHICAGO, chicago(18, "10:30"))).toBeNull();
    expect(nextOpeningAt([], CHICAGO, chicago(18, "10:30"))).toBeNull();
    expect(nextOpeningAt(weekdays, "Not/AZone", chicago(18, "06:00"))).toBeNull();
  });

  it("honours special days: a holiday closes a weekday, a special day opens at its own time", () => {
    expect(nextOpeningAt(weekdays, CHICAGO, chicago(25, "19:00"), [closed("2026-11-26")])).toEqual({
      inMinutes: 36 * 60,
      label: "Opens Fri at 7 AM",
    });
    expect(nextOpeningAt(weekdays, CHICAGO, chicago(24, "06:00"), [special("2026-11-24", 9, 13)])).toEqual({
      inMinutes: 3 * 60,
      label: "Opens at 9 AM",
    });
    expect(nextOpeningAt(weekdays, CHICAGO, chicago(20, "18:00"), [special("2026-11-21", 10, 16)])).toEqual({
      inMinutes: 16 * 60,
      label: "Opens Sat at 10 AM",
    });
  });
});
