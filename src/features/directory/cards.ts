import "server-only";
// Business card data for a page of ids, in the order given.
import type { Db } from "@/platform/db";
import type { BusinessCardData } from "./types";
import { haversineKm } from "./distance";
import type { Coordinates } from "./schema";

export async function loadBusinessCards(db: Db, ids: readonly string[], now: Date, origin: Coordinates | null): Promise<BusinessCardData[]> {
  if (!ids.length) return [];
  const rows = await db.businessProfile.findMany({
    where: { id: { in: [...ids] } },
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
      onlineBooking: true,
      sameDayService: true,
      latitude: true,
      longitude: true,
      tags: {
        where: { tag: { isActive: true } },
        orderBy: { tag: { name: "asc" } },
        select: { tag: { select: { id: true, name: true, slug: true, color: true } } },
      },
      offers: {
        where: { isActive: true, isPinned: true, OR: [{ validTo: null }, { validTo: { gte: now } }] },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take: 1,
        select: { id: true, title: true, validTo: true },
      },
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { verificationStatus, latitude, longitude, tags, offers, ...card } = row;
    const located = origin && latitude !== null && longitude !== null;
    return [
      {
        ...card,
        verified: verificationStatus === "verified",
        tags: tags.map((assignment) => assignment.tag),
        pinnedOffer: offers[0] ?? null,
        distanceKm: located ? Math.round(haversineKm(origin, { latitude, longitude }) * 10) / 10 : null,
      },
    ];
  });
}
