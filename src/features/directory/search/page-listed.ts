import "server-only";
// Page strategy `listed`: the page among the matches the count listed (count-listed.ts), all of
// them: sorted in the page's order (page-ordered.ts), read by id.
import { join, sql } from "../sql";
import { listedMatches } from "./count-listed";
import { readOrdered } from "./page-ordered";
import type { PageRead } from "./strategy";

export const pageListed: PageRead = async (db, search) => {
  const ids = listedMatches(search);
  return ids.length
    ? readOrdered(db, search, sql`b."id" IN (${join(ids)})`)
    : { rows: [], backward: search.seek?.direction === "before" };
};
