import "server-only";
// The WHERE clause of a directory search, built from the validated query. Slugs (category, tags)
// are resolved to ids first with small indexed reads, so the main query only compares ids.
import { dbProvider, type Db } from "@/platform/db";
import { openNowCondition } from "./open-now";
import { RATING_FILTERS, type DirectorySearchQuery, type ResolvedLocation } from "./schema";
import { Prisma } from "@/generated/sqlite/client";
import { and, join, sql, type Sql } from "./sql";
import { searchTerms, searchVocabulary, type SearchTerm } from "./search-terms";
import { termsMatch } from "./text-match";

/** Ids of the category with this slug and its subcategories (active ones), or [] when unknown. */
export async function categoryIds(db: Db, slug: string): Promise<string[]> {
  const category = await db.businessCategory.findFirst({
    where: { slug, active: true },
    select: { id: true, children: { where: { active: true }, select: { id: true } } },
  });
  return category ? [category.id, ...category.children.map((child) => child.id)] : [];
}

/** The lowest selected threshold applies: "4+ Stars" with "5 Stars" means 4 and up. Whole stars. */
export function minimumRating(ratings: DirectorySearchQuery["ratings"]): (typeof RATING_FILTERS)[number]["minimum"] | null {
  const selected = RATING_FILTERS.filter((filter) => ratings.includes(filter.id));
  return selected.length ? selected.reduce((lowest, filter) => (filter.minimum < lowest.minimum ? filter : lowest)).minimum : null;
}

export type SearchConditions = {
  where: Sql;
  /** The search text's terms (for the relevance order); [] without text. */
  terms: SearchTerm[];
  /** The conditions but the terms' (one per term, in `where` too), for reading the relevance order by parts (relevance-page.ts). */
  filters: Sql;
  termConditions: Sql[];
  /**
   * With open now, when only filters that the hours copy narrow it: the count from the hours alone,
   * and the page's conditions driven from the open hours or walking the sort order (see search.ts).
   */
  openNow: { count: Sql; whereFromOpenHours: Sql; whereInSortOrder: Sql } | null;
};

/**
 * Where a filter on a copied column is written: on the business (`b`), on the business in sort order
 * (`+b`: SQLite cannot use the column's index through the unary plus) or on its hours (`h`).
 */
type Table = "b" | "+b" | "h";
const column = (table: Table, name: string) => Prisma.raw(`${table}."${name}"`);

/** Where the results may come from: the chosen place only (the default), or a given area instead (see nearby.ts). */
export type SearchArea = { kind: "place" } | { kind: "area"; condition: Sql | null };
export const PLACE_ONLY: SearchArea = { kind: "place" };

/**
 * The conditions on businesses `b`, or null when nothing can match (an unknown category or tag).
 * Filters on columns that BusinessHours copies from its business are written for either table, so
 * that open now with only such filters is counted from the hours alone (see open-now.ts).
 */
export async function searchConditions(
  db: Db,
  query: DirectorySearchQuery,
  location: ResolvedLocation | null,
  now: Date,
  area: SearchArea = PLACE_ONLY,
): Promise<SearchConditions | null> {
  const copied: Array<(table: Table) => Sql> = [];
  const others: Sql[] = [];
  const terms = query.search ? searchTerms(await searchVocabulary(db), query.search) : [];

  if (query.category) {
    const ids = await categoryIds(db, query.category);
    if (!ids.length) return null;
    copied.push((t) => sql`${column(t, "categoryId")} IN (${join(ids)})`);
  }

  const tagSlugs = [...new Set(query.tags)];
  if (tagSlugs.length) {
    const tags = await db.businessTag.findMany({ where: { slug: { in: tagSlugs }, isActive: true }, select: { id: true } });
    if (tags.length < tagSlugs.length) return null;
    // The tag's businesses from the (tagId, businessId) index: SQLite then drives the page from them
    // when they are few, where an EXISTS made it probe every business (PostgreSQL plans both alike).
    for (const tag of tags) others.push(sql`b."id" IN (SELECT a."businessId" FROM "BusinessTagAssignment" a WHERE a."tagId" = ${tag.id})`);
  }

  const rating = minimumRating(query.ratings);
  // The hours keep the rating's whole stars, which the whole-star thresholds (5, 4+, 3+) compare exactly.
  if (rating !== null) copied.push((t) => (t === "h" ? sql`h."ratingFloor" >= ${rating}` : sql`${column(t, "averageRating")} >= ${rating}`));
  if (area.kind === "area") {
    if (area.condition) others.push(area.condition);
  } else if (location?.kind === "city") copied.push((t) => sql`${column(t, "citySlug")} = ${location.slug}`);
  else if (location?.kind === "zip") others.push(sql`b."zipCode" = ${location.zipCode}`);

  const features = new Set(query.features);
  if (features.has("verified")) copied.push((t) => sql`${column(t, "verificationStatus")} = 'verified'`);
  if (features.has("online-booking")) copied.push((t) => sql`${column(t, "onlineBooking")} = TRUE`);
  if (features.has("same-day")) copied.push((t) => sql`${column(t, "sameDayService")} = TRUE`);

  const filtersOnly = [sql`b."active" = TRUE`, ...copied.map((filter) => filter("b")), ...others];
  const termConditions = termsMatch(terms, and(filtersOnly));
  const parts = [sql`b."active" = TRUE`, ...copied.map((filter) => filter("b")), ...termConditions, ...others];
  const text = { terms, termConditions };
  if (!features.has("open-now")) return { where: and(parts), filters: and(filtersOnly), ...text, openNow: null };
  const openNow = await openNowCondition(db, now, copied.map((filter) => filter("h")));
  const where = and([...parts, openNow.exists]);
  const filters = and([...filtersOnly, openNow.exists]);
  if (termConditions.length || others.length) return { where, filters, ...text, openNow: null };
  // SQLite would read the copied filters' own indexes (all their matches, probed, then sorted); the
  // unary + keeps it on the sort order's index. PostgreSQL's planner chooses well by itself.
  const inSortOrder = copied.map((filter) => filter(dbProvider === "sqlite" ? "+b" : "b"));
  return {
    where,
    filters,
    ...text,
    openNow: {
      count: openNow.count,
      whereFromOpenHours: and([...parts, openNow.semiJoin]),
      whereInSortOrder: and([sql`b."active" = TRUE`, ...inSortOrder, openNow.exists]),
    },
  };
}
