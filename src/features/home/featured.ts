// The home page's featured businesses: active and featured, newest first, at most six.
import type { Db } from "@/server/db";
import type { BusinessCardData } from "@/features/directory/card-data";

export const FEATURED_LIMIT = 6;

export async function getFeaturedBusinesses(db: Db, now = new Date()): Promise<BusinessCardData[]> {
  const rows = await db.businessProfile.findMany({
    where: { active: true, featured: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: FEATURED_LIMIT,
    select: {
      id: true,
      slug: true,
      citySlug: true,
      businessName: true,
      category: true,
      address: true,
      city: true,
      state: true,
      logoUrl: true,
      averageRating: true,
      totalReviews: true,
      memberSince: true,
      verificationStatus: true,
      tags: { where: { tag: { isActive: true } }, orderBy: { tag: { name: "asc" } }, select: { tag: { select: { id: true, name: true, slug: true, color: true } } } },
      offers: {
        where: { isActive: true, isPinned: true, OR: [{ validTo: null }, { validTo: { gte: now } }] },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { id: true, title: true, validTo: true },
      },
    },
  });
  return rows.map(({ verificationStatus, tags, offers, ...business }) => ({
    ...business,
    verified: verificationStatus === "verified",
    tags: tags.map((assignment) => assignment.tag),
    pinnedOffer: offers[0] ?? null,
    distanceKm: null,
  }));
}
