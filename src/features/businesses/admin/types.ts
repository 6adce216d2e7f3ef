// The admin businesses screen: its options, limits and texts. Browser-safe and free of zod, so the
// screen's client pieces can use them.
import { BUSINESS_NOT_FOUND } from "../types";

export const ADMIN_BUSINESS_PAGE_SIZE = 25;
/** A count reads at most one row past this many matches (or the rows up to the page); more shows as "1,000+". */
export const ADMIN_BUSINESS_COUNT_CAP = 1_000;
export const ADMIN_BUSINESS_SEARCH_MAX = 100;
export const ADMIN_BUSINESS_MAX_PAGE = 4_000;
/** Bulk actions change at most this many businesses in one transaction. */
export const BULK_MAX = 500;
export const REASON_MAX = 500;
/** The home page shows this many featured businesses (the newest); features/home/featured.ts uses it. */
export const HOME_FEATURED_LIMIT = 6;

export const VERIFICATION_STATUSES = ["pending", "verified", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const ADMIN_BUSINESS_SORT_IDS = ["newest", "name", "rating", "reviews"] as const;
export type AdminBusinessSort = (typeof ADMIN_BUSINESS_SORT_IDS)[number];
export const ADMIN_BUSINESS_SORT_LABELS: Record<AdminBusinessSort, string> = {
  newest: "Newest",
  name: "Name (A–Z)",
  rating: "Highest rated",
  reviews: "Most reviews",
};

export const BULK_ACTION_IDS = ["verify", "feature", "deactivate"] as const;
export type BulkAction = (typeof BULK_ACTION_IDS)[number];
export const BULK_ACTION_LABELS: Record<BulkAction, { label: string; done: string }> = {
  verify: { label: "Verify", done: "verified" },
  feature: { label: "Feature", done: "featured" },
  deactivate: { label: "Deactivate", done: "deactivated" },
};

export const BUSINESS_ADMIN_MESSAGES = {
  notFound: BUSINESS_NOT_FOUND,
  reasonRequired: "Give the owner a reason for the rejection.",
  reasonTooLong: `The reason must be at most ${REASON_MAX} characters.`,
  bulkEmpty: "Select at least one business.",
  bulkTooMany: `Select at most ${BULK_MAX} businesses at a time.`,
  ownerEmailUnverified: "The owner has not verified their email address yet, so the business cannot be verified.",
  featuredOverLimit: (count: number) =>
    `${count} businesses are featured now; the home page shows only the ${HOME_FEATURED_LIMIT} newest.`,
} as const;

/** How the one search box reads its text (see queries.ts). */
export const ADMIN_BUSINESS_SEARCH_HINT = "Name, owner email, city or ZIP";
