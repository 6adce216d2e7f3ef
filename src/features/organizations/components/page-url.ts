// The public page's state in its address (/organization/{slug}?q=&category=&page=&period=): the one
// place that maps the query string to the state and back, so search, category, pages and the
// leaderboard's period work as plain links and GET forms, without JavaScript.
import { LEADERBOARD_PERIODS, type TLeaderboardPeriod } from "../types";

export type OrganizationPageState = {
  search: string;
  categoryId: string;
  page: number;
  period: TLeaderboardPeriod;
};

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export function pageStateOf(params: Params): OrganizationPageState {
  const page = Number.parseInt(first(params.page), 10);
  const period = first(params.period) as TLeaderboardPeriod;
  return {
    search: first(params.q).trim().slice(0, 100),
    categoryId: first(params.category).trim().slice(0, 64),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    period: LEADERBOARD_PERIODS.includes(period) ? period : "month",
  };
}

/** The address of `base` with this state (defaults left out); `hash` jumps to a section. */
export function pageHref(base: string, state: OrganizationPageState, hash = "") {
  const query = new URLSearchParams();
  if (state.search) query.set("q", state.search);
  if (state.categoryId) query.set("category", state.categoryId);
  if (state.page > 1) query.set("page", String(state.page));
  if (state.period !== "month") query.set("period", state.period);
  const text = query.toString();
  return `${base}${text ? `?${text}` : ""}${hash}`;
}

export const PERIOD_LABELS: Record<TLeaderboardPeriod, string> = {
  month: "This month",
  quarter: "This quarter",
  year: "This year",
};
