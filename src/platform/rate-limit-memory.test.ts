import { describe, expect, it } from "vitest";
import { memoryLimitStore } from "./rate-limit-memory";

describe("memoryLimitStore", () => {
  it("counts hits in a fixed window and starts a new one when it ends", async () => {
    const store = memoryLimitStore();
    expect(await store.hit("a", 1_000, 0)).toEqual({ count: 1, resetAt: 1_000 });
    expect(await store.hit("a", 1_000, 500)).toEqual({ count: 2, resetAt: 1_000 });
    expect(await store.hit("b", 1_000, 500)).toEqual({ count: 1, resetAt: 1_500 });
    expect(await store.hit("a", 1_000, 1_000)).toEqual({ count: 1, resetAt: 2_000 });
  });

  it("extends a window only to a later end, and forgets keys and prefixes", async () => {
    const store = memoryLimitStore();
    await store.hit("sign-in:x:1", 1_000, 0);
    await store.extend("sign-in:x:1", 5_000);
    await store.extend("sign-in:x:1", 2_000);
    expect(await store.hit("sign-in:x:1", 1_000, 4_000)).toEqual({ count: 2, resetAt: 5_000 });
    await store.hit("sign-in:x:2", 1_000, 0);
    await store.hit("sign-in:y:1", 1_000, 0);
    await store.removePrefix("sign-in:x:");
    expect((await store.hit("sign-in:x:1", 1_000, 100)).count).toBe(1);
    expect((await store.hit("sign-in:x:2", 1_000, 100)).count).toBe(1);
    expect((await store.hit("sign-in:y:1", 1_000, 100)).count).toBe(2);
    await store.remove("sign-in:y:1");
    expect((await store.hit("sign-in:y:1", 1_000, 100)).count).toBe(1);
  });

  it("keeps at most its key limit, dropping the oldest windows first", async () => {
    const store = memoryLimitStore(3);
    for (const key of ["a", "b", "c"]) await store.hit(key, 60_000, 0);
    await store.hit("a", 60_000, 1);
    await store.hit("d", 60_000, 2);
    // "a" (counted twice, inserted first) was the oldest when "d" came.
    expect((await store.hit("a", 60_000, 3)).count).toBe(1);
    expect((await store.hit("c", 60_000, 3)).count).toBe(2);
  });
});
