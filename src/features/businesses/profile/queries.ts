import "server-only";
// A business's public profile: everything /business/... shows, for active businesses only.
import type { z } from "zod";
import type { Db } from "@/platform/db";
import { listPublishedReviews, ratingDistribution } from "@/features/reviews/queries";
import { REVIEWS_PAGE_SIZE } from "@/features/reviews/schema";
import { countConnections } from "@/features/network/connections";
import { publicRecommendations } from "@/features/network/recommendations";
import { responseHoursOf } from "@/features/enquiries/response-time";
import { readProfileBusiness } from "./profile-read";
import type { ZBusinessProfileInput } from "./schema";

/**
 * The business a URL names. /business/{city}/{slug} is exact. /business/{key} is an id or a slug;
 * a slug used in several cities resolves to the oldest active business with it, so the same URL
 * always shows the same profile (its canonical link names the city).
 */
async function resolveBusinessId(db: Db, input: { city?: string; key: string }): Promise<string | null> {
  if (input.city) {
    const business = await db.businessProfile.findFirst({
      where: { citySlug: input.city, slug: input.key, active: true },
      select: { id: true },
    });
    return business?.id ?? null;
  }
  const byId = await db.businessProfile.findFirst({ where: { id: input.key, active: true }, select: { id: true } });
  if (byId) return byId.id;
  const bySlug = await db.businessProfile.findFirst({
    where: { slug: input.key, active: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return bySlug?.id ?? null;
}

export async function getBusinessProfile(db: Db, input: z.output<typeof ZBusinessProfileInput>, now = new Date()) {
  const id = await resolveBusinessId(db, input);
  if (!id) return null;
  const [business, reviews, { ratingCounts, reviewCount }, responseHours, connections, recommendations] =
    await Promise.all([
      readProfileBusiness(db, id, now),
      listPublishedReviews(db, id, input.reviewsSort, input.reviewsPage),
      ratingDistribution(db, id),
      responseHoursOf(db, id, now),
      // The public network: connections made (either side), the newest accepted recommendations and
      // their count, each one indexed count or range (a nested relation count aggregates the whole table).
      countConnections(db, id),
      publicRecommendations(db, id),
    ]);
  // Gone since its id was resolved.
  if (!business) return null;
  const { tags, verificationStatus, ownerId, memberships, foundingMemberAt, ...rest } = business;
  return {
    ...rest,
    organizations: memberships.map((membership) => membership.organization),
    network: {
      connections,
      recommendations: recommendations.items,
      recommendationCount: recommendations.total,
    },
    claimable: ownerId === null,
    responseHours,
    verified: verificationStatus === "verified",
    foundingMember: foundingMemberAt !== null,
    tags: tags.map((assignment) => assignment.tag),
    ratingCounts,
    reviewCount,
    reviews,
    reviewsPage: input.reviewsPage,
    reviewsSort: input.reviewsSort,
    reviewPages: Math.max(1, Math.ceil(reviewCount / REVIEWS_PAGE_SIZE)),
  };
}

export type BusinessProfile = NonNullable<Awaited<ReturnType<typeof getBusinessProfile>>>;

/**
 * Where an old /business/{city}/{slug} (or /business/{slug}, any city, the oldest first) now lives:
 * the renamed or moved business's current address, if it is active.
 */
export async function findSlugRedirect(db: Db, city: string | undefined, slug: string) {
  const redirect = await db.businessSlugRedirect.findFirst({
    where: { slug, ...(city ? { citySlug: city } : {}), business: { active: true } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { business: { select: { citySlug: true, slug: true } } },
  });
  return redirect ? { city: redirect.business.citySlug, slug: redirect.business.slug } : null;
}
