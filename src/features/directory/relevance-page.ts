import "server-only";
// The relevance order's page without scoring every match. The score is a sum of parts (relevance.ts),
// and a term's parts together are what it matches; so the page is read from each part's best rows in
// review order (an indexed order: 'kid friendly' reads the tag's first rows, not its 8,000 matches),
// scored, and the result is kept only when those rows prove it: a match read from no part lies
// below each of its parts' last rows read, so its score and its place in review order are bounded.
// Otherwise the full sort answers (search/page-relevance-parts.ts), with the same order.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import type { ScorePart } from "./relevance";
import { DIRECTORY_PAGE_SIZE } from "./schema";
import { and, join, sql, type Sql } from "./sql";

/** A part reads at most this many rows: pages ending past row 120 are sorted whole (each part would read as many). */
const PARTS_READ_AT_MOST = 240;
/** Each part reads this many times the rows up to the end of the page (more rows prove more pages). */
const ROWS_PER_PART_FACTOR = 2;
/** Proving looks at every set of parts that were not read to the end: at most 2^this many. */
const MOST_OPEN_PARTS = 10;

type Key = { totalReviews: number; id: string };
type Candidate = Key & { score: number };

/** `a` comes before `b` in review order (more reviews, then the smaller id). */
const before = (a: Key, b: Key) =>
  a.totalReviews > b.totalReviews || (a.totalReviews === b.totalReviews && a.id < b.id);
const byRelevance = (a: Candidate, b: Candidate) => b.score - a.score || (before(a, b) ? -1 : before(b, a) ? 1 : 0);

export type RelevanceParts = {
  parts: ScorePart[];
  /** Every condition but the terms'; and each term's own condition. */
  filters: Sql;
  termConditions: Sql[];
  score: Sql;
};

/**
 * The rows each part reads for a page ending at `end`, or null when the page is too deep to read by
 * parts. (On SQLite the parts' rows are scored against each form's FTS matches, read once per
 * statement as for the full sort: FTS5 has no cheap per-row check, a rowid-bound MATCH costs about
 * a millisecond a row. Since the category text left the FTS table that read is short enough.)
 */
export const rowsPerPart = (end: number) =>
  end * ROWS_PER_PART_FACTOR <= PARTS_READ_AT_MOST ? end * ROWS_PER_PART_FACTOR : null;

/**
 * One statement: each part's first `rows` matches in review order (the part's own term's condition
 * is implied by the part, so it is left out), each with its score.
 */
export function partsStatement({ parts, filters, termConditions, score }: RelevanceParts, rows: number): Sql {
  const arms = parts.map((part, index) => {
    const where = and([filters, ...termConditions.filter((_, term) => term !== part.term), part.condition]);
    return sql`SELECT ${Prisma.raw(String(index))} AS "part", p."id" FROM (SELECT b."id" FROM "BusinessProfile" b WHERE ${where}
        ORDER BY b."totalReviews" DESC, b."id" ASC LIMIT ${rows}) p`;
  });
  // MATERIALIZED: the parts' rows are read once, then scored (SQLite moved the join into every arm).
  return sql`WITH c AS MATERIALIZED (${join(arms, " UNION ALL ")})
    SELECT c."part", b."id", b."totalReviews", ${score} AS "score" FROM c JOIN "BusinessProfile" b ON b."id" = c."id"`;
}

type PartRow = { part: number | bigint; id: string; totalReviews: number | bigint; score: number | bigint };

/**
 * The page's ids from the parts' rows, or null when they do not prove it. `rows` is what each part
 * read: a part that returned fewer was read to the end. A match m read from no part belongs only
 * to parts read partly (set Q), so score(m) = sum of Q's weights and m comes after each Q part's
 * last row in review order. The page is proved when for every such Q the page's last row beats m:
 * its score is higher, or equal and some Q part's last row is not before the page's last row.
 */
export function provedPage(
  result: PartRow[],
  parts: readonly ScorePart[],
  rows: number,
  offset: number,
  size = DIRECTORY_PAGE_SIZE,
): string[] | null {
  const end = offset + size;
  const read = parts.map(() => ({ count: 0, last: null as Key | null }));
  const candidates = new Map<string, Candidate>();
  for (const row of result) {
    const candidate = { id: row.id, totalReviews: Number(row.totalReviews), score: Number(row.score) };
    candidates.set(candidate.id, candidate);
    const part = read[Number(row.part)]!;
    part.count++;
    if (!part.last || before(part.last, candidate)) part.last = candidate;
  }
  const ordered = [...candidates.values()].sort(byRelevance);
  const open = parts.flatMap((part, index) =>
    read[index]!.count >= rows ? [{ weight: part.weight, last: read[index]!.last! }] : [],
  );
  if (!open.length) return ordered.slice(offset, end).map((row) => row.id);
  const pageLast = ordered[end - 1];
  if (!pageLast || open.length > MOST_OPEN_PARTS) return null;
  for (let set = 0; set < 2 ** open.length; set++) {
    const inSet = open.filter((_, index) => set & (2 ** index));
    const score = inSet.reduce((sum, part) => sum + part.weight, 0);
    if (score > pageLast.score) return null;
    if (score === pageLast.score && !inSet.some((part) => !before(part.last, pageLast))) return null;
  }
  return ordered.slice(offset, end).map((row) => row.id);
}

/** The ids of the page of `size` rows read by parts, or null when the parts' rows do not prove it (then sort every match). */
export async function relevancePage(
  db: Db,
  relevance: RelevanceParts,
  offset: number,
  size = DIRECTORY_PAGE_SIZE,
): Promise<string[] | null> {
  const rows = rowsPerPart(offset + size);
  if (rows === null || !relevance.parts.length) return null;
  const result = await db.$queryRaw<PartRow[]>(partsStatement(relevance, rows));
  return provedPage(result, relevance.parts, rows, offset, size);
}
