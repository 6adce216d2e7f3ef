import { describe, expect, it } from "vitest";
import { formatMinute, isOpenAt, weekSchedule } from "./hours";

const CHICAGO = "America/Chicago";
// Wednesday 2026-11-18, 10:30 in Chicago (UTC-6 in November) is 16:30 UTC.
const WEDNESDAY_1030 = new Date("2026-11-18T16:30:00Z");

describe("isOpenAt", () => {
  const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, openMinute: 540, closeMinute: 1020 }));

  it("is open inside today's hours and closed outside them", () => {
    expect(isOpenAt(weekdays, CHICAGO, WEDNESDAY_1030)).toBe(true);
    expect(isOpenAt(weekdays, CHICAGO, new Date("2026-11-18T23:00:00Z"))).toBe(false); // 17:00 local: closing time
    expect(isOpenAt(weekdays, CHICAGO, new Date("2026-11-22T16:30:00Z"))).toBe(false); // Sunday
  });

  it("uses the business's own time zone", () => {
    // 15:30 UTC is 9:30 in Chicago (open) but 8:30 in El Paso (not yet open).
    const at = new Date("2026-11-18T15:30:00Z");
    expect(isOpenAt(weekdays, CHICAGO, at)).toBe(true);
    expect(isOpenAt(weekdays, "America/Denver", at)).toBe(false);
  });

  it("counts late hours that run past midnight on the next day", () => {
    const friday = [{ dayOfWeek: 5, openMinute: 16 * 60, closeMinute: 26 * 60 }];
    // Saturday 01:30 in Chicago is 07:30 UTC.
    expect(isOpenAt(friday, CHICAGO, new Date("2026-11-21T07:30:00Z"))).toBe(true);
    expect(isOpenAt(friday, CHICAGO, new Date("2026-11-21T08:30:00Z"))).toBe(false);
  });

  it("is closed for an unknown time zone", () => {
    expect(isOpenAt(weekdays, "Mars/Olympus_Mons", WEDNESDAY_1030)).toBe(false);
  });

  it("treats 0..1440 as open all day", () => {
    expect(
      isOpenAt([{ dayOfWeek: 3, openMinute: 0, closeMinute: 1440 }], CHICAGO, new Date("2026-11-19T05:59:00Z")),
    ).toBe(true);
  });
});

describe("weekSchedule", () => {
  it("lists Monday to Sunday with times, all-day hours and closed days", () => {
    const schedule = weekSchedule([
      { dayOfWeek: 1, openMinute: 780, closeMinute: 1020 },
      { dayOfWeek: 1, openMinute: 480, closeMinute: 720 },
      { dayOfWeek: 5, openMinute: 960, closeMinute: 1560 },
      { dayOfWeek: 0, openMinute: 0, closeMinute: 1440 },
    ]);
    expect(schedule.map((day) => day.name)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(schedule[0]!.times).toEqual(["8:00 AM – 12:00 PM", "1:00 PM – 5:00 PM"]);
    expect(schedule[1]!.times).toEqual(["Closed"]);
    expect(schedule[4]!.times).toEqual(["4:00 PM – 2:00 AM"]);
    expect(schedule[6]!.times).toEqual(["Open 24 hours"]);
  });

  it("formats midnight and noon", () => {
    expect(formatMinute(0)).toBe("12:00 AM");
    expect(formatMinute(720)).toBe("12:00 PM");
    expect(formatMinute(1440)).toBe("12:00 AM");
  });
});
