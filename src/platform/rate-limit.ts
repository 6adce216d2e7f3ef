// A fixed-window counter kept in this server process's memory. Enough for one Node process (the
// way LocalHub is deployed today); several instances would each count separately, so a shared
// store (the database or Redis) would replace the Map behind this same interface.
export type RateLimiter = {
  /** Whether `key` has used up its allowance in the current window. */
  isLimited(key: string): boolean;
  /** Counts one event for `key`. */
  record(key: string): void;
  /** Forgets `key` (e.g. after a successful sign-in). */
  reset(key: string): void;
};

export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string) {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep() {
    if (windows.size < 10_000) return;
    for (const key of windows.keys()) current(key);
  }

  return {
    isLimited: (key) => (current(key)?.count ?? 0) >= options.limit,
    record(key) {
      sweep();
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, resetAt: now() + options.windowMs });
    },
    reset: (key) => void windows.delete(key),
  };
}
