import "server-only";
// Count strategy `listed`: a search of several words lists its matches' ids, read from its rarest
// word (search/rarest-term.ts), up to countRows, as `capped` counts them. When they are all listed
// (the count is under its limit), the page sorts the list (page-listed.ts) instead of reading the
// matches again: 'family owned kid friendly bakery' checks the rarest word's 5,000 businesses once.
import { listedStatement } from "./rarest-term";
import type { PreparedSearch } from "./prepare";
import type { CountRead } from "./strategy";

/** The ids each search listed, for its page. */
const listed = new WeakMap<PreparedSearch, string[]>();

export const listedMatches = (search: PreparedSearch) => listed.get(search) ?? [];

export const countListed: CountRead = async (db, search) => {
  const rows = await db.$queryRaw<Array<{ id: string }>>(listedStatement(search.conditions.where, search.countRows));
  listed.set(
    search,
    rows.map((row) => row.id),
  );
  return rows.length;
};
