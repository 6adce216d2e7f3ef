import { describe, expect, it } from "vitest";
import { cachedRead, invalidateCache } from "./process-cache";

describe("process cache", () => {
  it("loads once until a tag of the entry is invalidated, and forgets failed loads", async () => {
    let loads = 0;
    const read = () => cachedRead("unit:a", ["unit-x", "unit-y"], async () => ++loads);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    invalidateCache("unit-other");
    expect(await read()).toBe(1);
    invalidateCache("unit-y");
    expect(await read()).toBe(2);

    let fail = true;
    const flaky = () => cachedRead("unit:b", ["unit-z"], async () => (fail ? Promise.reject(new Error("down")) : "up"));
    await expect(flaky()).rejects.toThrow("down");
    fail = false;
    expect(await flaky()).toBe("up");
  });
});
