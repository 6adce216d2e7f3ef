import "server-only";
// A business's public profile: everything /business/... shows, for active businesses only.
import type { z } from "zod";
import type { Db } from "@/platform/db";
import { listPublishedReviews, ratingDistribution } from "@/features/reviews/queries";
import { REVIEWS_PAGE_SIZE } from "@/features/reviews/schema";
import { countConnections } from "@/features/network/connections";
import { publicRecommendations } from "@/features/network/recommendations";
import { responseHoursOf } from "@/features/enquiries/response-time";
import { POST_FIELDS } from "@/features/posts/queries";
import type { ZBusinessProfileInput } from "./schema";

/** How many live posts a profile shows, and how many special-hours rows it reads ahead. */
const PROFILE_POSTS_SHOWN = 10;
const SPECIAL_DAYS_READ = 60;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

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
      db.businessProfile.findUniqueOrThrow({
        where: { id },
        select: {
          id: true,
          ownerId: true,
          slug: true,
          citySlug: true,
          businessName: true,
          description: true,
          category: true,
          address: true,
          city: true,
          state: true,
          zipCode: true,
          phone: true,
          email: true,
          websiteUrl: true,
          instagramUrl: true,
          facebookUrl: true,
          tiktokUrl: true,
          googleBusinessUrl: true,
          logoUrl: true,
          coverImageUrl: true,
          latitude: true,
          longitude: true,
          timeZone: true,
          averageRating: true,
          totalReviews: true,
          verificationStatus: true,
          memberSince: true,
          foundingMemberAt: true,
          enquiriesEnabled: true,
          onlineBooking: true,
          sameDayService: true,
          hours: {
            orderBy: [{ dayOfWeek: "asc" }, { openMinute: "asc" }],
            select: { dayOfWeek: true, openMinute: true, closeMinute: true },
          },
          services: {
            orderBy: [{ displayOrder: "asc" }, { serviceName: "asc" }],
            select: {
              id: true,
              serviceName: true,
              description: true,
              priceFromCents: true,
              priceToCents: true,
              durationMinutes: true,
              isFeatured: true,
            },
          },
          offers: {
            where: {
              isActive: true,
              OR: [{ validTo: null }, { validTo: { gte: now } }],
              AND: [{ OR: [{ validFrom: null }, { validFrom: { lte: now } }] }],
            },
            orderBy: [{ isPinned: "desc" }, { createdAt: "desc" }],
            select: { id: true, title: true, description: true, isPinned: true, validTo: true },
          },
          // The organisations it is an active member of (its "Member of …" badges).
          memberships: {
            where: { status: "active", organization: { active: true } },
            orderBy: { organization: { name: "asc" } },
            select: { organization: { select: { slug: true, name: true } } },
          },
          // The gallery in the owner's order.
          photos: {
            orderBy: [{ position: "asc" }, { createdAt: "asc" }],
            select: { id: true, url: true, altText: true },
          },
          // Live posts (updates, offers, events), newest first.
          posts: {
            where: { status: "published", expiresAt: { gt: now } },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            take: PROFILE_POSTS_SHOWN,
            select: POST_FIELDS,
          },
          // Dated exceptions to the weekly hours from yesterday (in any time zone) on.
          specialHours: {
            where: { day: { gte: isoDay(new Date(now.getTime() - 2 * 86_400_000)) } },
            orderBy: [{ day: "asc" }, { openMinute: "asc" }],
            take: SPECIAL_DAYS_READ,
            select: { day: true, closed: true, openMinute: true, closeMinute: true, label: true },
          },
          tags: {
            where: { tag: { isActive: true } },
            orderBy: { tag: { name: "asc" } },
            select: { tag: { select: { id: true, name: true, slug: true, color: true } } },
          },
        },
      }),
      listPublishedReviews(db, id, input.reviewsSort, input.reviewsPage),
      ratingDistribution(db, id),
      responseHoursOf(db, id, now),
      // The public network: connections made (either side), the newest accepted recommendations and
      // their count, each one indexed count or range (a nested relation count aggregates the whole table).
      countConnections(db, id),
      publicRecommendations(db, id),
    ]);
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
