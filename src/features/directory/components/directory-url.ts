// The directory keeps its whole state in the address, so a link can be shared and Back works:
//   /directory[/{location}]?search=&category=&tags=a,b&rating=4-star&features=verified,open-now
//     &within=50&sort=rating&view=list&page=2&after=<key>&lat=&lng=
// A page past the first may carry a seek key (`after` or `before`, see features/directory/seek-key.ts):
// where the page starts, so deep pages are read from there and a shared link shows the same page.
// Pure: the page reads it on the server, the controls write it in the browser.
import type { Coordinates, DirectorySearchInput } from "@/features/directory/schema";
import { toCleanText } from "@/lib/clean-text";
import {
  DIRECTORY_RADII,
  DIRECTORY_SORTS,
  FEATURE_FILTERS,
  MAX_FILTER_TAGS,
  RATING_FILTERS,
  SEEK_KEY_PATTERN,
  type DirectoryRadius,
  type DirectorySort,
  type FeatureFilterId,
  type RatingFilterId,
} from "@/features/directory/types";

export const DIRECTORY_VIEWS = ["grid", "list", "map"] as const;
export type DirectoryView = (typeof DIRECTORY_VIEWS)[number];

export const SEARCH_MAX_LENGTH = 100;
/** The longest category or tag slug the search procedure accepts. */
const SLUG_MAX_LENGTH = 100;
const MAX_PAGE = 100_000;

export type DirectoryState = {
  /** The /directory/{location} segment (city slug or ZIP), or null for the whole directory. */
  location: string | null;
  search: string;
  category: string | null;
  tags: string[];
  ratings: RatingFilterId[];
  features: FeatureFilterId[];
  /** The 'Within' control; null keeps to the place's own businesses. */
  within: DirectoryRadius | null;
  sort: DirectorySort;
  view: DirectoryView;
  page: number;
  /** Where the page starts: after the row of this key, or before it (null: read by its number). */
  after: string | null;
  before: string | null;
  /** The visitor's position, kept for the distance sort. */
  near: Coordinates | null;
};

export const EMPTY_DIRECTORY_STATE: DirectoryState = {
  location: null,
  search: "",
  category: null,
  tags: [],
  ratings: [],
  features: [],
  within: null,
  sort: "relevance",
  view: "grid",
  page: 1,
  after: null,
  before: null,
  near: null,
};

type SearchParams = Record<string, string | string[] | undefined>;

/** A parameter's first value as clean text (what the search procedure accepts), at most 200 characters. */
const firstValue = (value: string | string[] | undefined) =>
  toCleanText((Array.isArray(value) ? value[0] : value) ?? "", 200).trim();

const list = (value: string | string[] | undefined) => [
  ...new Set(
    firstValue(value)
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];

/** A seek key, or null for anything else (the server checks what it holds). */
function seekKey(value: string | string[] | undefined): string | null {
  const text = firstValue(value);
  return SEEK_KEY_PATTERN.test(text) ? text : null;
}

const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T =>
  (allowed as readonly string[]).includes(value);

function coordinate(value: string | string[] | undefined, limit: number): number | null {
  const text = firstValue(value);
  const number = text === "" ? Number.NaN : Number(text);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

const RATING_IDS = RATING_FILTERS.map((filter) => filter.id);
const FEATURE_IDS = FEATURE_FILTERS.map((filter) => filter.id);

/** Reads a directory address; anything unusable falls back to the default rather than failing. */
export function parseDirectoryState(location: string | null, params: SearchParams): DirectoryState {
  const sort = firstValue(params.sort);
  const view = firstValue(params.view);
  const within = firstValue(params.within);
  const page = Number(firstValue(params.page));
  const latitude = coordinate(params.lat, 90);
  const longitude = coordinate(params.lng, 180);
  return {
    location: location?.trim() || null,
    search: toCleanText(firstValue(params.search), SEARCH_MAX_LENGTH),
    category: toCleanText(firstValue(params.category), SLUG_MAX_LENGTH) || null,
    tags: list(params.tags)
      .slice(0, MAX_FILTER_TAGS)
      .map((tag) => toCleanText(tag, SLUG_MAX_LENGTH)),
    ratings: list(params.rating).filter((id) => oneOf(RATING_IDS, id)),
    features: list(params.features).filter((id) => oneOf(FEATURE_IDS, id)),
    within: oneOf(DIRECTORY_RADII, within) ? within : null,
    sort: oneOf(DIRECTORY_SORTS, sort) ? sort : "relevance",
    view: oneOf(DIRECTORY_VIEWS, view) ? view : "grid",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    after: seekKey(params.after),
    before: seekKey(params.after) ? null : seekKey(params.before),
    near: latitude !== null && longitude !== null ? { latitude, longitude } : null,
  };
}

/** The address of a state; defaults are left out so links stay short. */
export function directoryHref(state: DirectoryState): string {
  const path = state.location ? `/directory/${encodeURIComponent(state.location)}` : "/directory";
  const params = new URLSearchParams();
  if (state.search) params.set("search", state.search);
  if (state.category) params.set("category", state.category);
  if (state.tags.length) params.set("tags", state.tags.join(","));
  if (state.ratings.length) params.set("rating", state.ratings.join(","));
  if (state.features.length) params.set("features", state.features.join(","));
  if (state.within) params.set("within", state.within);
  if (state.sort !== "relevance") params.set("sort", state.sort);
  if (state.view !== "grid") params.set("view", state.view);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.page > 1 && state.after) params.set("after", state.after);
  else if (state.page > 1 && state.before) params.set("before", state.before);
  if (state.near) {
    params.set("lat", String(state.near.latitude));
    params.set("lng", String(state.near.longitude));
  }
  const query = params.toString().replaceAll("%2C", ",");
  return query ? `${path}?${query}` : path;
}

/**
 * The state after a change. Changing what is searched (text, category, location, filters, sort)
 * starts again at page 1; changing only the page or the view keeps the rest. A page's key belongs to
 * its page: only a change of view keeps it (a page change brings its own, or none).
 */
export function changeDirectoryState(state: DirectoryState, change: Partial<DirectoryState>): DirectoryState {
  const keys = Object.keys(change);
  const keepsPage = keys.every((key) => key === "view" || key === "page" || key === "after" || key === "before");
  const keepsKey = keys.every((key) => key === "view");
  return { ...state, ...(keepsPage ? {} : { page: 1 }), ...(keepsKey ? {} : { after: null, before: null }), ...change };
}

/** How many filters (category, tags, ratings, features) are on. */
export const activeFilterCount = (state: DirectoryState) =>
  (state.category ? 1 : 0) + state.tags.length + state.ratings.length + state.features.length;

/** Adds the value when missing, removes it when present. */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** What the search procedure is asked for. */
export function toSearchInput(state: DirectoryState): DirectorySearchInput {
  return {
    search: state.search,
    category: state.category ?? undefined,
    tags: state.tags,
    ratings: state.ratings,
    features: state.features,
    location: state.location ?? undefined,
    near: state.near ?? undefined,
    within: state.within ?? undefined,
    sort: state.sort,
    page: state.page,
    after: state.after ?? undefined,
    before: state.before ?? undefined,
  };
}
