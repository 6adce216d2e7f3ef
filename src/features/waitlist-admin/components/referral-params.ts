// The referrals screen keeps its filters, interval and page in the URL, so the CSV export and a shared
// link show the same entries. Pure.
import { REFERRAL_FILTER_KEYS, ZReferralFiltersSchema, type TReferralFilters } from "@/features/waitlist-admin/schema";

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseReferralParams(params: SearchParams | URLSearchParams) {
  const get = (key: string) =>
    params instanceof URLSearchParams ? (params.get(key) ?? undefined) : first(params[key]);
  const raw = Object.fromEntries(
    REFERRAL_FILTER_KEYS.map((key) => [key, get(key) || undefined]).filter(([, value]) => value !== undefined),
  );
  const parsed = ZReferralFiltersSchema.safeParse(raw);
  const page = Number(get("page"));
  return {
    filters: parsed.success ? parsed.data : ({} as TReferralFilters),
    error: parsed.success ? null : (parsed.error.issues[0]?.message ?? "Invalid filters"),
    interval: get("interval") === "week" ? ("week" as const) : ("day" as const),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The query string of filters (and extras such as interval or page), leaving out empty values. */
export function referralQuery(
  filters: TReferralFilters,
  extra: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra }))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}
