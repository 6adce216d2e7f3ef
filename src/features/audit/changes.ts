// The compact before/after an audit entry keeps: only the fields that differ, long texts cut.
export type AuditSnapshot = Record<string, unknown>;
export type AuditChanges = { before?: AuditSnapshot; after?: AuditSnapshot };

const MAX_TEXT = 200;

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value ?? null;
}

/**
 * Both sides present: the fields whose values differ (an update). One side: all of its fields (a
 * create has only `after`, a delete only `before`).
 */
export function compactChanges(before: AuditSnapshot | null, after: AuditSnapshot | null): AuditChanges {
  const result: AuditChanges = {};
  if (before && after) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    const changedBefore: AuditSnapshot = {};
    const changedAfter: AuditSnapshot = {};
    for (const key of keys) {
      const was = plain(before[key]);
      const now = plain(after[key]);
      if (JSON.stringify(was) === JSON.stringify(now)) continue;
      changedBefore[key] = was;
      changedAfter[key] = now;
    }
    result.before = changedBefore;
    result.after = changedAfter;
    return result;
  }
  if (before) result.before = plain(before) as AuditSnapshot;
  if (after) result.after = plain(after) as AuditSnapshot;
  return result;
}
