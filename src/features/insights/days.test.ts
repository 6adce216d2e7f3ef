import { describe, expect, it } from "vitest";
import { daysEnding, localDay } from "./days";

describe("insight days", () => {
  it("takes the business's local day, not UTC's", () => {
    const at = new Date("2026-11-27T03:30:00Z");
    expect(localDay(at, "America/Chicago")).toBe("2026-11-26");
    expect(localDay(at, "Asia/Tokyo")).toBe("2026-11-27");
    expect(localDay(at, "Not/AZone")).toBe("2026-11-27");
  });

  it("lists a period oldest first, over a year's end", () => {
    expect(daysEnding("2026-01-02", 3)).toEqual(["2025-12-31", "2026-01-01", "2026-01-02"]);
  });
});
