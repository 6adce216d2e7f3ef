import "server-only";
// Count strategy `capped`: the matches, counted up to the search's countRows (one past the cap, or
// past the end of a deeper page): a total beyond it shows as '1,000+'.
import { sql, type Sql } from "../sql";
import type { PreparedSearch } from "./prepare";
import { totalOf, type CountRead } from "./strategy";

export const cappedCount = (search: PreparedSearch): Sql =>
  sql`SELECT COUNT(*) AS total FROM (SELECT 1 FROM "BusinessProfile" b WHERE ${search.conditions.where} LIMIT ${search.countRows}) capped`;

export const countCapped: CountRead = (db, search) => totalOf(db, cappedCount(search));
