import { describe, expect, it } from "vitest";
import { formatDuration, formatPrice } from "./format";

describe("formatPrice", () => {
  it("turns cents into dollars, with ranges", () => {
    expect(formatPrice(4500, null)).toBe("$45");
    expect(formatPrice(4550, 4550)).toBe("$45.50");
    expect(formatPrice(4500, 12000)).toBe("$45 – $120");
    expect(formatPrice(null, 9900)).toBe("Up to $99");
    expect(formatPrice(150000, null)).toBe("$1,500");
    expect(formatPrice(0, null)).toBe("Free");
    expect(formatPrice(null, null)).toBeNull();
  });
});

describe("formatDuration", () => {
  it("shows minutes and hours", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(60)).toBe("1 hr");
    expect(formatDuration(90)).toBe("1 hr 30 min");
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(0)).toBeNull();
  });
});
