// Reads that almost every page makes (site settings, categories, tags, feature cards), kept in the
// server process's memory until a change invalidates one of their tags. The store hangs off
// globalThis so the route handler and the server components, which Next may load as separate
// module instances, share one store in one process.

type Entry = { tags: readonly string[]; value: Promise<unknown>; expiresAt: number };
const STORE = Symbol.for("localhub.process-cache");

function store(): Map<string, Entry> {
  const holder = globalThis as typeof globalThis & { [STORE]?: Map<string, Entry> };
  return (holder[STORE] ??= new Map());
}

/**
 * The cached value under `key`, loading it once; a failed load is not kept. `maxAgeMs` bounds how
 * long a value that also depends on data no admin change invalidates (e.g. tag usage) may be served.
 */
export function cachedRead<T>(
  key: string,
  tags: readonly string[],
  load: () => Promise<T>,
  maxAgeMs = Infinity,
): Promise<T> {
  const entries = store();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > Date.now()) return hit.value as Promise<T>;
  const entry: Entry = { tags, value: load(), expiresAt: Date.now() + maxAgeMs };
  entries.set(key, entry);
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.value as Promise<T>;
}

/**
 * Forgets every value carrying one of the tags. Called after the change is committed, so the next
 * read loads the new data; a load still in flight is dropped with its entry.
 */
export function invalidateCache(...tags: string[]) {
  const entries = store();
  for (const [key, entry] of entries) if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
}
