import "server-only";
// The limiter's counters in this process's memory: for frequent public reads (searches) whose limit
// only has to stop a flood, so that admitting one writes nothing to the database. A fixed window per
// key, as the shared stores keep; expired windows are swept as hits come in, and at most MAX_KEYS
// windows are kept (the oldest go first), so a flood of new addresses cannot grow memory for good.
import type { LimitStore } from "@/platform/rate-limit";

const SWEEP_EVERY = 1_000;
const MAX_KEYS = 50_000;

type Window = { count: number; resetAt: number };

export function memoryLimitStore(maxKeys = MAX_KEYS): LimitStore {
  const windows = new Map<string, Window>();
  let hitsSinceSweep = 0;

  function sweep(now: number) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    // Map keeps insertion order and a restarted window is inserted again: the first keys are the oldest.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async hit(key, windowMs, now) {
      const current = windows.get(key);
      if (++hitsSinceSweep >= SWEEP_EVERY || (!current && windows.size >= maxKeys)) {
        hitsSinceSweep = 0;
        sweep(now);
      }
      if (current && current.resetAt > now && windows.has(key)) {
        current.count += 1;
        return { ...current };
      }
      windows.delete(key);
      const fresh = { count: 1, resetAt: now + windowMs };
      windows.set(key, fresh);
      return { ...fresh };
    },
    async extend(key, resetAt) {
      const current = windows.get(key);
      if (current && current.resetAt < resetAt) current.resetAt = resetAt;
    },
    async remove(key) {
      windows.delete(key);
    },
    async removePrefix(prefix) {
      for (const key of windows.keys()) if (key.startsWith(prefix)) windows.delete(key);
    },
  };
}
