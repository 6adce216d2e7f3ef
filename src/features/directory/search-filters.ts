// The WHERE clause of a directory search, built from the validated query. Slugs (category, tags)
// are resolved to ids first with small indexed reads, so the main query only compares ids.
import { dbProvider, type Db } from "@/server/db";
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
  /** With open now on SQLite: the same conditions, with open now as a filter (see open-now.ts). */
  whereInSortOrder: Sql | null;
};

/** The conditions on businesses `b`, or null when nothing can match (an unknown category or tag). */
export async function searchConditions(db: Db, query: DirectorySearchQuery, location: ResolvedLocation | null, now: Date): Promise<SearchConditions | null> {
  const parts: Sql[] = [sql`b."active" = TRUE`];
  if (query.search) parts.push(textMatches(query.search));

  if (query.category) {
    const ids = await categoryIds(db, query.category);
    if (!ids.length) return null;
    parts.push(sql`b."categoryId" IN (${join(ids)})`);
  }

  const tagSlugs = [...new Set(query.tags)];
  if (tagSlugs.length) {
    const tags = await db.businessTag.findMany({ where: { slug: { in: tagSlugs }, isActive: true }, select: { id: true } });
    if (tags.length < tagSlugs.length) return null;
    for (const tag of tags) {
      parts.push(sql`EXISTS (SELECT 1 FROM "BusinessTagAssignment" a WHERE a."businessId" = b."id" AND a."tagId" = ${tag.id})`);
    }
  }

  const rating = minimumRating(query.ratings);
  if (rating !== null) parts.push(sql`b."averageRating" >= ${rating}`);

  if (location?.kind === "city") parts.push(sql`b."citySlug" = ${location.slug}`);
  if (location?.kind === "zip") parts.push(sql`b."zipCode" = ${location.zipCode}`);

  const features = new Set(query.features);
  if (features.has("verified")) parts.push(sql`b."verificationStatus" = 'verified'`);
  if (features.has("online-booking")) parts.push(sql`b."onlineBooking" = TRUE`);
  if (features.has("same-day")) parts.push(sql`b."sameDayService" = TRUE`);
  if (!features.has("open-now")) return { where: and(parts), whereInSortOrder: null };
  const openNow = await openNowCondition(db, now);
  if (dbProvider === "postgresql") return { where: and([...parts, openNow.hashed]), whereInSortOrder: null };
  return { where: and([...parts, openNow.semiJoin]), whereInSortOrder: and([...parts, openNow.filter]) };
}
