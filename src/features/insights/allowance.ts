// A per-key allowance per fixed window, kept in this process's memory: cheap enough to sit in front
// of every beacon. The window restarts for everyone at once; the number of keys tracked in one
// window is bounded, and a key not yet tracked when the bound is reached waits for the next window.
// Pure apart from its own state; the caller says what time it is.

export function windowAllowance(options: { limit: number; windowMs: number; maxKeys: number }) {
  let windowStart = Number.NEGATIVE_INFINITY;
  const counts = new Map<string, number>();
  /** Counts one event for `key` at `now`; false when the key is past its allowance in this window. */
  return (key: string, now: number): boolean => {
    if (now - windowStart >= options.windowMs) {
      windowStart = now;
      counts.clear();
    }
    const count = counts.get(key);
    if (count === undefined && counts.size >= options.maxKeys) return false;
    counts.set(key, (count ?? 0) + 1);
    return (count ?? 0) < options.limit;
  };
}
