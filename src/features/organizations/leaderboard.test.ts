import { describe, expect, it } from "vitest";
import { leaderboardPeriod } from "./leaderboard";

describe("leaderboard periods (calendar periods in America/Chicago)", () => {
  const now = new Date("2026-11-27T12:00:00Z");

  it("starts the month, quarter and year at local midnight", () => {
    expect(leaderboardPeriod("month", now)).toEqual({
      start: new Date("2026-11-01T05:00:00Z"),
      end: new Date("2026-12-01T06:00:00Z"),
    });
    expect(leaderboardPeriod("quarter", now)).toEqual({
      start: new Date("2026-10-01T05:00:00Z"),
      end: new Date("2027-01-01T06:00:00Z"),
    });
    expect(leaderboardPeriod("year", now)).toEqual({
      start: new Date("2026-01-01T06:00:00Z"),
      end: new Date("2027-01-01T06:00:00Z"),
    });
  });

  it("counts an evening in Chicago in that local day's period, not the UTC one", () => {
    // 2026-12-01T03:00Z is still 30 November, 9 pm, in Chicago.
    expect(leaderboardPeriod("month", new Date("2026-12-01T03:00:00Z")).start).toEqual(
      new Date("2026-11-01T05:00:00Z"),
    );
    expect(leaderboardPeriod("year", new Date("2027-01-01T05:30:00Z")).start).toEqual(new Date("2026-01-01T06:00:00Z"));
  });
});
