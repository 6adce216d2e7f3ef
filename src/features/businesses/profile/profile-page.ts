// What the profile page needs besides the profile: its metadata, and the reviews page and sort from
// the address.
import "server-only";
import type { Metadata } from "next";
import { businessPath } from "@/features/directory/types";
import type { BusinessProfile } from "@/features/businesses/profile/queries";
import { profileMetaDescription } from "./meta-description";
import { REVIEW_SORTS, type TReviewSort } from "@/features/reviews/schema";

export type ReviewsQuery = { reviewsPage: number; reviewsSort: TReviewSort };

/** ?reviews=N&reviewsSort=helpful: the page of reviews to show, and their order. */
export function reviewsQueryOf(searchParams: Record<string, string | string[] | undefined>): ReviewsQuery {
  const value = Number(searchParams.reviews);
  const sort = REVIEW_SORTS.find((option) => option === searchParams.reviewsSort) ?? "newest";
  return { reviewsPage: Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1, reviewsSort: sort };
}

export function profileMetadata(profile: BusinessProfile): Metadata {
  const place = `${profile.city}, ${profile.state}`;
  const title = `${profile.businessName} - ${profile.category ? `${profile.category} in ` : ""}${place} | LocalHub`;
  const description = profileMetaDescription(profile);
  const canonical = businessPath(profile);
  const images = profile.logoUrl ? [{ url: profile.logoUrl }] : undefined;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { type: "website", siteName: "LocalHub", title, description, url: canonical, images },
    twitter: { card: "summary", title, description, images },
  };
}
