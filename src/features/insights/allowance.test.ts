import { describe, expect, it } from "vitest";
import { windowAllowance } from "./allowance";

describe("windowAllowance", () => {
  it("admits the limit per key and window, then refuses until the window restarts", () => {
    const allow = windowAllowance({ limit: 3, windowMs: 60_000, maxKeys: 100 });
    expect([1, 2, 3, 4].map(() => allow("a", 1_000))).toEqual([true, true, true, false]);
    expect(allow("b", 30_000)).toBe(true);
    expect(allow("a", 60_999)).toBe(false);
    expect(allow("a", 61_000)).toBe(true);
  });

  it("tracks at most maxKeys keys in a window; a new key waits for the next", () => {
    const allow = windowAllowance({ limit: 10, windowMs: 60_000, maxKeys: 2 });
    expect(allow("a", 0)).toBe(true);
    expect(allow("b", 0)).toBe(true);
    expect(allow("c", 0)).toBe(false);
    expect(allow("a", 0)).toBe(true);
    expect(allow("c", 60_000)).toBe(true);
  });
});
