// The WHERE clause of a directory search, built from the validated query. Slugs (category, tags)
// are resolved to ids first with small indexed reads, so the main query only compares ids.
import type { Db } from "@/server/db";
import { openNowCondition } from "./open-now";
import { RATING_FILTERS, type DirectorySearchQuery, type ResolvedLocation } from "./search-schema";
import { and, join, sql, type Sql } from "./sql";
import { textMatches } from "./text-match";

/** Ids of the category with this slug and its subcategories (active ones), or [] when unknown. */
async function categoryIds(db: Db, slug: string): Promise<string[]> {
  const category = await db.businessCategory.findFirst({
    where: { slug, active: true },
    select: { id: true, children: { where: { active: true }, select: { id: true } } },
  });
  return category ? [category.id, ...category.children.map((child) => child.id)] : [];
}

/** The lowest selected threshold applies: "4+ Stars" with "5 Stars" means 4 and up. */
export function minimumRating(ratings: DirectorySearchQuery["ratings"]): number | null {
  const selected = RATING_FILTERS.filter((filter) => ratings.includes(filter.id)).map((filter) => filter.minimum);
  return selected.length ? Math.min(...selected) : null;
}

export type SearchConditions = {
  where: Sql;
  /** With open now: how it can be counted and read (see open-now.ts and search.ts). */
  openNow: {
    /** The total without reading businesses, when nothing but the city narrows open now. */
    count: Sql | null;
    /** Then the same conditions as `where`, driven from the open hours. */
    whereFromOpenHours: Sql | null;
  } | null;
};

/** The conditions on businesses `b`, or null when nothing can match (an unknown category or tag). */
export async function searchConditions(db: Db, query: DirectorySearchQuery, location: ResolvedLocation | null, now: Date): Promise<SearchConditions | null> {
  const city = location?.kind === "city" ? sql`b."citySlug" = ${location.slug}` : null;
  // Everything that narrows the search beyond "active" and the city.
  const narrowing: Sql[] = [];
  if (query.search) narrowing.push(textMatches(query.search));

  if (query.category) {
    const ids = await categoryIds(db, query.category);
    if (!ids.length) return null;
    narrowing.push(sql`b."categoryId" IN (${join(ids)})`);
  }

  const tagSlugs = [...new Set(query.tags)];
  if (tagSlugs.length) {
    const tags = await db.businessTag.findMany({ where: { slug: { in: tagSlugs }, isActive: true }, select: { id: true } });
    if (tags.length < tagSlugs.length) return null;
    for (const tag of tags) {
      narrowing.push(sql`EXISTS (SELECT 1 FROM "BusinessTagAssignment" a WHERE a."businessId" = b."id" AND a."tagId" = ${tag.id})`);
    }
  }

  const rating = minimumRating(query.ratings);
  if (rating !== null) narrowing.push(sql`b."averageRating" >= ${rating}`);
  if (location?.kind === "zip") narrowing.push(sql`b."zipCode" = ${location.zipCode}`);

  const features = new Set(query.features);
  if (features.has("verified")) narrowing.push(sql`b."verificationStatus" = 'verified'`);
  if (features.has("online-booking")) narrowing.push(sql`b."onlineBooking" = TRUE`);
  if (features.has("same-day")) narrowing.push(sql`b."sameDayService" = TRUE`);

  const parts = [sql`b."active" = TRUE`, ...(city ? [city] : []), ...narrowing];
  if (!features.has("open-now")) return { where: and(parts), openNow: null };
  const openNow = await openNowCondition(db, now, location?.kind === "city" ? location.slug : null);
  if (narrowing.length) return { where: and([...parts, openNow.exists]), openNow: { count: null, whereFromOpenHours: null } };
  return { where: and([...parts, openNow.exists]), openNow: { count: openNow.count, whereFromOpenHours: and([...parts, openNow.semiJoin]) } };
}
