import "server-only";
// Page strategy `ordered`: one statement reading the page in its order, with the next page's rows
// (whose last row is the key of the page after). Without a key it skips the rows before the page
// (OFFSET); from a key it starts at the key's row (seek.ts), for an indexed order as two index ranges.
import { Prisma } from "@/generated/sqlite/client";
import { DIRECTORY_PAGE_SIZE } from "../schema";
import { ID_COLUMN, orderSql, seekArms, seekCondition } from "../seek";
import { sql, type Sql } from "../sql";
import type { PreparedSearch } from "./prepare";
import type { PageRead } from "./strategy";

/** A page read in order reads this many rows: its own and the next page's, whose last row is the key of the page after. */
const ROWS_READ = 2 * DIRECTORY_PAGE_SIZE;

/** The page's ORDER BY (read backward before a key). */
export const pageOrder = ({ columns, seek }: PreparedSearch): Sql => orderSql(columns, seek?.direction === "before");

/** The condition with the key's bound, when there is a key. */
export const fromKey = ({ columns, seek }: PreparedSearch, where: Sql): Sql =>
  seek ? sql`${where} AND ${seekCondition(columns, seek)}` : where;

/** The page's LIMIT: the rows read, after the rows skipped when there is no key. */
export const pageLimit = ({ seek, offset }: PreparedSearch): Sql =>
  seek ? sql`LIMIT ${ROWS_READ}` : sql`LIMIT ${ROWS_READ} OFFSET ${offset}`;

/** The statement of the page's ids among the businesses meeting `where`, in the page's order. */
export function orderedPage(search: PreparedSearch, where: Sql): Sql {
  const { columns, seek } = search;
  const order = pageOrder(search);
  const limit = pageLimit(search);
  const arms = seek && seekArms(columns, seek);
  if (!arms)
    return sql`SELECT b."id" FROM "BusinessProfile" b WHERE ${fromKey(search, where)} ORDER BY ${order} ${limit}`;
  const arm = (condition: Sql, index: number) =>
    sql`SELECT * FROM (SELECT b."id", ${Prisma.raw(String(index))} AS "arm", ${columns[0]!.expr} AS "k" FROM "BusinessProfile" b WHERE ${where} AND ${condition} ORDER BY ${order} ${limit}) a${Prisma.raw(String(index))}`;
  const outer = orderSql(
    [
      { ...columns[0]!, expr: sql`p."k"` },
      { ...ID_COLUMN, expr: sql`p."id"` },
    ],
    seek.direction === "before",
  );
  return sql`SELECT p."id" FROM (${arm(arms[0], 0)} UNION ALL ${arm(arms[1], 1)}) p ORDER BY p."arm", ${outer} ${limit}`;
}

/** The rows of an ordered statement (read backward before a key). */
export async function readOrdered(db: Parameters<PageRead>[0], search: PreparedSearch, where: Sql) {
  const rows = await db.$queryRaw<Array<{ id: string }>>(orderedPage(search, where));
  return { rows: rows.map((row) => row.id), backward: search.seek?.direction === "before" };
}

export const pageOrdered: PageRead = (db, search) => readOrdered(db, search, search.conditions.where);
