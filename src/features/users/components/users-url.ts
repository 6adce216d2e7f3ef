// The Users screen keeps its search text and page number in the URL (?search=...&page=2), so a
// link can be shared and Back returns to the same results. Pure: used by the page and the client.
export const USERS_SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 100_000;

type SearchParams = Record<string, string | string[] | undefined>;

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads ?search and ?page, falling back to no search and page 1 for anything unusable. */
export function parseUsersParams(params: SearchParams): { search: string; page: number } {
  const search = (firstValue(params.search) ?? "").trim().slice(0, USERS_SEARCH_MAX_LENGTH);
  const requested = Number(firstValue(params.page));
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, MAX_PAGE) : 1;
  return { search, page };
}

/** The address of a search and page; page 1 and an empty search are left out. */
export function usersHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
