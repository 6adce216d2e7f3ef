import { describe, expect, it } from "vitest";
import { settlePage, type Read, type ReadResult } from "./relevance-proof";
import { DIRECTORY_PAGE_SIZE } from "./schema";

type Part = { term: number; weight: number };
/** A business and the parts it is in. */
type Row = { id: string; totalReviews: number; parts: number[] };

const part = (weight: number, term = 0): Part => ({ term, weight });
const inReviewOrder = (a: Row, b: Row) => b.totalReviews - a.totalReviews || (a.id < b.id ? -1 : 1);
const score = (row: Row, parts: readonly Part[]) => row.parts.reduce((sum, index) => sum + parts[index]!.weight, 0);
/** A row matches when it is in a part of every term. */
const matches = (row: Row, parts: readonly Part[]) =>
  new Set(parts.map((p) => p.term)).size === new Set(row.parts.map((index) => parts[index]!.term)).size;

/** The full relevance order of the matches: score, then more reviews, then the smaller id. */
function fullOrder(rows: readonly Row[], parts: readonly Part[]): string[] {
  return rows
    .filter((row) => matches(row, parts))
    .sort((a, b) => score(b, parts) - score(a, parts) || inReviewOrder(a, b))
    .map((row) => row.id);
}

/**
 * The reading as relevancePage does it, on rows in memory: each read's first `perRead` rows in every
 * one of its parts, in review order (matches or not), for up to `rounds` rounds.
 */
function readPage(rows: readonly Row[], parts: readonly Part[], offset: number, rounds = 3) {
  const perRead = 2 * (offset + DIRECTORY_PAGE_SIZE);
  const read: Array<{ id: string; totalReviews: number; in: boolean[] }> = [];
  const results: ReadResult[] = [];
  let reads: Read[] = parts.map((_, index) => [index]);
  for (let round = 0; round < rounds && reads.length; round++) {
    for (const conjunction of reads) {
      const found = rows
        .filter((row) => conjunction.every((index) => row.parts.includes(index)))
        .sort(inReviewOrder)
        .slice(0, perRead);
      read.push(...found.map((row) => ({ ...row, in: parts.map((_, index) => row.parts.includes(index)) })));
      results.push({ read: conjunction, count: found.length, last: found.at(-1) ?? null });
    }
    const settled = settlePage(
      parts,
      parts.map(() => true),
      read,
      results,
      perRead,
      offset,
    );
    if ("page" in settled) return { page: settled.page, rounds: round + 1 };
    reads = settled.reads;
  }
  return null;
}

/** A small deterministic random generator (the test must give the same answer every run). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe("reading the relevance page by score parts", () => {
  it("answers from one part read partly when every match scores alike (a tag synonym)", () => {
    const parts = [part(8), part(2)];
    const rows: Row[] = Array.from({ length: 100 }, (_, i) => ({
      id: `b${String(i).padStart(3, "0")}`,
      totalReviews: i % 17,
      parts: [1],
    }));
    expect(readPage(rows, parts, 0, 1)?.page).toEqual(fullOrder(rows, parts).slice(0, DIRECTORY_PAGE_SIZE));
  });

  it("reads the parts of a match no part's first rows reached, together, before answering", () => {
    // 40 rows in the name part (8) with many reviews, 40 in the category part (4); one row in both
    // (12 points) has few reviews, so neither part's first 24 rows include it, yet it ranks first.
    const parts = [part(8), part(4)];
    const rows: Row[] = [
      ...Array.from({ length: 40 }, (_, i) => ({ id: `n${i}`, totalReviews: 100 + i, parts: [0] })),
      ...Array.from({ length: 40 }, (_, i) => ({ id: `c${i}`, totalReviews: 100 + i, parts: [1] })),
      { id: "both", totalReviews: 1, parts: [0, 1] },
    ];
    expect(fullOrder(rows, parts)[0]).toBe("both");
    expect(readPage(rows, parts, 0, 1)).toBeNull();
    expect(readPage(rows, parts, 0)).toEqual({ page: fullOrder(rows, parts).slice(0, 12), rounds: 2 });
  });

  it("ranks a phrase whose words name common tags: the businesses with both words in the name and both tags first", () => {
    // 'family owned': family = name 8 + a tag 2; owned = tags 2 (the family tag among them).
    const parts = [part(8, 0), part(2, 0), part(2, 1)];
    const next = random(3);
    const rows: Row[] = Array.from({ length: 600 }, (_, i) => {
      const name = next() < 0.1;
      const family = next() < 0.2;
      const owned = family || next() < 0.4;
      return {
        id: `b${String(i).padStart(3, "0")}`,
        totalReviews: Math.floor(next() * 8),
        parts: [...(name ? [0] : []), ...(family ? [1] : []), ...(owned ? [2] : [])],
      };
    });
    const read = readPage(rows, parts, 0);
    expect(read?.page).toEqual(fullOrder(rows, parts).slice(0, DIRECTORY_PAGE_SIZE));
  });

  it("never returns a page other than the full order's, over many random cases of one to three terms", () => {
    const next = random(7);
    let proved = 0;
    for (let run = 0; run < 600; run++) {
      const terms = 1 + Math.floor(next() * 3);
      const parts = Array.from({ length: terms + Math.floor(next() * 4) }, (_, index) =>
        part([16, 8, 4, 2, 1, 0][Math.floor(next() * 6)]!, index < terms ? index : Math.floor(next() * terms)),
      );
      const rows: Row[] = Array.from({ length: Math.floor(next() * 150) }, (_, i) => ({
        id: `b${String(i).padStart(3, "0")}`,
        totalReviews: Math.floor(next() * 10),
        parts: parts.flatMap((_, index) => (next() < 0.5 ? [index] : [])),
      }));
      const offset = DIRECTORY_PAGE_SIZE * Math.floor(next() * 3);
      const read = readPage(rows, parts, offset);
      if (read === null) continue;
      proved++;
      expect(read.page).toEqual(fullOrder(rows, parts).slice(offset, offset + DIRECTORY_PAGE_SIZE));
    }
    // The proof is not vacuous: most random cases are answered.
    expect(proved).toBeGreaterThan(400);
  });
});
