import "server-only";
// SQL fragments shared by the directory's raw queries. Prisma renders the placeholders for each
// provider ($1 on PostgreSQL, ? on SQLite); identifiers are quoted the same way on both.
import { Prisma } from "@/generated/sqlite/client";

export const sql = Prisma.sql;
export const join = Prisma.join;
export type Sql = Prisma.Sql;

export const and = (parts: readonly Sql[]) => (parts.length ? join(parts, " AND ") : sql`TRUE`);
export const or = (parts: readonly Sql[]) => (parts.length ? sql`(${join(parts, " OR ")})` : sql`FALSE`);
