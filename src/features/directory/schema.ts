import { z } from "zod";
import { zText } from "@/lib/text";
import {
  DIRECTORY_RADII,
  DIRECTORY_SORTS,
  FEATURE_FILTERS,
  MAX_FILTER_TAGS,
  RATING_FILTERS,
  SEEK_KEY_PATTERN,
  type FeatureFilterId,
  type PageLink,
  type RatingFilterId,
} from "./types";

// The directory's search contract: what the browser may ask for and what it gets back. The same
// values travel in the /directory URL (see the directory page's URL helpers) and in tRPC calls.

// The controls' constants live in types.ts (browser pages load them without zod); re-exported here.
export {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_COUNT_CAP,
  MAX_OFFSET_PAGE,
  DIRECTORY_LOAD_ERROR_MESSAGE,
  TOO_MANY_SEARCHES_MESSAGE,
  SUGGESTION_LIMIT,
  HEADER_SUGGESTION_MIN_LENGTH,
  MAX_FILTER_TAGS,
  RATING_FILTERS,
} from "./types";
export type { DirectorySort, RatingFilterId, FeatureFilterId, PageLink } from "./types";

const ratingIds = RATING_FILTERS.map((filter) => filter.id) as [RatingFilterId, ...RatingFilterId[]];
const featureIds = FEATURE_FILTERS.map((filter) => filter.id) as [FeatureFilterId, ...FeatureFilterId[]];

const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const directorySearchInput = z.object({
  /** Free text matched against name, category and address (case-insensitive). */
  search: zText().trim().max(100, "Search text is too long").default(""),
  /** Category slug (a parent category includes its children). */
  category: zText().trim().max(100).optional(),
  /** Tag slugs; a business must carry every selected tag. */
  tags: z.array(zText().trim().max(100)).max(MAX_FILTER_TAGS).default([]),
  /** The lowest selected threshold applies. */
  ratings: z.array(z.enum(ratingIds)).max(RATING_FILTERS.length).default([]),
  features: z.array(z.enum(featureIds)).max(FEATURE_FILTERS.length).default([]),
  /** The /directory/{location} segment: a 5-digit ZIP code or a known city's slug. */
  location: zText().trim().max(100).optional(),
  /** The visitor's own position (browser geolocation), the origin for the distance sort. */
  near: coordinatesSchema.optional(),
  /**
   * With a place: its businesses first, then others within this many miles by distance ("any": no
   * limit). With `near`: only businesses within it, nearest first. Unset: the place's businesses only.
   */
  within: z.enum(DIRECTORY_RADII).optional(),
  sort: z.enum(DIRECTORY_SORTS).default("relevance"),
  page: z.number().int().min(1).max(100_000).default(1),
  /**
   * Where the page starts (seek-key.ts): after the row of this key (`page` is then read from it, not
   * by skipping rows), or just before it (a Previous link). A key the server cannot use is ignored.
   */
  after: z.string().regex(SEEK_KEY_PATTERN, "Invalid page key").optional(),
  before: z.string().regex(SEEK_KEY_PATTERN, "Invalid page key").optional(),
});
export type DirectorySearchInput = z.input<typeof directorySearchInput>;
export type DirectorySearchQuery = z.output<typeof directorySearchInput>;

export type ResolvedLocation =
  | { kind: "city"; slug: string; city: string; state: string; latitude: number; longitude: number }
  | {
      kind: "zip";
      zipCode: string;
      city: string | null;
      state: string | null;
      latitude: number | null;
      longitude: number | null;
    };

export type DirectorySearchResult<Card> = {
  items: Card[];
  /** The number of matches, or when `totalCapped` a lower bound: counting stopped there ('1,000+'). */
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
  /** Keys for the page links around this page that need one (past MAX_OFFSET_PAGE they all do). */
  pageLinks: PageLink[];
  /**
   * The address asked for a page past MAX_OFFSET_PAGE without a usable key: it was not read (that
   * would skip every row before it); the pagination offers the pages it can open.
   */
  keyNeeded: boolean;
  /** The resolved /directory/{location}, or null for the whole directory. */
  location: ResolvedLocation | null;
  /** Where distances were measured from; null when the search had no origin. */
  distanceOrigin: "near" | "location" | null;
  /**
   * When the chosen place had no match but others did: the results are those within this many
   * miles of it, nearest first (the page lists them under 'Nearby: Plumbing businesses within 40 mi of Austin, TX').
   */
  nearby: { radiusMiles: number } | null;
  /**
   * Empty with open now: the matches without it that open soonest, soonest first, each with when
   * ("Opens at 6:30 AM"; opening-next.ts). Absent otherwise.
   */
  openingNext?: Array<{ business: Card; opens: string }>;
};

/**
 * The search boxes' suggestions (the header's and the directory's), within the page's location when
 * it has one; none under HEADER_SUGGESTION_MIN_LENGTH characters.
 */
export const suggestInput = z.object({
  text: zText().trim().max(100, "Search text is too long"),
  location: zText().trim().max(100).optional(),
});

/** Categories the text names, then businesses with their city (at most SUGGESTION_LIMIT each). */
export type Suggestions = {
  /** The page's place, which suggestions and the search stay within ('Plumbing in Austin, TX'). */
  place: { segment: string; label: string } | null;
  categories: Array<{ id: string; name: string; slug: string }>;
  businesses: Array<{
    id: string;
    businessName: string;
    category: string | null;
    address: string | null;
    city: string;
    state: string;
    slug: string;
    citySlug: string;
  }>;
};
