// What a business card shows, as the server sends it: no more than the card needs, so a page of
// twelve cards stays small. Built by the directory search, the featured section and lists alike.

import type { OpenStatus } from "./open-status";

export type BusinessCardTag = { id: string; name: string; slug: string; color: string | null };

export type BusinessCardOffer = { id: string; title: string; validTo: Date | null };

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
};

/** The canonical profile path: /business/{city}/{slug}. */
export const businessPath = (business: Pick<BusinessCardData, "citySlug" | "slug">) =>
  `/business/${business.citySlug}/${business.slug}`;
