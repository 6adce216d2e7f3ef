import "server-only";
// The home page's featured businesses: active and featured, newest first, at most six. Kept in the
// process cache until a business is saved, and at most a minute (the cards say whether each
// business is open now).
import type { Db } from "@/platform/db";
import { cachedRead, CACHE_TAGS } from "@/features/catalogue/cache";
import type { BusinessCardData } from "@/features/directory/types";
import { loadBusinessCards } from "@/features/directory/cards";
import { HOME_FEATURED_LIMIT } from "@/features/businesses/admin/types";

/** The newest featured businesses the home page shows (the admin screen warns past it). */
export const FEATURED_LIMIT = HOME_FEATURED_LIMIT;

const FEATURED_MAX_AGE_MS = 60_000;

export function getFeaturedBusinesses(db: Db): Promise<BusinessCardData[]> {
  return cachedRead(
    "home.featured",
    [CACHE_TAGS.businesses],
    () => loadFeaturedBusinesses(db, new Date()),
    FEATURED_MAX_AGE_MS,
  );
}

async function loadFeaturedBusinesses(db: Db, now: Date): Promise<BusinessCardData[]> {
  const rows = await db.businessProfile.findMany({
    where: { active: true, featured: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: FEATURED_LIMIT,
    select: { id: true },
  });
  return loadBusinessCards(
    db,
    rows.map((row) => row.id),
    now,
    null,
  );
}
