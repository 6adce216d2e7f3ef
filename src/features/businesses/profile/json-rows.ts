import "server-only";
// How the profile's read (profile-read.ts) writes a relation's rows as one JSON array column: one
// implementation per database, picked by the provider DATABASE_URL names (as the directory's
// dialect). Keys and orders are the read's own constant column names, never input.
import { Prisma } from "@/generated/sqlite/client";
import { dbProvider } from "@/platform/db";
import { join, sql, type Sql } from "@/features/directory/sql";

/** A column of the rows and its direction; the first is the most significant. */
export type JsonOrder = ReadonlyArray<readonly [column: string, direction: "ASC" | "DESC"]>;

type JsonRows = {
  /**
   * The rows of `rows` (a sub-select, already in `order` and limited, with a column per key) as one
   * JSON array of objects with `keys`, in `order`: '[]' when there are none.
   */
  array(keys: readonly string[], rows: Sql, order: JsonOrder): Sql;
};

const pairs = (keys: readonly string[]) => join(keys.map((key) => Prisma.raw(`'${key}', r."${key}"`)));
const orderOf = (order: JsonOrder) =>
  join(order.map(([column, direction]) => Prisma.raw(`r."${column}" ${direction}`)));

// The order is the aggregate's own; ordering the sub-select alone serves its LIMIT.
const postgresql: JsonRows = {
  array: (keys, rows, order) =>
    sql`(SELECT COALESCE(json_agg(json_build_object(${pairs(keys)}) ORDER BY ${orderOf(order)}), '[]'::json) FROM (${rows}) r)`,
};

// The aggregate takes the ordered sub-select's rows in its order (as the directory's tags); it gives
// '[]' for no rows by itself.
const sqlite: JsonRows = {
  array: (keys, rows) => sql`(SELECT json_group_array(json_object(${pairs(keys)})) FROM (${rows}) r)`,
};

export const jsonRows: JsonRows = dbProvider === "postgresql" ? postgresql : sqlite;
