import "server-only";
// The WHERE clause of a directory search, built from the validated query. Slugs (category, tags)
// are resolved to ids first with small indexed reads, so the main query only compares ids.
import type { Db } from "@/platform/db";
import { dialect } from "./dialect";
import { openNowCondition } from "./open-now";
import { storedCount } from "./stored-count";
import { hoursColumnOf, type CopiedFilterColumn } from "./copied-columns";
import { RATING_FILTERS, type DirectorySearchQuery, type ResolvedLocation } from "./schema";
import { Prisma } from "@/generated/sqlite/client";
import { and, join, or, sql, type Sql } from "./sql";
import { searchTerms, searchVocabulary, type SearchTerm } from "./search-terms";
import {
  matchingReadsOfEveryTerm,
  isPrefixSearch,
  isShort,
  nameStartsWith,
  onlyNamePrefix,
  readTextHits,
  termsMatch,
} from "./text-match";

/** Ids of the category with this slug and its subcategories (active ones), or [] when unknown. */
export async function categoryIds(db: Db, slug: string): Promise<string[]> {
  const category = await db.businessCategory.findFirst({
    where: { slug, active: true },
    select: { id: true, children: { where: { active: true }, select: { id: true } } },
  });
  return category ? [category.id, ...category.children.map((child) => child.id)] : [];
}

/** The lowest selected threshold applies: "4+ Stars" with "5 Stars" means 4 and up. Whole stars. */
function minimumRating(ratings: DirectorySearchQuery["ratings"]): (typeof RATING_FILTERS)[number]["minimum"] | null {
  const selected = RATING_FILTERS.filter((filter) => ratings.includes(filter.id));
  return selected.length
    ? selected.reduce((lowest, filter) => (filter.minimum < lowest.minimum ? filter : lowest)).minimum
    : null;
}

export type SearchConditions = {
  where: Sql;
  /** The search text's terms (for the relevance order); [] without text. */
  terms: SearchTerm[];
  /** The conditions but the terms' (one per term, in `where` too), for reading the relevance order by parts (relevance-page.ts). */
  filters: Sql;
  termConditions: Sql[];
  /** With open now, when only filters that the hours copy narrow it: the count from the hours alone. */
  openNow: { count: (limit: number) => Sql } | null;
  /**
   * The page's conditions in two forms, chosen once the count is known (search/plan.ts, pageOnceCounted): driven from
   * the few matches (the open hours, a tag's businesses), or walking the sort order and probing
   * each business (open now, tags; on SQLite, names starting with the text). Null when `where` serves every page.
   */
  byMatches: { few: Sql; many: Sql } | null;
  /** The exact total from the counts table (stored-count.ts), when only a city and a category narrow the search; else null. */
  storedCount: Sql | null;
  /** Reads whose every row is a match (matchingReadsOfEveryTerm): one holding more than the count's cap caps the total. */
  matchingReads: Sql[];
};

/**
 * Where a filter on a copied column is written: on the business (`b`), on the business in sort order
 * (`+b`: SQLite cannot use the column's index through the unary plus) or on its hours (`h`).
 */
type Table = "b" | "+b" | "h";
/**
 * A filter on a column BusinessHours copies (copied-columns.ts, the one declaration of them): its
 * condition on the column, so that it can be written on the business or on its hours.
 */
type CopiedFilter = { column: CopiedFilterColumn; is: (column: Sql) => Sql };
/** The columns the counts table counts by (stored-count.ts). */
const STORED_COUNT_COLUMNS: readonly CopiedFilterColumn[] = ["citySlug", "categoryId"];
const onTable = (table: Table, business: CopiedFilterColumn) =>
  Prisma.raw(table === "h" ? `h."${hoursColumnOf(business)}"` : `${table}."${business}"`);
const written = (table: Table) => (filter: CopiedFilter) => filter.is(onTable(table, filter.column));

/** SQLite: the terms of a search by name starts (onlyNamePrefix), checked on each row in sort order (`+b`: not on the name's index). */
const namesInSortOrder = (terms: readonly SearchTerm[]) =>
  terms.map((term) => or(term.forms.filter(isShort).map((form) => nameStartsWith(form, "+b"))));

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
  const copied: CopiedFilter[] = [];
  const others: Sql[] = [];
  const words = query.search ? searchTerms(await searchVocabulary(db), query.search) : [];

  const categories = query.category ? await categoryIds(db, query.category) : null;
  if (categories) {
    if (!categories.length) return null;
    copied.push({ column: "categoryId", is: (c) => sql`${c} IN (${join(categories)})` });
  }

  const tagSlugs = [...new Set(query.tags)];
  const tagIds: string[] = [];
  if (tagSlugs.length) {
    tagIds.push(
      ...(
        await db.businessTag.findMany({ where: { slug: { in: tagSlugs }, isActive: true }, select: { id: true } })
      ).map((tag) => tag.id),
    );
    if (tagIds.length < tagSlugs.length) return null;
  }
  // The tag's businesses from the (tagId, businessId) index: SQLite drives the page and the count
  // from them, where an EXISTS made it probe every business (PostgreSQL plans both alike). When
  // many carry the tag, the page probes each business in sort order instead (byMatches).
  const tagsRead = tagIds.map(
    (id) => sql`b."id" IN (SELECT a."businessId" FROM "BusinessTagAssignment" a WHERE a."tagId" = ${id})`,
  );
  const tagsProbed = tagIds.map(
    (id) => sql`EXISTS (SELECT 1 FROM "BusinessTagAssignment" a WHERE a."businessId" = b."id" AND a."tagId" = ${id})`,
  );

  const rating = minimumRating(query.ratings);
  // The hours keep the rating's whole stars (ratingFloor), which the whole-star thresholds (5, 4+, 3+) compare exactly.
  if (rating !== null) copied.push({ column: "averageRating", is: (c) => sql`${c} >= ${rating}` });
  if (area.kind === "area") {
    if (area.condition) others.push(area.condition);
  } else if (location?.kind === "city") copied.push({ column: "citySlug", is: (c) => sql`${c} = ${location.slug}` });
  else if (location?.kind === "zip") others.push(sql`b."zipCode" = ${location.zipCode}`);

  const features = new Set(query.features);
  if (features.has("verified")) copied.push({ column: "verificationStatus", is: (c) => sql`${c} = 'verified'` });
  if (features.has("online-booking")) copied.push({ column: "onlineBooking", is: (c) => sql`${c} = TRUE` });
  if (features.has("same-day")) copied.push({ column: "sameDayService", is: (c) => sql`${c} = TRUE` });

  const filtersOnly = [sql`b."active" = TRUE`, ...copied.map(written("b")), ...tagsRead, ...others];
  // Narrowed (a place, a category, a rating...): SQLite lists the text's matches once (readTextHits)
  // and reads the place's among them by rowid; unnarrowed, its FTS table answers each statement.
  const terms = filtersOnly.length > 1 ? await readTextHits(db, words) : words;
  const termConditions = termsMatch(terms, and(filtersOnly));
  const parts = [sql`b."active" = TRUE`, ...copied.map(written("b")), ...termConditions, ...tagsRead, ...others];
  const text = { terms, termConditions };
  // SQLite would read the copied filters' own indexes (all their matches, probed, then sorted); the
  // unary + keeps it on the sort order's index. PostgreSQL's planner chooses well by itself.
  const inSortOrder = copied.map(written(dialect.search.sortOrderAlias));
  if (!features.has("open-now")) {
    // Narrowed by nothing but a city and a category (no text, tag, rating, feature, ZIP code or
    // radius, nor any filter added later): the counts table knows the exact total.
    const plain =
      !terms.length &&
      !tagIds.length &&
      !others.length &&
      copied.every(({ column }) => STORED_COUNT_COLUMNS.includes(column));
    const city = area.kind === "place" && location?.kind === "city" ? location.slug : null;
    const probingTags = tagIds.length > 0 && !terms.length;
    // Text found only by the start of names ('a'): SQLite read every name in the range and sorted
    // them (4,600 rows fetched for 'a'); when many match, walking the sort order finds the page sooner.
    const namesOnly = dialect.search.namePrefixInSortOrder && isPrefixSearch(terms) && terms.every(onlyNamePrefix);
    return {
      where: and(parts),
      filters: and(filtersOnly),
      ...text,
      openNow: null,
      byMatches: probingTags
        ? { few: and(parts), many: and([sql`b."active" = TRUE`, ...inSortOrder, ...tagsProbed, ...others]) }
        : namesOnly
          ? {
              few: and(parts),
              many: and([sql`b."active" = TRUE`, ...inSortOrder, ...namesInSortOrder(terms), ...tagsRead, ...others]),
            }
          : null,
      storedCount: plain ? storedCount({ citySlug: city, categoryIds: categories }) : null,
      // Not narrowed by a radius, a ZIP code or tags: there a category read is often short of the
      // cap, and then costs as much again as the count ('coffee' within 25 mi: 41 -> 52 ms on
      // PostgreSQL). Narrowed by the copied filters (a city, a rating...) it is an index read of
      // the category's (or tag's) rows that stops at the cap ('dentist' in Houston at 1,000,000: 114 -> 24 ms p50).
      matchingReads: !tagIds.length && !others.length ? matchingReadsOfEveryTerm(terms, and(filtersOnly)) : [],
    };
  }
  const openNow = await openNowCondition(db, now, { hours: copied.map(written("h")), business: inSortOrder });
  const where = and([...parts, openNow.exists]);
  const filters = and([...filtersOnly, openNow.exists]);
  // (With open now, the text's reads do not carry the hours' condition: none is all matches.)
  if (termConditions.length || tagIds.length || others.length)
    return { where, filters, ...text, openNow: null, byMatches: null, storedCount: null, matchingReads: [] };
  return {
    where,
    filters,
    ...text,
    openNow: { count: openNow.count },
    byMatches: {
      few: and([...parts, openNow.semiJoin]),
      many: and([sql`b."active" = TRUE`, ...inSortOrder, openNow.exists]),
    },
    storedCount: null,
    matchingReads: [],
  };
}
