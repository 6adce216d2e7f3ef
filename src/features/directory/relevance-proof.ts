// Whether the rows read so far prove the relevance order's page (relevance-page.ts reads them): pure,
// so the proof is tested on its own. The score is a sum of parts (relevance.ts); a business matches
// when it is in a part of every term. Each read returned the first rows in review order of the
// businesses in every one of its parts; a read that returned fewer rows than it read returned all of
// them. What is not proved is read next: sets of parts a match left unread could lie in.
import type { ScorePart } from "./relevance";
import { DIRECTORY_PAGE_SIZE } from "./schema";

/** Reads of sets of parts a round adds at most. */
const MOST_READS_PER_ROUND = 4;
/** Sets of parts the proof looks at before it gives up (then the full sort answers). */
const MOST_PROOF_STEPS = 20_000;

type Key = { totalReviews: number; id: string };
type Candidate = Key & { score: number };

/** `a` comes before `b` in review order (more reviews, then the smaller id). */
export const before = (a: Key, b: Key) =>
  a.totalReviews > b.totalReviews || (a.totalReviews === b.totalReviews && a.id < b.id);
const byRelevance = (a: Candidate, b: Candidate) => b.score - a.score || (before(a, b) ? -1 : before(b, a) ? 1 : 0);

/** A read: the businesses in every one of these parts (indexes into the parts), in review order. */
export type Read = readonly number[];

/** What a read found: how many rows (fewer than it read: all of its businesses) and its last row in review order. */
export type ReadResult = { read: Read; count: number; last: Key | null };
/** A business read, with its parts (a flag per part). */
export type Business = Key & { in: readonly boolean[] };

/** What the reads so far prove: the page's ids, or the reads that could settle it ([]: none, sort every match). */
type Settled = { page: string[] } | { reads: Read[] };

const bit = (index: number) => 1n << BigInt(index);
const maskOf = (read: Read) => read.reduce((mask, part) => mask | bit(part), 0n);
const partsIn = (set: bigint, count: number) =>
  Array.from({ length: count }, (_, index) => index).filter((index) => (set & bit(index)) !== 0n);

/**
 * The page from the businesses read, when no match left unread could enter it; else the reads that
 * could settle it. A match m read by no read lies in a set S of parts that holds a part of every
 * term and no read that returned fewer rows than it read (m would have been read), and m comes
 * after the last row of every read within S. So m can enter the page only when S scores more than
 * the page's last row, or as much and every read within S ended before that row. `rows` is what
 * each read read; `readAlone` says which parts can be read by themselves.
 */
export function settlePage(
  parts: readonly Pick<ScorePart, "term" | "weight">[],
  readAlone: readonly boolean[],
  businesses: readonly Business[],
  reads: readonly ReadResult[],
  rows: number,
  offset: number,
  size = DIRECTORY_PAGE_SIZE,
): Settled {
  const end = offset + size;
  const terms = [...new Set(parts.map((part) => part.term))];
  const candidates = new Map<string, Candidate>();
  for (const business of businesses) {
    const covered = new Set<number>();
    let score = 0;
    parts.forEach((part, index) => {
      if (!business.in[index]) return;
      covered.add(part.term);
      score += part.weight;
    });
    if (covered.size === terms.length)
      candidates.set(business.id, { id: business.id, totalReviews: business.totalReviews, score });
  }
  const ordered = [...candidates.values()].sort(byRelevance);
  const pageLast = ordered[end - 1] ?? null;
  const done = reads.filter((read) => read.count < rows).map((read) => maskOf(read.read));
  const open = reads
    .filter((read) => read.count >= rows)
    .map((read) => ({ mask: maskOf(read.read), last: read.last! }));
  const enters = (set: bigint, score: number) =>
    !pageLast ||
    score > pageLast.score ||
    (score === pageLast.score && open.every((read) => (read.mask & ~set) !== 0n || before(read.last, pageLast)));
  const threats = setsEntering(parts, terms, done, enters, pageLast?.score ?? null);
  if (threats === null) return { reads: [] };
  if (!threats.length) return { page: ordered.slice(offset, end).map((row) => row.id) };
  const read = new Set(reads.map((result) => maskOf(result.read)));
  return { reads: readsFor(threats, parts.length, readAlone, businesses).filter((set) => !read.has(maskOf(set))) };
}

/** Sets of parts searched for those a match could lie in and enter the page, at most. */
const MOST_SETS = 16;

/**
 * Up to MOST_SETS sets of parts (heaviest first) a match left unread could lie in and enter the
 * page (`enters`): each holds a part of every term and no set in `done`. Null when the search took
 * too many steps to be sure.
 */
function setsEntering(
  parts: readonly Pick<ScorePart, "term" | "weight">[],
  terms: readonly number[],
  done: readonly bigint[],
  enters: (set: bigint, score: number) => boolean,
  least: number | null,
): bigint[] | null {
  const order = parts
    .map((part, index) => ({ ...part, index }))
    .filter((part) => !done.includes(bit(part.index)))
    .sort((a, b) => b.weight - a.weight);
  const rest = order.map((_, at) => order.slice(at).reduce((sum, part) => sum + part.weight, 0));
  const lastOfTerm = new Map(terms.map((term) => [term, order.findLastIndex((part) => part.term === term)]));
  const covered = new Map(terms.map((term) => [term, 0]));
  const found: bigint[] = [];
  let steps = 0;
  const visit = (at: number, set: bigint, score: number): boolean => {
    if (++steps > MOST_PROOF_STEPS) return false;
    if (least !== null && score + (rest[at] ?? 0) < least) return true;
    if (terms.some((term) => !covered.get(term) && lastOfTerm.get(term)! < at)) return true;
    const part = order[at];
    if (!part) {
      if (enters(set, score)) found.push(set);
      return true;
    }
    const withPart = set | bit(part.index);
    if (!done.some((mask) => (mask & ~withPart) === 0n)) {
      covered.set(part.term, covered.get(part.term)! + 1);
      const finished = visit(at + 1, withPart, score + part.weight);
      covered.set(part.term, covered.get(part.term)! - 1);
      if (!finished) return false;
      if (found.length >= MOST_SETS) return true;
    }
    return visit(at + 1, set, score);
  };
  return visit(0, 0n, 0) || found.length ? found : null;
}

/**
 * The reads for sets a match could lie in: two of a set's parts that no business read lies in
 * both of (often none does: 'hair salon' with both words in the name), so that one short read rules
 * out every set holding both; the pairs in the most sets first. A set whose every pair was seen is
 * read whole. A read holds a part that can be read by itself.
 */
function readsFor(
  sets: readonly bigint[],
  count: number,
  readAlone: readonly boolean[],
  businesses: readonly Business[],
): Read[] {
  const pairs = new Set<number>();
  for (const business of businesses) {
    const members = business.in.flatMap((isIn, index) => (isIn ? [index] : []));
    for (const a of members) for (const b of members) pairs.add(a * count + b);
  }
  const seen = (a: number, b: number) => pairs.has(a * count + b);
  const unseen = sets.map((set) => {
    const members = partsIn(set, count);
    return members.flatMap((a, i) =>
      members.slice(i + 1).flatMap((b) => ((readAlone[a] || readAlone[b]) && !seen(a, b) ? [[a, b]] : [])),
    );
  });
  const chosen: Read[] = [];
  let left = sets.map((_, index) => index);
  while (chosen.length < MOST_READS_PER_ROUND && left.length) {
    const tally = new Map<string, { pair: number[]; sets: number[] }>();
    for (const index of left)
      for (const pair of unseen[index]!) {
        const entry = tally.get(String(pair)) ?? { pair, sets: [] };
        entry.sets.push(index);
        tally.set(String(pair), entry);
      }
    const best = [...tally.values()].sort((a, b) => b.sets.length - a.sets.length)[0];
    if (!best) break;
    chosen.push(best.pair);
    left = left.filter((index) => !best.sets.includes(index));
  }
  for (const index of left.slice(0, MOST_READS_PER_ROUND - chosen.length)) chosen.push(partsIn(sets[index]!, count));
  return chosen;
}
