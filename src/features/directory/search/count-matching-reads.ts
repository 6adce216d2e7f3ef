import "server-only";
// Count strategy `matching-reads`: reads whose every row is a match (a category's businesses, a
// tag's: SearchConditions.matchingReads), each counted up to countRows. One that reaches it caps the
// total without reading every match ('plumbers': the category's 1,925 businesses, where the count of
// every match read the 1,474 name matches' rows too); short of it, `capped` counts every match (a
// search of several words: `listed` lists them).
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { join, sql, type Sql } from "../sql";
import { countCapped } from "./count-capped";
import { countListed } from "./count-listed";
import type { PreparedSearch } from "./prepare";
import type { CountRead } from "./strategy";

/** Each read's rows, counted up to countRows, one row per read. */
const matchingReadsStatement = ({ conditions, countRows }: PreparedSearch): Sql =>
  join(
    conditions.matchingReads.map(
      (read, index) =>
        sql`SELECT COUNT(*) AS n FROM (SELECT 1 FROM (${read}) ${Prisma.raw(`r${index}`)} LIMIT ${countRows}) ${Prisma.raw(`c${index}`)}`,
    ),
    " UNION ALL ",
  );

/** The count when one read of matches only reaches countRows, else null (then every match is counted). */
async function cappedByReads(db: Db, search: PreparedSearch): Promise<number | null> {
  const most = Math.max(
    ...(await db.$queryRaw<Array<{ n: bigint | number }>>(matchingReadsStatement(search))).map((row) => Number(row.n)),
  );
  return most >= search.countRows ? most : null;
}

export const countMatchingReads: CountRead = async (db, search) =>
  (await cappedByReads(db, search)) ?? (search.planInput.phrase ? countListed : countCapped)(db, search);
