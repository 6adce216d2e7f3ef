import "server-only";
// The relevance order's page without scoring every match. The score is a sum of parts (relevance.ts),
// and a term's parts together are what it matches. The page is read from bounded reads in review
// order (an indexed order): first each part's best rows ('kid friendly' reads the tag's first rows,
// not its 8,000 matches), then, where a match no read reached could still enter the page, the best
// rows of that match's parts together ('family owned': the businesses with 'family' in the name and
// both tags). One statement per round: its reads list ids, and one outer select checks each row
// against every part once, which gives the row's parts, so its score and whether it matches every
// term (a read of one part does not check the other terms: each term's conditions are written once,
// not once per part). The page is kept only when the rows read prove it; otherwise the full sort
// answers (search/page-relevance-parts.ts), with the same order.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { scoreParts, type ScorePart } from "./relevance";
import { before, settlePage, type Business, type Read, type ReadResult } from "./relevance-proof";
import { DIRECTORY_PAGE_SIZE } from "./schema";
import type { SearchTerm } from "./search-terms";
import { and, join, sql, type Sql } from "./sql";
import { indexable, isPrefixSearch } from "./text-match";

/** A read reads at most this many rows: pages ending past row 120 are sorted whole (each read would read as many). */
const PARTS_READ_AT_MOST = 240;
/** Each read reads this many times the rows up to the end of the page (more rows prove more pages). */
const ROWS_PER_PART_FACTOR = 2;
/** Statements of reads before the full sort answers instead. */
const MOST_ROUNDS = 3;

export type RelevanceParts = {
  parts: ScorePart[];
  /** Every condition but the parts' (the search's filters, and the terms that have no part). */
  filters: Sql;
  /** Whether each part is an index read by itself (else it is read only together with one that is). */
  readAlone: boolean[];
};

/**
 * The relevance order as parts for reading the page, or null when every match scores the same.
 * `filters`: the search's conditions but the terms'; `termConditions`: each term's own. A part of a
 * term with a form too short for the text index is checked on the rows another part read.
 */
export function relevanceParts(terms: readonly SearchTerm[], filters: Sql, termConditions: readonly Sql[]) {
  const parts = scoreParts(terms);
  if (!parts.some((part) => part.weight > 0)) return null;
  const prefix = isPrefixSearch(terms);
  const partless = termConditions.filter((_, term) => !parts.some((part) => part.term === term));
  return {
    parts,
    filters: and([filters, ...partless]),
    readAlone: parts.map((part) => prefix || indexable(terms[part.term]!)),
  } satisfies RelevanceParts;
}

/**
 * The rows each read reads for a page ending at `end`, or null when the page is too deep to read by
 * parts. (On SQLite the rows are checked against each form's FTS matches, read once per statement
 * as for the full sort: FTS5 has no cheap per-row check, a rowid-bound MATCH costs about a
 * millisecond a row. Since the category text left the FTS table that read is short enough.)
 */
export const rowsPerPart = (end: number) =>
  end * ROWS_PER_PART_FACTOR <= PARTS_READ_AT_MOST ? end * ROWS_PER_PART_FACTOR : null;

/** Each part's own read, for the parts read alone. */
export const firstReads = ({ readAlone }: RelevanceParts): Read[] =>
  readAlone.flatMap((alone, index) => (alone ? [[index]] : []));

/**
 * One statement: each read's first `rows` businesses (with the filters) in review order, each row
 * with its parts as a string of flags ('1': in the part), each part's condition written once.
 */
export function readsStatement({ parts, filters }: RelevanceParts, reads: readonly Read[], rows: number): Sql {
  const where = (read: Read) => and([filters, ...read.map((part) => parts[part]!.condition)]);
  const name = (index: number) => Prisma.raw(`r${index}`);
  // Parts together are read whole, then sorted (a table of their own): PostgreSQL walked review
  // order checking each business's name for the part its text index reads ('family owned': 4,900
  // names for 24 rows, where the name matches are 877).
  const together = reads.flatMap((read, index) =>
    read.length > 1
      ? [
          sql`${name(index)} AS MATERIALIZED (SELECT b."id", b."totalReviews" FROM "BusinessProfile" b WHERE ${where(read)})`,
        ]
      : [],
  );
  const arms = reads.map((read, index) => {
    const from = read.length > 1 ? sql`${name(index)} b` : sql`"BusinessProfile" b WHERE ${where(read)}`;
    return sql`SELECT ${Prisma.raw(String(index))} AS "read", p."id" FROM (SELECT b."id" FROM ${from}
        ORDER BY b."totalReviews" DESC, b."id" ASC LIMIT ${rows}) p`;
  });
  const flags = join(
    parts.map((part) => sql`(CASE WHEN ${part.check ?? part.condition} THEN '1' ELSE '0' END)`),
    " || ",
  );
  // MATERIALIZED: the reads' rows are read once, then checked (SQLite moved the join into every arm).
  const read = sql`c AS MATERIALIZED (${join(arms, " UNION ALL ")})`;
  return sql`WITH ${join([...together, read], ", ")}
    SELECT c."read", b."id", b."totalReviews", ${flags} AS "parts" FROM c JOIN "BusinessProfile" b ON b."id" = c."id"`;
}

type ReadRow = { read: number | bigint; id: string; totalReviews: number | bigint; parts: string };

/** The ids of the page of `size` rows read by parts, or null when the reads do not prove it (then sort every match). */
export async function relevancePage(
  db: Db,
  relevance: RelevanceParts,
  offset: number,
  size = DIRECTORY_PAGE_SIZE,
): Promise<string[] | null> {
  const rows = rowsPerPart(offset + size);
  if (rows === null) return null;
  const businesses: Business[] = [];
  const results: ReadResult[] = [];
  let reads = firstReads(relevance);
  for (let round = 0; round < MOST_ROUNDS && reads.length; round++) {
    const found = await db.$queryRaw<ReadRow[]>(readsStatement(relevance, reads, rows));
    const added = reads.map((read): ReadResult => ({ read, count: 0, last: null }));
    for (const row of found) {
      const business = { id: row.id, totalReviews: Number(row.totalReviews), in: [...row.parts].map((f) => f === "1") };
      businesses.push(business);
      const result = added[Number(row.read)]!;
      result.count++;
      if (!result.last || before(result.last, business)) result.last = business;
    }
    results.push(...added);
    const settled = settlePage(relevance.parts, relevance.readAlone, businesses, results, rows, offset, size);
    if ("page" in settled) return settled.page;
    reads = settled.reads;
  }
  return null;
}
