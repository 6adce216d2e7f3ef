// Loads a profile once per request for both generateMetadata and the page.
import "server-only";
import { cache } from "react";
import { notFound, permanentRedirect } from "next/navigation";
import { api } from "@/trpc/server";
import type { BusinessProfile } from "@/features/businesses/profile/queries";
import type { ReviewsQuery } from "@/features/businesses/profile/profile-page";
import type { TReviewSort } from "@/features/reviews/schema";

export type ProfileParams = { city?: string; key: string } & ReviewsQuery;

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
