import "server-only";
// The relevance score of the directory's text search, as parts: a condition on business `b` and the
// points it gives. Per term 16 when `b` is in a category the term names, 8 for the name, 4 for a
// category whose name contains it, 2 for a tag, 1 for the address. So a query naming a category ranks
// that category first, then name > category > tags > address; review count breaks ties. A term's
// parts together are exactly what the term matches (termsMatch in text-match.ts), which lets the
// page be read from each part's best rows (relevance-page.ts).
import { Prisma } from "@/generated/sqlite/client";
import { dialect } from "./dialect";
import type { SearchTerm } from "./search-terms";
import {
  categoryTextIs,
  categoryTextsWith,
  columnsHave,
  idList,
  isPrefixSearch,
  isShort,
  nameStartsWith,
  onlyNamePrefix,
  withTag,
} from "./text-match";
import { join, or, sql, type Sql } from "./sql";

/**
 * A part of the score: businesses `b` meeting the condition get the weight; `term` is its term's
 * index. `check` is the same condition written to be checked row by row (when it differs).
 */
export type ScorePart = { term: number; weight: number; condition: Sql; check?: Sql };

/**
 * The score's parts for the terms. In a prefix search (text-match.ts) the name points are for the
 * start of the name, there are none for category or address text (its longer forms found there
 * give 0 points but are still a part, since the term matches them), and a term found only by the
 * start of the name gives every match the same points, so it has no part.
 */
export function scoreParts(terms: readonly SearchTerm[]): ScorePart[] {
  const prefix = isPrefixSearch(terms);
  return terms.flatMap((term, index) => {
    if (prefix && onlyNamePrefix(term)) return [];
    const part = (weight: number, condition: Sql): ScorePart => ({ term: index, weight, condition });
    const categoryText = (forms: readonly string[]) =>
      [categoryTextIs(categoryTextsWith(term, forms))].filter((condition) => condition !== null);
    const inCategories = term.categoryIds.length ? [sql`b."categoryId" IN (${idList(term.categoryIds)})`] : [];
    const inCategory = [...categoryText(term.forms), ...inCategories];
    const named = term.namedCategoryIds.length
      ? [part(16, sql`b."categoryId" IN (${idList(term.namedCategoryIds)})`)]
      : [];
    // Scoring a row probes its own assignments; reading the part starts from the tag's.
    const tagCheck = () =>
      sql`EXISTS (SELECT 1 FROM "BusinessTagAssignment" a WHERE a."businessId" = b."id" AND a."tagId" IN (${idList(term.tagIds)}))`;
    // A tag many businesses carry may be read in review order, probing each business (a part needs
    // its first rows only; the dialect says from how many, on SQLite).
    const tagRead = () =>
      term.tagUsage >= dialect.search.walkTagFromUsage ? tagCheck() : sql`b."id" IN (${withTag(term.tagIds)})`;
    const tags = term.tagIds.length ? [{ ...part(2, tagRead()), check: tagCheck() }] : [];
    if (!prefix) {
      return [
        ...named,
        part(8, columnsHave(term.forms, ["businessName"], "b", term.textHits)),
        ...(inCategory.length ? [part(4, or(inCategory))] : []),
        ...tags,
        part(1, columnsHave(term.forms, ["address"], "b", term.textHits)),
      ];
    }
    const long = term.forms.filter((form) => !isShort(form));
    const name = or(
      term.forms.map((form) => (isShort(form) ? nameStartsWith(form, "b") : columnsHave([form], ["businessName"]))),
    );
    return [
      ...named,
      part(8, name),
      ...(inCategories.length ? [part(4, or(inCategories))] : []),
      ...tags,
      ...(long.length
        ? [part(0, or([...categoryText(long), columnsHave(long, ["address"], "b", term.textHits)]))]
        : []),
    ];
  });
}

/** The relevance score of business `b`, or null when every match scores the same. */
export function relevanceScore(terms: readonly SearchTerm[]): Sql | null {
  const points = scoreParts(terms)
    .filter((part) => part.weight > 0)
    .map((part) => sql`(CASE WHEN ${part.check ?? part.condition} THEN ${Prisma.raw(String(part.weight))} ELSE 0 END)`);
  return points.length ? join(points, " + ") : null;
}
