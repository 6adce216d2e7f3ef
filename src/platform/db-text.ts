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
const likeOperator = () => (dbProvider === "postgresql" ? Prisma.raw("ILIKE") : Prisma.raw("LIKE"));

/** `column` contains `text`, case-insensitively; `column` is a trusted identifier such as b."businessName". */
export function columnContains(column: string, text: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(column)} ${likeOperator()} ${containsPattern(text)} ESCAPE '\\'`;
}

/** The LIKE pattern for text at the start (wildcards escaped, ESCAPE '\\'). */
const startsWithPattern = (text: string) => `${escapeLike(text)}%`;

/** The string just after every string starting with `prefix` (its last character plus one). */
export const afterPrefix = (prefix: string) => {
  const chars = [...prefix];
  return chars.slice(0, -1).join("") + String.fromCodePoint((chars.at(-1)?.codePointAt(0) ?? 0) + 1);
};

/**
 * `column` starts with `text`, case-sensitively, for columns stored in one case such as emails:
 * PostgreSQL's LIKE 'text%' on a `text_pattern_ops` index (whatever the collation); SQLite's range
 * `>= 'text' AND < 'texu'` on a binary-ordered index (its LIKE ignores case and could use none).
 */
export function columnStartsWith(column: string, text: string): Prisma.Sql {
  const name = Prisma.raw(column);
  if (dbProvider === "postgresql") return Prisma.sql`${name} LIKE ${startsWithPattern(text)} ESCAPE '\\'`;
  return Prisma.sql`${name} >= ${text} AND ${name} < ${afterPrefix(text)}`;
}

/** ORDER BY `column` in the order of that same index, so the first rows are read in order, unsorted. */
export const prefixOrder = (column: string) => Prisma.raw(dbProvider === "postgresql" ? `${column} USING ~<~` : column);

type ContainsFilter = { contains: string };

/**
 * Prisma's case-insensitive `contains` on both databases (PostgreSQL needs `mode: "insensitive"`,
 * an option the SQLite client's types do not know). Note: Prisma does not escape % and _ in it;
 * searches that must take them literally use `columnContains`.
 */
export function containsText(text: string): ContainsFilter {
  return (dbProvider === "postgresql" ? { contains: text, mode: "insensitive" } : { contains: text }) as ContainsFilter;
}
