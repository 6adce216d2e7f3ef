import { describe, expect, it } from "vitest";
import { priceRange } from "./format";

describe("priceRange", () => {
  it("reads a range, a single price or nothing", () => {
    expect(priceRange(4500, 6050)).toBe("$45–$60.5");
    expect(priceRange(3500, 3500)).toBe("$35");
    expect(priceRange(null, 120000)).toBe("$1,200");
    expect(priceRange(0, null)).toBe("$0");
    expect(priceRange(null, null)).toBeNull();
  });
});
