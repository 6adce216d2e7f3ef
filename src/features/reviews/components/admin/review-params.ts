// The review list keeps its filters and page in the URL (?status=hidden&reported=1&rating=1&business=
// <id>&from=2026-03-01&to=2026-03-31&page=2), so a link (e.g. from a business) opens the same list. Pure.
import { ZAdminReviewFiltersSchema, type TAdminReviewFilters } from "@/features/reviews/schema";

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

export function parseReviewParams(params: SearchParams) {
  const rating = first(params.rating);
  const raw = {
    status: first(params.status),
    reported: first(params.reported) === "1" ? true : undefined,
    rating: rating === undefined ? undefined : Number(rating),
    businessId: first(params.business),
    from: first(params.from),
    to: first(params.to),
  };
  const parsed = ZAdminReviewFiltersSchema.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)),
  );
  const page = Number(first(params.page));
  return {
    filters: parsed.success ? parsed.data : ({} as TAdminReviewFilters),
    error: parsed.success ? null : (parsed.error.issues[0]?.message ?? "Invalid filters."),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The list's address for these filters and page; empty values and page 1 are left out. */
export function reviewsHref(filters: TAdminReviewFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.reported) params.set("reported", "1");
  if (filters.rating) params.set("rating", String(filters.rating));
  if (filters.businessId) params.set("business", filters.businessId);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/reviews?${query}` : "/admin/reviews";
}
