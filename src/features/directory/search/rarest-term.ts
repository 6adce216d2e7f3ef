import "server-only";
// A search of several words reads its matches from its rarest word. Each word used to be an `IN` of
// all its matches, which PostgreSQL hashed whole ('family owned': 'owned' names six tags, 40,850
// businesses at 100,000). Now the count (count-listed.ts) and the sorts read the rarest word's index
// reads and check each of those rows against the other words, each written once as a condition on
// the row (the word's score parts together, relevance.ts). Which word is rarest is read first, in
// one statement: each word's reads of text and categories counted up to a bound, plus its tags'
// stored counts.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { scoreParts } from "../relevance";
import type { SearchTerm } from "../search-terms";
import { and, join, or, sql, type Sql } from "../sql";
import { indexable, isPrefixSearch, termReads } from "../text-match";

/**
 * A term's reads of text and categories are counted up to this many rows (its tags' businesses are
 * the tags' stored counts): enough to tell the rare terms, which drive, from the common ones, while
 * PostgreSQL fetches few rows to recheck a text match.
 */
const COUNTED_AT_MOST = 100;

/**
 * Each indexable term's index reads' rows (a business found twice counts twice), as far as counted,
 * and whether its reads of text and categories were counted whole.
 */
export type TermSizes = ReadonlyMap<number, { rows: number; whole: boolean }>;

/** The second rarest term's reads are read whole, and only their businesses of the rarest's checked, up to this many rows. */
const INTERSECTED_AT_MOST = 10_000;

/** The reads a term's size counts: all but its tags'. */
const countedReads = (term: SearchTerm, filters: Sql) => termReads({ ...term, tagIds: [] }, filters);

/** One row per indexable term: its counted reads' rows, up to one past COUNTED_AT_MOST. */
export function termSizesStatement(terms: readonly SearchTerm[], filters: Sql): Sql | null {
  const arms = terms.flatMap((term, index) =>
    indexable(term) && countedReads(term, filters).length
      ? [
          sql`SELECT ${Prisma.raw(String(index))} AS "term", COUNT(*) AS "rows" FROM (SELECT 1 FROM (${join(countedReads(term, filters), " UNION ALL ")}) r LIMIT ${COUNTED_AT_MOST + 1}) n`,
        ]
      : [],
  );
  return arms.length ? join(arms, " UNION ALL ") : null;
}

/** A search's text: its terms, its other conditions, and each term's own (search-filters.ts). */
type Text = { terms: readonly SearchTerm[]; filters: Sql; termConditions: readonly Sql[] };

/** The sizes of the terms of a search of several words (not a search by the start of names), or null for other searches. */
export async function readTermSizes(db: Db, conditions: Text): Promise<TermSizes | null> {
  const { terms, filters } = conditions;
  if (terms.length < 2 || isPrefixSearch(terms)) return null;
  const statement = termSizesStatement(terms, filters);
  const counted = statement
    ? await db.$queryRaw<Array<{ term: number | bigint; rows: number | bigint }>>(statement)
    : [];
  const rows = new Map(counted.map((row) => [Number(row.term), Number(row.rows)]));
  return new Map(
    terms.flatMap((term, index) => {
      if (!indexable(term)) return [];
      const read = rows.get(index) ?? 0;
      return [[index, { rows: read + term.tagUsage, whole: read <= COUNTED_AT_MOST }] as const];
    }),
  );
}

/** The terms, rarest first (the first one's reads drive the search); terms with a short form last. */
const rarestFirst = (terms: readonly SearchTerm[], sizes: TermSizes) =>
  terms
    .map((_, term) => term)
    .sort((a, b) => (sizes.get(a)?.rows ?? Infinity) - (sizes.get(b)?.rows ?? Infinity) || a - b);

/**
 * The conditions read from the rarest term: the filters, that term's index reads, then each other
 * term as a condition on the row (its score parts together), rarer terms first. When the rarest
 * term's reads are many and the next one's few enough to read whole (its text few, its tags read
 * from their index), the two terms' reads are intersected first, and only the businesses in both
 * are read: 'family owned kid friendly bakery' checks the Kid Friendly bakeries, 200, not the
 * 2,500 bakeries.
 */
export function drivenByRarest(conditions: Text, sizes: TermSizes): Sql {
  const { terms, filters, termConditions } = conditions;
  const parts = scoreParts(terms);
  const onRow = (term: number) =>
    or(parts.filter((part) => part.term === term).map((part) => part.check ?? part.condition));
  const order = rarestFirst(terms, sizes);
  const [rarest, next] = [order[0]!, sizes.get(order[1]!)];
  const intersect = !sizes.get(rarest)!.whole && next?.whole && next.rows <= INTERSECTED_AT_MOST;
  const reads = (term: number) => sql`SELECT * FROM (${join(termReads(terms[term]!, filters), " UNION ALL ")})`;
  const driver = intersect
    ? sql`b."id" IN (${reads(rarest)} r INTERSECT ${reads(order[1]!)} n)`
    : termConditions[rarest]!;
  return and([filters, driver, ...order.slice(intersect ? 2 : 1).map(onRow)]);
}

/** A search of several words lists this many of its matches at most: when they are fewer, their list is sorted. */
export const LISTED_AT_MOST = 1000;

/** The ids of up to `limit` businesses meeting `where`. */
export const listedStatement = (where: Sql, limit: number) =>
  sql`SELECT b."id" FROM "BusinessProfile" b WHERE ${where} LIMIT ${limit}`;
