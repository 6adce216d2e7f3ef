import { describe, expect, it } from "vitest";
import { dailySeries, utcDay } from "./daily";

describe("dailySeries", () => {
  const now = new Date("2026-11-23T01:30:00Z");
  it("covers the days ending today (UTC), oldest first, filling missing days with 0", () => {
    const series = dailySeries(
      [
        { day: "2026-11-21", count: 4 },
        { day: "2026-11-23", count: 2 },
      ],
      4,
      now,
    );
    expect(series).toEqual([
      { day: "2026-11-20", count: 0 },
      { day: "2026-11-21", count: 4 },
      { day: "2026-11-22", count: 0 },
      { day: "2026-11-23", count: 2 },
    ]);
  });
  it("ignores rows outside the range and crosses month ends", () => {
    const series = dailySeries([{ day: "2026-10-01", count: 9 }], 30, now);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-10-25", count: 0 });
    expect(series.reduce((sum, point) => sum + point.count, 0)).toBe(0);
  });
  it("names days in UTC", () => {
    expect(utcDay(new Date("2026-03-01T00:00:00Z"), 1)).toBe("2026-02-28");
  });
});
