import "server-only";
// Runs a prepared search's plan: the count strategy and the page strategy it names (side by side,
// or the count first when the page's strategy depends on the total), then the total, the page's
// cards and the page links.
import type { Db } from "@/platform/db";
import type { BusinessCardData } from "../types";
import { loadBusinessCards } from "../cards";
import {
  DIRECTORY_COUNT_CAP,
  DIRECTORY_PAGE_SIZE,
  type DirectorySearchQuery,
  type DirectorySearchResult,
  type PageLink,
} from "../schema";
import { encodeSeekKey } from "../seek-key";
import type { Seek } from "../seek";
import { countCapped } from "./count-capped";
import { countCappedFromKey } from "./count-capped-from-key";
import { countListed } from "./count-listed";
import { countMatchingReads } from "./count-matching-reads";
import { countOpenHours } from "./count-open-hours";
import { countStored } from "./count-stored";
import type { PlannedSearch } from "../nearby";
import { pageDistanceBoxes } from "./page-distance-boxes";
import { pageFromMatches } from "./page-from-matches";
import { pageListed } from "./page-listed";
import { pageNotRead } from "./page-not-read";
import { pageOrdered } from "./page-ordered";
import { pageProbeInOrder } from "./page-probe-in-order";
import { pageRelevanceParts } from "./page-relevance-parts";
import { countLimit, pageOnceCounted, type CountStrategy, type PageStrategy } from "./plan";
import { pageSeek, prepareSearch, type PreparedSearch } from "./prepare";
import type { CountRead, PageRead, PageRows } from "./strategy";

export const COUNT_STRATEGIES: Record<CountStrategy, CountRead> = {
  stored: countStored,
  "open-hours": countOpenHours,
  "matching-reads": countMatchingReads,
  capped: countCapped,
  "capped-from-key": countCappedFromKey,
  listed: countListed,
};

export const PAGE_STRATEGIES: Record<PageStrategy, PageRead> = {
  "not-read": pageNotRead,
  ordered: pageOrdered,
  "from-matches": pageFromMatches,
  "probe-in-order": pageProbeInOrder,
  "relevance-parts": pageRelevanceParts,
  "distance-boxes": pageDistanceBoxes,
  listed: pageListed,
};

/**
 * The count and the page's rows: read side by side, or the count first when the page's strategy
 * depends on it. Side by side, the page's first statement is sent first (the count's is the shorter
 * read), but reads of matches only go ahead of it: one that reaches the cap ends the count.
 */
async function countAndPage(db: Db, search: PreparedSearch): Promise<{ counted: number } & PageRows> {
  const { plan } = search;
  const count = () => COUNT_STRATEGIES[plan.count](db, search);
  if (plan.page !== "after-count") {
    const page = PAGE_STRATEGIES[plan.page];
    if (plan.count === "matching-reads") {
      const [counted, read] = await Promise.all([count(), page(db, search)]);
      return { counted, ...read };
    }
    const [read, counted] = await Promise.all([page(db, search), count()]);
    return { counted, ...read };
  }
  const counted = await count();
  if (!counted) return { counted, rows: [], backward: false };
  return { counted, ...(await PAGE_STRATEGIES[pageOnceCounted(search.planInput, plan, counted)](db, search)) };
}

export async function runSearch(
  db: Db,
  query: DirectorySearchQuery,
  now: Date,
  area: PlannedSearch,
  seek: Seek | null = pageSeek(query),
): Promise<DirectorySearchResult<BusinessCardData>> {
  const { location, origin, search } = await prepareSearch(db, query, now, area, seek);
  const result = {
    items: [],
    total: 0,
    totalCapped: false,
    page: query.page,
    pageCount: 0,
    pageLinks: [],
    keyNeeded: false,
    location,
    distanceOrigin: origin?.kind ?? null,
    nearby: area.nearby,
  };
  if (!search) return result;
  const { counted, rows, backward } = await countAndPage(db, search);
  // Nothing from the key's row on: the key's row is gone, or belongs to another list (the widened
  // one, say). The page is read again without it, by its number.
  if (seek && !rows.length) return runSearch(db, query, now, area, null);
  const { ids, pageLinks } = pageAndLinks(rows, query, backward);
  const keyNeeded = search.plan.start === "not-read";
  const limit = seek ? DIRECTORY_COUNT_CAP : countLimit(keyNeeded ? 0 : search.offset);
  // Only the counts table's total is exact whatever its size.
  const capped = search.plan.count !== "stored";
  const totalCapped = capped && counted > limit;
  // From a key the count started at the page (before a key: at the next page).
  const skipped =
    search.plan.count === "capped-from-key" ? search.offset + (seek?.direction === "before" ? ids.length : 0) : 0;
  const total = skipped + (capped ? Math.min(counted, limit) : counted);
  return {
    ...result,
    items: await loadBusinessCards(db, ids, now, origin?.point ?? null),
    total,
    totalCapped,
    // Only pages the rows counted prove are offered.
    pageCount: Math.ceil(total / DIRECTORY_PAGE_SIZE),
    pageLinks,
    keyNeeded,
  };
}

/**
 * The page's ids from the rows read, and the keys of the page links around it: Next starts after
 * the page's last row, the page after it after the next page's last row; Previous ends before the
 * page's first row. Read backward (before a key), the rows come last row first, and the second
 * twelve are the previous page.
 */
function pageAndLinks(
  rows: readonly string[],
  query: DirectorySearchQuery,
  backward: boolean,
): { ids: string[]; pageLinks: PageLink[] } {
  const key = (id: string | undefined) => id && encodeSeekKey({ sort: query.sort, id });
  const page = rows.slice(0, DIRECTORY_PAGE_SIZE);
  const ids = backward ? [...page].reverse() : page;
  const links: Array<PageLink | null> = backward
    ? [
        rows.length > DIRECTORY_PAGE_SIZE
          ? { page: query.page - 2, before: key(rows[2 * DIRECTORY_PAGE_SIZE - 1]) }
          : null,
        { page: query.page - 1, before: key(ids[0]) },
        { page: query.page + 1, after: key(ids[ids.length - 1]) },
      ]
    : [
        { page: query.page - 1, before: key(ids[0]) },
        { page: query.page + 1, after: key(ids[ids.length - 1]) },
        rows.length >= 2 * DIRECTORY_PAGE_SIZE
          ? { page: query.page + 2, after: key(rows[2 * DIRECTORY_PAGE_SIZE - 1]) }
          : null,
      ];
  return {
    ids,
    pageLinks: links.filter((link): link is PageLink => !!link && link.page > 1 && !!(link.after || link.before)),
  };
}
