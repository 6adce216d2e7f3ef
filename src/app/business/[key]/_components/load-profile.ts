// Loads a profile once per request for both generateMetadata and the page.
import "server-only";
import type { Metadata } from "next";
import { cache } from "react";
import { after } from "next/server";
import { notFound, permanentRedirect } from "next/navigation";
import { db } from "@/platform/db";
import { recordProfileView } from "@/features/businesses/editor/views";
import { api } from "@/trpc/server";
import { businessPath } from "@/features/directory/types";
import type { BusinessProfile } from "@/features/businesses/profile/queries";
import { REVIEW_SORTS, type TReviewSort } from "@/features/reviews/schema";

export type ProfileParams = { city?: string; key: string } & ReviewsQuery;
type ReviewsQuery = { reviewsPage: number; reviewsSort: TReviewSort };

const load = cache((city: string | undefined, key: string, reviewsPage: number, reviewsSort: TReviewSort) =>
  api.businessProfile.get({ city, key, reviewsPage, reviewsSort }),
);

/**
 * The profile the URL names; the old address of a renamed or moved business redirects to its new
 * one; unknown and inactive businesses get the 404 page.
 */
export async function loadProfile(params: ProfileParams): Promise<BusinessProfile> {
  const profile = await load(params.city, params.key, params.reviewsPage, params.reviewsSort);
  if (profile) return profile;
  const moved = await api.businessProfile.redirect({ city: params.city, slug: params.key });
  if (moved) permanentRedirect(`/business/${moved.city}/${moved.slug}`);
  notFound();
}

/** Counts one profile view for the owner's dashboard, after the page has been sent. */
export function countProfileView(businessId: string) {
  after(() => recordProfileView(db, businessId).catch((error: unknown) => console.error("Counting a profile view failed:", error)));
}

/** ?reviews=N&reviewsSort=helpful: the page of reviews to show, and their order. */
export function reviewsQueryOf(searchParams: Record<string, string | string[] | undefined>): ReviewsQuery {
  const value = Number(searchParams.reviews);
  const sort = REVIEW_SORTS.find((option) => option === searchParams.reviewsSort) ?? "newest";
  return { reviewsPage: Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1, reviewsSort: sort };
}

export function profileMetadata(profile: BusinessProfile): Metadata {
  const place = `${profile.city}, ${profile.state}`;
  const title = `${profile.businessName} - ${profile.category ? `${profile.category} in ` : ""}${place} | LocalHub`;
  const rating = profile.reviewCount > 0 ? ` Rated ${profile.averageRating.toFixed(1)} from ${profile.reviewCount} reviews.` : "";
  const description = (profile.description ?? `${profile.businessName} in ${place}.`).slice(0, 200) + rating;
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
