// The businesses screen keeps its whole state in the address (?q=&status=&active=yes&featured=no
// &city=&category=&owner=yes&awaiting=yes&sort=name&page=2), like the directory: links can be shared and Back
// returns to the same rows. Pure: used by the page, the filter form and the pagination links.
import { ZAdminBusinessListSchema, type TAdminBusinessListQuery } from "@/features/businesses/admin/schema";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;
const yesNo = (value: string | undefined) => (value === "yes" ? true : value === "no" ? false : undefined);
const toYesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? "yes" : "no");

/** The list query in the address; anything unusable falls back to the whole list, newest first. */
export function parseBusinessesParams(params: SearchParams): { query: TAdminBusinessListQuery; error: string | null } {
  const page = Number(first(params.page) ?? 1);
  const parsed = ZAdminBusinessListSchema.safeParse({
    q: first(params.q) ?? "",
    status: first(params.status),
    active: yesNo(first(params.active)),
    featured: yesNo(first(params.featured)),
    city: first(params.city),
    category: first(params.category),
    hasOwner: yesNo(first(params.owner)),
    awaiting: yesNo(first(params.awaiting)),
    sort: first(params.sort),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  });
  if (parsed.success) return { query: parsed.data, error: null };
  return { query: ZAdminBusinessListSchema.parse({}), error: parsed.error.issues[0]?.message ?? "Unusable filters." };
}

/** The address of a list query; defaults are left out. */
export function businessesHref(query: TAdminBusinessListQuery, changes: Partial<TAdminBusinessListQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined) => value && params.set(key, value);
  set("q", next.q);
  set("status", next.status);
  set("active", toYesNo(next.active));
  set("featured", toYesNo(next.featured));
  set("city", next.city);
  set("category", next.category);
  set("owner", toYesNo(next.hasOwner));
  set("awaiting", toYesNo(next.awaiting));
  if (next.sort !== "newest") set("sort", next.sort);
  if (next.page > 1) set("page", String(next.page));
  const text = params.toString();
  return text ? `/admin/businesses?${text}` : "/admin/businesses";
}
