import "server-only";
// The home page's featured businesses: active and featured, newest first, at most six.
import type { Db } from "@/platform/db";
import type { BusinessCardData } from "@/features/directory/types";
import { loadBusinessCards } from "@/features/directory/cards";

export const FEATURED_LIMIT = 6;

export async function getFeaturedBusinesses(db: Db, now = new Date()): Promise<BusinessCardData[]> {
  const rows = await db.businessProfile.findMany({
    where: { active: true, featured: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: FEATURED_LIMIT,
    select: { id: true },
  });
  return loadBusinessCards(db, rows.map((row) => row.id), now, null);
}
