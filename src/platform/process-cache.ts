// Reads that almost every page makes (site settings, categories, tags, feature cards), kept in the
// server process's memory until a change invalidates one of their tags, here or in any other app
// process (src/platform/runtime/invalidation.mjs), and at most a minute in any case. While a Redis
// channel to the other processes is down, every read loads afresh. The store hangs off globalThis
// so the route handler and the server components, which Next may load as separate module
// instances, share one store in one process.
import { invalidationHub } from "@/platform/runtime/invalidation.mjs";

type Entry = { tags: readonly string[]; value: Promise<unknown>; expiresAt: number };
const STORE = Symbol.for("localhub.process-cache");
/** The longest a value is served: what a missed message or a direct SQL write can cost. */
const MAX_AGE_MS = 60_000;

function store(): Map<string, Entry> {
  const holder = globalThis as typeof globalThis & { [STORE]?: Map<string, Entry> };
  let entries = holder[STORE];
  if (!entries) {
    const created = new Map<string, Entry>();
    holder[STORE] = entries = created;
    invalidationHub().listen((tags) => {
      for (const [key, entry] of created)
        if (tags === null || entry.tags.some((tag) => tags.includes(tag))) created.delete(key);
    });
  }
  return entries;
}

/**
 * The cached value under `key`, loading it once; a failed load is not kept. `maxAgeMs` (at most a
 * minute) bounds how long a value that also depends on data no admin change invalidates (e.g. tag
 * usage) may be served.
 */
export function cachedRead<T>(
  key: string,
  tags: readonly string[],
  load: () => Promise<T>,
  maxAgeMs = MAX_AGE_MS,
): Promise<T> {
  if (!invalidationHub().cachesUsable) return load();
  const entries = store();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > Date.now()) return hit.value as Promise<T>;
  const entry: Entry = { tags, value: load(), expiresAt: Date.now() + Math.min(maxAgeMs, MAX_AGE_MS) };
  entries.set(key, entry);
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.value as Promise<T>;
}

/**
 * Forgets every value carrying one of the tags, in this process and every other. Called after the
 * change is committed, so the next read loads the new data; a load still in flight is dropped with
 * its entry.
 */
export function invalidateCache(...tags: string[]) {
  store();
  invalidationHub().invalidate(tags);
}
