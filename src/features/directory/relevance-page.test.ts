import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/sqlite/client";
import { provedPage } from "./relevance-page";
import type { ScorePart } from "./relevance";
import { DIRECTORY_PAGE_SIZE } from "./schema";

type Row = { id: string; totalReviews: number; parts: number[] };

const part = (weight: number): ScorePart => ({ term: 0, weight, condition: Prisma.sql`TRUE` });
const score = (row: Row, parts: readonly ScorePart[]) =>
  row.parts.reduce((sum, index) => sum + parts[index]!.weight, 0);

/** The full relevance order: score, then more reviews, then the smaller id. */
function fullOrder(rows: readonly Row[], parts: readonly ScorePart[]): string[] {
  return [...rows]
    .sort(
      (a, b) =>
        score(b, parts) - score(a, parts) ||
        b.totalReviews - a.totalReviews ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((row) => row.id);
}

/** What the parts statement returns: each part's first `rows` members in review order, with their scores. */
function partRows(rows: readonly Row[], parts: readonly ScorePart[], perPart: number) {
  return parts.flatMap((_, index) =>
    rows
      .filter((row) => row.parts.includes(index))
      .sort((a, b) => b.totalReviews - a.totalReviews || (a.id < b.id ? -1 : 1))
      .slice(0, perPart)
      .map((row) => ({ part: index, id: row.id, totalReviews: row.totalReviews, score: score(row, parts) })),
  );
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
    const expected = fullOrder(rows, parts).slice(0, DIRECTORY_PAGE_SIZE);
    expect(provedPage(partRows(rows, parts, 24), parts, 24, 0)).toEqual(expected);
  });

  it("refuses a page a match read from no part could still enter", () => {
    // 40 rows in the name part (8) with many reviews, 40 in the category part (4); one row in both
    // (12 points) has few reviews, so neither part's first 24 rows include it, yet it ranks first.
    const parts = [part(8), part(4)];
    const rows: Row[] = [
      ...Array.from({ length: 40 }, (_, i) => ({ id: `n${i}`, totalReviews: 100 + i, parts: [0] })),
      ...Array.from({ length: 40 }, (_, i) => ({ id: `c${i}`, totalReviews: 100 + i, parts: [1] })),
      { id: "both", totalReviews: 1, parts: [0, 1] },
    ];
    expect(fullOrder(rows, parts)[0]).toBe("both");
    expect(provedPage(partRows(rows, parts, 24), parts, 24, 0)).toBeNull();
  });

  it("never returns a page other than the full order's, over many random cases", () => {
    const next = random(7);
    let proved = 0;
    for (let run = 0; run < 400; run++) {
      const parts = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
        part([16, 8, 4, 2, 1, 0][Math.floor(next() * 6)]!),
      );
      const rows: Row[] = Array.from({ length: Math.floor(next() * 120) }, (_, i) => {
        const members = parts.flatMap((_, index) => (next() < 0.4 ? [index] : []));
        return {
          id: `b${String(i).padStart(3, "0")}`,
          totalReviews: Math.floor(next() * 10),
          parts: members.length ? members : [0],
        };
      });
      const offset = DIRECTORY_PAGE_SIZE * Math.floor(next() * 3);
      const perPart = 2 * (offset + DIRECTORY_PAGE_SIZE);
      const page = provedPage(partRows(rows, parts, perPart), parts, perPart, offset);
      if (page === null) continue;
      proved++;
      expect(page).toEqual(fullOrder(rows, parts).slice(offset, offset + DIRECTORY_PAGE_SIZE));
    }
    // The proof is not vacuous: most random cases are answered.
    expect(proved).toBeGreaterThan(200);
  });
});
