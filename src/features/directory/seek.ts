import "server-only";
// Keyset (seek) paging: a directory order as columns, and the condition "comes after (or before)
// the key's row in this order", so a deep page is read from its first row instead of skipping every
// row before it. The key row's values are the same expressions read on that row (an uncorrelated
// subquery each, evaluated once), so computed orders (relevance score, distance) compare exactly.
import { Prisma } from "@/generated/sqlite/client";
import { join, sql, type Sql } from "./sql";

/** One ORDER BY column of business `b` (`indexed`: a stored column an index orders). Every order ends with ID_COLUMN, so the order is total. */
export type OrderColumn = { expr: Sql; desc: boolean; indexed?: boolean };
export const ID_COLUMN: OrderColumn = { expr: sql`b."id"`, desc: false };
export const descending = (expr: Sql): OrderColumn => ({ expr, desc: true });
export const ascending = (expr: Sql): OrderColumn => ({ expr, desc: false });
/** A stored column in descending order, which an index on (active, column DESC, id) reads. */
export const indexedDescending = (expr: Sql): OrderColumn => ({ expr, desc: true, indexed: true });

/** Read forward from the key (`after` its row) or backward (the rows `before` it, nearest first). */
export type SeekDirection = "after" | "before";
export type Seek = { direction: SeekDirection; id: string };

/** ORDER BY for the columns; `reversed` reads the order backward (for a page before a key). */
export function orderSql(columns: readonly OrderColumn[], reversed = false): Sql {
  return join(
    columns.map((column) => sql`${column.expr} ${Prisma.raw(column.desc !== reversed ? "DESC" : "ASC")}`),
    ", ",
  );
}

const keyValue = (column: OrderColumn, id: string): Sql =>
  column === ID_COLUMN ? sql`${id}` : sql`(SELECT ${column.expr} FROM "BusinessProfile" b WHERE b."id" = ${id})`;

/**
 * Business `b` lies beyond the key row in the direction (`inclusive`: or is the key row):
 * c1 beyond k1, or c1 = k1 and (c2 beyond k2, or ...). The first column's bound `c1 >= k1` (or <=)
 * is repeated on its own, so an index on the order starts reading at the key.
 */
export function seekCondition(columns: readonly OrderColumn[], { direction, id }: Seek, inclusive = false): Sql {
  const beyond = (column: OrderColumn) => (column.desc === (direction === "after") ? "<" : ">");
  const last = columns[columns.length - 1]!;
  let condition = sql`${last.expr} ${Prisma.raw(beyond(last) + (inclusive ? "=" : ""))} ${keyValue(last, id)}`;
  for (const column of columns.slice(0, -1).reverse()) {
    const value = keyValue(column, id);
    condition = sql`(${column.expr} ${Prisma.raw(beyond(column))} ${value} OR (${column.expr} = ${value} AND ${condition}))`;
  }
  const first = columns[0]!;
  return columns.length > 1
    ? sql`${first.expr} ${Prisma.raw(beyond(first) + "=")} ${keyValue(first, id)} AND ${condition}`
    : condition;
}

/**
 * For an indexed column then the id (rating, newest, review order): the rows beyond the key as two
 * index ranges, the key's ties after its id and then the rows beyond its value, read in that order.
 * One range `c1 <= k1` filtered by the rest would first step over every tie before the key (the seed
 * has thousands of equal ratings and review counts). Null for other orders.
 */
export function seekArms(
  columns: readonly OrderColumn[],
  { direction, id }: Seek,
  inclusive = false,
): [Sql, Sql] | null {
  const [first, last] = columns;
  if (columns.length !== 2 || !first!.indexed || last !== ID_COLUMN) return null;
  const value = keyValue(first!, id);
  const beyond = first!.desc === (direction === "after") ? "<" : ">";
  return [
    sql`${first!.expr} = ${value} AND b."id" ${Prisma.raw((direction === "after" ? ">" : "<") + (inclusive ? "=" : ""))} ${id}`,
    sql`${first!.expr} ${Prisma.raw(beyond)} ${value}`,
  ];
}
