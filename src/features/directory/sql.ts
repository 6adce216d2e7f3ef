import "server-only";
// SQL fragments shared by the directory's raw queries. Prisma renders the placeholders for each
// provider ($1 on PostgreSQL, ? on SQLite); identifiers are quoted the same way on both.
import { Prisma } from "@/generated/sqlite/client";
import { dbProvider } from "@/platform/db";

export const sql = Prisma.sql;
export const join = Prisma.join;
export type Sql = Prisma.Sql;

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards escaped (use with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive LIKE: SQLite's LIKE already ignores ASCII case; PostgreSQL needs ILIKE. */
export const likeOperator = () => (dbProvider === "postgresql" ? Prisma.raw("ILIKE") : Prisma.raw("LIKE"));

/** `column` contains `text`, case-insensitively; `column` is a trusted identifier such as b."businessName". */
export function columnContains(column: string, text: string): Sql {
  return sql`${Prisma.raw(column)} ${likeOperator()} ${containsPattern(text)} ESCAPE '\\'`;
}

export const and = (parts: readonly Sql[]) => (parts.length ? join(parts, " AND ") : sql`TRUE`);
export const or = (parts: readonly Sql[]) => (parts.length ? sql`(${join(parts, " OR ")})` : sql`FALSE`);
