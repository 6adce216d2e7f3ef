import { describe, expect, it } from "vitest";
import { linePoints, niceMax, seriesSummary } from "./chart";

const series = (counts: number[]) =>
  counts.map((count, index) => ({ day: `2026-11-${String(index + 1).padStart(2, "0")}`, count }));

describe("niceMax", () => {
  it("rounds the largest count up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 2, 3, 7, 10, 11, 26, 480].map(niceMax)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 500]);
  });
});

describe("linePoints", () => {
  const box = { width: 110, height: 60, left: 10, right: 0, top: 10, bottom: 0 };
  it("spreads the days across the width and puts the top of the scale at the top", () => {
    expect(linePoints(series([0, 5, 10]), 10, box)).toBe("10,60 60,35 110,10");
  });
  it("draws a single day at the left edge", () => {
    expect(linePoints(series([5]), 10, box)).toBe("10,35");
  });
});

describe("seriesSummary", () => {
  const noun = { one: "sign-up", many: "sign-ups" };
  it("says the total and the busiest day (the first, on a tie)", () => {
    expect(seriesSummary(series([1, 3, 0, 3]), noun)).toBe("7 sign-ups in 4 days, most on Nov 2 (3)");
    expect(seriesSummary(series([0, 1]), noun)).toBe("1 sign-up in 2 days, most on Nov 2 (1)");
  });
  it("says when there were none", () => {
    expect(seriesSummary(series([0, 0]), noun)).toBe("no sign-ups in 2 days");
  });
});
