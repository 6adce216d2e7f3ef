// The audit screen keeps its filters and page in the URL (?action=&target=&actor=&targetId=&from=&to=&before=),
// so a filtered list can be shared and Back works. Pure.
import { AUDIT_FILTER_KEYS, ZAuditListSchema, type TAuditFilters } from "@/features/audit/schema";

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseAuditParams(params: SearchParams): {
  filters: TAuditFilters;
  before?: string;
  error: string | null;
} {
  const filters = Object.fromEntries(
    AUDIT_FILTER_KEYS.map((key) => [key, first(params[key]) || undefined]).filter(([, value]) => value !== undefined),
  );
  const before = first(params.before) || undefined;
  const parsed = ZAuditListSchema.safeParse({ filters, ...(before && { before }) });
  if (parsed.success) return { filters: parsed.data.filters, before: parsed.data.before, error: null };
  return { filters: {} as TAuditFilters, error: parsed.error.issues[0]?.message ?? "Invalid filters" };
}

/** The query string of filters (and a page cursor), leaving out empty values. */
export function auditQuery(filters: Partial<TAuditFilters>, before?: string): string {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (before) params.set("before", before);
  const query = params.toString();
  return query ? `?${query}` : "";
}
