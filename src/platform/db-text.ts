import "server-only";
// "Contains this text", case-insensitively and the same on both databases, with LIKE's own
// wildcards (% and _) taken literally: the one place LIKE patterns are built. Prisma's `contains`
// does not escape them, so searches go through these raw fragments instead. SQLite's LIKE already
// ignores ASCII case; PostgreSQL needs ILIKE.
import { Prisma } from "@/generated/sqlite/client";
import { dbProvider } from "./db";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards escaped (use with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Case-insensitive LIKE: SQLite's LIKE already ignores ASCII case; PostgreSQL needs ILIKE. */
export const likeOperator = () => (dbProvider === "postgresql" ? Prisma.raw("ILIKE") : Prisma.raw("LIKE"));

/** `column` contains `text`, case-insensitively; `column` is a trusted identifier such as b."businessName". */
export function columnContains(column: string, text: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(column)} ${likeOperator()} ${containsPattern(text)} ESCAPE '\\'`;
}

/**
 * `column` compared code point by code point: SQLite's default (binary) order; on PostgreSQL the "C"
 * collation, whatever the database's own, so an index on `(column COLLATE "C")` serves it.
 */
export const binaryOrder = (column: string) => Prisma.raw(dbProvider === "postgresql" ? `${column} COLLATE "C"` : column);

/**
 * `column` starts with `text`, case-sensitively, as a range on the binary order (`>= 'text' AND <
 * 'texu'`), so an index in that order reads exactly the matches, already sorted. For columns stored
 * in one case, such as emails (SQLite's LIKE ignores case and could use no such index).
 */
export function columnStartsWith(column: string, text: string): Prisma.Sql {
  const chars = [...text];
  const next = String.fromCodePoint((chars.pop()?.codePointAt(0) ?? 0) + 1);
  return Prisma.sql`${binaryOrder(column)} >= ${text} AND ${binaryOrder(column)} < ${chars.join("") + next}`;
}

type ContainsFilter = { contains: string };

/**
 * Prisma's case-insensitive `contains` on both databases (PostgreSQL needs `mode: "insensitive"`,
 * an option the SQLite client's types do not know). Note: Prisma does not escape % and _ in it;
 * searches that must take them literally use `columnContains`.
 */
export function containsText(text: string): ContainsFilter {
  return (dbProvider === "postgresql" ? { contains: text, mode: "insensitive" } : { contains: text }) as ContainsFilter;
}
