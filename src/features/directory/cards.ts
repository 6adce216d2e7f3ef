import "server-only";
// Business card data for a page of ids, in the order given.
import type { Db } from "@/platform/db";
import type { BusinessCardData } from "./types";
import { haversineKm } from "./distance";
import { openStatusAt } from "./open-status";
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
      coverImageUrl: true,
      timeZone: true,
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
        where: {
          isActive: true,
          isPinned: true,
          AND: [{ OR: [{ validTo: null }, { validTo: { gte: now } }] }, { OR: [{ validFrom: null }, { validFrom: { lte: now } }] }],
        },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take: 1,
        select: { id: true, title: true, validTo: true },
      },
      hours: { select: { dayOfWeek: true, openMinute: true, closeMinute: true } },
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { verificationStatus, latitude, longitude, tags, offers, hours, timeZone, coverImageUrl, ...card } = row;
    const position = latitude !== null && longitude !== null ? { latitude, longitude } : null;
    return [
      {
        ...card,
        thumbnailUrl: card.logoUrl ?? coverImageUrl,
        verified: verificationStatus === "verified",
        openStatus: openStatusAt(hours, timeZone, now),
        position,
        tags: tags.map((assignment) => assignment.tag),
        pinnedOffer: offers[0] ?? null,
        distanceKm: origin && position ? Math.round(haversineKm(origin, position) * 10) / 10 : null,
      },
    ];
  });
}
