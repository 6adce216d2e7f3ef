import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cachedRead, invalidateCache } from "./process-cache";
import { invalidationHub } from "@/platform/runtime/invalidation.mjs";

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

  it("reloads a value older than its maximum age", async () => {
    let loads = 0;
    const read = (maxAgeMs: number) => cachedRead("unit:c", ["unit-c"], async () => ++loads, maxAgeMs);
    expect(await read(60_000)).toBe(1);
    expect(await read(60_000)).toBe(1);
    invalidateCache("unit-c");
    expect(await read(-1)).toBe(2);
    expect(await read(-1)).toBe(3);
  });
});

describe("process cache across processes", () => {
  const hub = invalidationHub();
  const published: (readonly string[] | null)[] = [];
  const link = { connected: true };
  beforeEach(() => {
    published.length = 0;
    link.connected = true;
    hub.channel = {
      kind: "redis",
      get connected() {
        return link.connected;
      },
      publish: (tags) => published.push(tags),
      close: async () => {},
    };
  });
  afterEach(() => {
    hub.channel = null;
  });

  it("tells the other processes about an invalidation and drops what they invalidate", async () => {
    let loads = 0;
    const read = () => cachedRead("unit:d", ["unit-d"], async () => ++loads);
    expect(await read()).toBe(1);
    invalidateCache("unit-d", "unit-e");
    expect(published).toEqual([["unit-d", "unit-e"]]);
    expect(await read()).toBe(2);
    hub.drop(["unit-other"]);
    expect(await read()).toBe(2);
    hub.drop(["unit-d"]);
    expect(await read()).toBe(3);
    hub.drop(null);
    expect(await read()).toBe(4);
  });

  it("loads afresh on every read while the channel is down", async () => {
    let loads = 0;
    const read = () => cachedRead("unit:f", ["unit-f"], async () => ++loads);
    expect(await read()).toBe(1);
    link.connected = false;
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
    link.connected = true;
    hub.drop(null);
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);
  });

  it("serves a value at most a minute, whatever age is asked for", async () => {
    let loads = 0;
    const read = () => cachedRead("unit:g", ["unit-g"], async () => ++loads, Infinity);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect(await read()).toBe(1);
      vi.advanceTimersByTime(59_000);
      expect(await read()).toBe(1);
      vi.advanceTimersByTime(2_000);
      expect(await read()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
