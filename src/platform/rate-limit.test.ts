import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("limits a key after `limit` events until its window ends", () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: () => time });
    for (let i = 0; i < 3; i++) {
      expect(limiter.isLimited("a")).toBe(false);
      limiter.record("a");
    }
    expect(limiter.isLimited("a")).toBe(true);
    expect(limiter.isLimited("b")).toBe(false);
    time = 999;
    expect(limiter.isLimited("a")).toBe(true);
    time = 1000;
    expect(limiter.isLimited("a")).toBe(false);
  });

  it("forgets a key on reset", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.record("a");
    expect(limiter.isLimited("a")).toBe(true);
    limiter.reset("a");
    expect(limiter.isLimited("a")).toBe(false);
  });
});
