import { describe, expect, it } from "vitest";
import { MAX_BUCKETS, timelineBuckets } from "./timeline";

const at = (iso: string) => new Date(iso);

describe("timelineBuckets", () => {
  it("counts per day and fills empty days", () => {
    const dates = [at("2026-11-02T08:00:00Z"), at("2026-11-02T23:59:00Z"), at("2026-11-04T00:00:00Z")];
    expect(timelineBuckets(dates, "day")).toEqual([
      { start: "2026-11-02", count: 2 },
      { start: "2026-11-03", count: 0 },
      { start: "2026-11-04", count: 1 },
    ]);
  });

  it("counts per week starting on Monday", () => {
    // 2026-11-01 is a Sunday, 2026-11-02 a Monday.
    const dates = [
      at("2026-11-01T10:00:00Z"),
      at("2026-11-02T10:00:00Z"),
      at("2026-11-08T10:00:00Z"),
      at("2026-11-16T10:00:00Z"),
    ];
    expect(timelineBuckets(dates, "week")).toEqual([
      { start: "2026-10-26", count: 1 },
      { start: "2026-11-02", count: 2 },
      { start: "2026-11-09", count: 0 },
      { start: "2026-11-16", count: 1 },
    ]);
  });

  it("spans the chosen range even where it has no entries", () => {
    expect(timelineBuckets([at("2026-11-03T12:00:00Z")], "day", "2026-11-02", "2026-11-04")).toEqual([
      { start: "2026-11-02", count: 0 },
      { start: "2026-11-03", count: 1 },
      { start: "2026-11-04", count: 0 },
    ]);
  });

  it("is empty without entries or range, and keeps only the latest buckets of a very long range", () => {
    expect(timelineBuckets([], "day")).toEqual([]);
    const buckets = timelineBuckets([], "day", "2020-01-01", "2026-11-22");
    expect(buckets).toHaveLength(MAX_BUCKETS);
    expect(buckets.at(-1)).toEqual({ start: "2026-11-22", count: 0 });
  });
});
