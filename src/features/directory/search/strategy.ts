import "server-only";
import type { Db } from "@/platform/db";
import type { PreparedSearch } from "./prepare";

/** A count strategy (count-*.ts): the number of matches it counts (capped at the search's countRows unless exact). */
export type CountRead = (db: Db, search: PreparedSearch) => Promise<number>;

/**
 * The rows a page strategy (page-*.ts) read, in reading order: the page's rows first, then the next
 * page's; `backward` when read backward from a `before` key.
 */
export type PageRows = { rows: string[]; backward: boolean };
export type PageRead = (db: Db, search: PreparedSearch) => Promise<PageRows>;

/** The `total` of a one-row count statement. */
export async function totalOf(db: Db, statement: Parameters<Db["$queryRaw"]>[0]): Promise<number> {
  return Number((await db.$queryRaw<Array<{ total: bigint | number }>>(statement))[0]?.total ?? 0);
}
