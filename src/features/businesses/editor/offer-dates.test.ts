import { describe, expect, it } from "vitest";
import { dayIn, endOfDay, startOfDay } from "./offer-dates";

describe("offer days in the business's time zone", () => {
  it("starts and ends a day at local midnight, daylight saving included", () => {
    expect(startOfDay("2026-01-15", "America/Chicago").toISOString()).toBe("2026-01-15T06:00:00.000Z");
    expect(startOfDay("2026-07-15", "America/Chicago").toISOString()).toBe("2026-07-15T05:00:00.000Z");
    expect(endOfDay("2026-07-15", "America/Denver").toISOString()).toBe("2026-07-16T05:59:59.999Z");
    expect(startOfDay("2026-03-08", "America/Chicago").toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(endOfDay("2026-03-08", "America/Chicago").toISOString()).toBe("2026-03-09T04:59:59.999Z");
  });

  it("reads the day back", () => {
    expect(dayIn(new Date("2026-07-16T04:00:00Z"), "America/Chicago")).toBe("2026-07-15");
    expect(dayIn(endOfDay("2026-12-31", "America/Chicago"), "America/Chicago")).toBe("2026-12-31");
  });
});
