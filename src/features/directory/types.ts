// What a business card shows, as the server sends it: no more than the card needs, so a page of
// twelve cards stays small. Built by the directory search, the featured section and lists alike.

import type { OpenStatus } from "./open-status";

export type BusinessCardTag = { id: string; name: string; slug: string; color: string | null };

type BusinessCardOffer = { id: string; title: string; validTo: Date | null };

export type BusinessCardData = {
  id: string;
  slug: string;
  citySlug: string;
  businessName: string;
  category: string | null;
  address: string | null;
  city: string;
  state: string;
  logoUrl: string | null;
  /** The logo, else the cover photo: the card's thumbnail. */
  thumbnailUrl: string | null;
  averageRating: number;
  totalReviews: number;
  memberSince: Date;
  verified: boolean;
  /** One of the first businesses listed when LocalHub launched in its area (the "Founding member" badge). */
  foundingMember: boolean;
  /** The business's own feature flags: the one source for the feature filters and these badges. */
  onlineBooking: boolean;
  sameDayService: boolean;
  tags: BusinessCardTag[];
  /** The active, pinned, unexpired offer, if any. */
  pinnedOffer: BusinessCardOffer | null;
  /** Open or closed now and when that changes, in the business's time zone; null without hours. */
  openStatus: OpenStatus | null;
  /** Where the business is, for the map; null when it has no coordinates. */
  position: { latitude: number; longitude: number } | null;
  /** Kilometres from the search origin, when the search had one. */
  distanceKm: number | null;
  /** The active organisations it is an active member of ("Member of …"), when any (directory cards). */
  organizations?: Array<{ slug: string; name: string }>;
};

/** The canonical profile path: /business/{city}/{slug}. */
export const businessPath = (business: Pick<BusinessCardData, "citySlug" | "slug">) =>
  `/business/${business.citySlug}/${business.slug}`;

// The directory controls' options and limits (schema.ts validates against them and re-exports them).
export const DIRECTORY_PAGE_SIZE = 12;
/** Counting stops past this many matches (past the page's own rows on deeper pages): the total shows as '1,000+'. */
export const DIRECTORY_COUNT_CAP = 1000;
/**
 * The deepest page an address without a seek key opens (read with OFFSET: at most about 1,000 rows
 * skipped, the pages a first count proves). Deeper pages open from the page links, which carry a key.
 */
export const MAX_OFFSET_PAGE = Math.ceil(DIRECTORY_COUNT_CAP / DIRECTORY_PAGE_SIZE);
/** A seek key in an address (see seek-key.ts): base64url, and short. */
export const SEEK_KEY_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
/** A page link's address parts: the page, and where it starts (after a row, or before one). */
export type PageLink = { page: number; after?: string; before?: string };
/** The spec's directory failure text: also what a search that ran out of time answers. */
export const DIRECTORY_LOAD_ERROR_MESSAGE = "Error loading businesses. Please try again.";
export const TOO_MANY_SEARCHES_MESSAGE = "Too many searches. Please wait a minute and try again.";
export const SUGGESTION_LIMIT = 5;
export const HEADER_SUGGESTION_MIN_LENGTH = 2;
export const MAX_FILTER_TAGS = 10;

export const DIRECTORY_SORTS = ["relevance", "rating", "newest", "distance"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** The 'Within' control: how far from the chosen place (or the visitor) results may come from. */
export const DIRECTORY_RADII = ["25", "50", "100", "any"] as const;
export type DirectoryRadius = (typeof DIRECTORY_RADII)[number];

export const RATING_FILTERS = [
  { id: "5-star", label: "5 Stars", minimum: 5 },
  { id: "4-star", label: "4+ Stars", minimum: 4 },
  { id: "3-star", label: "3+ Stars", minimum: 3 },
] as const;
export type RatingFilterId = (typeof RATING_FILTERS)[number]["id"];

export const FEATURE_FILTERS = [
  { id: "verified", label: "Verified" },
  { id: "open-now", label: "Open now" },
  { id: "online-booking", label: "Online booking" },
  { id: "same-day", label: "Same-day service" },
] as const;
export type FeatureFilterId = (typeof FEATURE_FILTERS)[number]["id"];
