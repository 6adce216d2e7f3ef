import "server-only";
// Count strategy `capped-from-key`: the matches from the key's row on (a page before the key: from
// the key's row on, inclusive), up to the cap, as one or two index ranges like the page
// (page-ordered.ts). The rows before the key are the pages before it (run.ts adds them).
import { Prisma } from "@/generated/sqlite/client";
import { seekArms, seekCondition, type Seek } from "../seek";
import { sql, type Sql } from "../sql";
import type { PreparedSearch } from "./prepare";
import { totalOf, type CountRead } from "./strategy";

function countFromKeyStatement({ conditions: { where }, columns, seek, countRows: limit }: PreparedSearch): Sql {
  const fromKey: Seek = { direction: "after", id: seek!.id };
  const inclusive = seek!.direction === "before";
  const arms = seekArms(columns, fromKey, inclusive);
  const read = (condition: Sql, name: string) =>
    sql`SELECT 1 FROM (SELECT 1 FROM "BusinessProfile" b WHERE ${where} AND ${condition} LIMIT ${limit}) ${Prisma.raw(name)}`;
  const rows = arms
    ? sql`${read(arms[0], "a0")} UNION ALL ${read(arms[1], "a1")} LIMIT ${limit}`
    : sql`SELECT 1 FROM "BusinessProfile" b WHERE ${sql`${where} AND ${seekCondition(columns, fromKey, inclusive)}`} LIMIT ${limit}`;
  return sql`SELECT COUNT(*) AS total FROM (${rows}) capped`;
}

export const countCappedFromKey: CountRead = (db, search) => totalOf(db, countFromKeyStatement(search));
