// The directory search's plan: which named strategies count the matches and read the page, picked
// from the parsed query and from what its conditions offer, before any statement runs. Pure: the
// strategies (count-*.ts, page-*.ts) carry it out; run.ts runs them.
import { DIRECTORY_COUNT_CAP, DIRECTORY_PAGE_SIZE, MAX_OFFSET_PAGE, type DirectorySort } from "../schema";
import type { SeekDirection } from "../seek";

/** How the area orders a page (nearby.ts): by the query's sort, the place's businesses then by distance, or by distance. */
export type SearchOrder = "sort" | "place-then-distance" | "distance";

/**
 * How the matches are counted:
 * - `stored`: the exact total from the counts table (stored-count.ts; only a city and a category narrow the search);
 * - `open-hours`: open now from the opening hours' index ranges alone, up to a limit (open-now.ts);
 * - `matching-reads`: the reads whose every row is a match (a category's, a tag's), each up to the
 *   limit; one that reaches it caps the total, else `capped` answers;
 * - `capped`: the matches, counted up to a limit;
 * - `capped-from-key`: the matches from the key's row on, up to the cap (the rows before it are the pages before);
 * - `listed`: a search of several words lists its matches' ids, up to a limit, read from its rarest word (search/rarest-term.ts).
 */
export type CountStrategy = "stored" | "open-hours" | "matching-reads" | "capped" | "capped-from-key" | "listed";

/**
 * How the page is read:
 * - `not-read`: a page past MAX_OFFSET_PAGE without a key (it would skip every row before it);
 * - `ordered`: one statement in the page's order, skipping the rows before it (OFFSET) or from its key's row;
 * - `from-matches`: the same driven from the few matches (the open hours, a tag's businesses), then sorted;
 * - `probe-in-order`: the same walking the sort order and probing each business (open now, tags, name starts);
 * - `relevance-parts`: the relevance order from each score part's best rows (relevance-page.ts), or `ordered` when they do not prove the page;
 * - `distance-boxes`: the distance order from boxes around the origin, or the full sort when no box proves the page;
 * - `listed`: the matches `listed` counted, all of them, sorted.
 */
export type PageStrategy =
  "not-read" | "ordered" | "from-matches" | "probe-in-order" | "relevance-parts" | "distance-boxes" | "listed";

/** The columns a page is ordered by (order.ts); `placeFirst`: the place's own businesses first, the others by distance, each then in `by`. */
export type PlannedOrder = { by: "relevance" | "reviews" | "rating" | "newest" | "distance"; placeFirst: boolean };

export type SearchPlan = {
  order: PlannedOrder;
  /** Where the page starts: after skipping the rows before it, from its key's row, or nowhere (`not-read`). */
  start: "offset" | "key" | "not-read";
  count: CountStrategy;
  /** `after-count`: the page's strategy depends on the total (pageOnceCounted); the count runs first. */
  page: PageStrategy | "after-count";
};

/** What the plan is picked from: the query's own choices, and what its conditions offer (search-filters.ts). */
export type PlanInput = {
  sort: DirectorySort;
  page: number;
  /** The usable key the address carries (pageSeek), or null. */
  seek: SeekDirection | null;
  openNow: boolean;
  /** The area's order (nearby.ts), and whether there is an origin (the visitor's position or the place's) and a place. */
  order: SearchOrder;
  origin: boolean;
  place: boolean;
  /** The conditions' exact stored total, open-hours count, matching reads and two forms of the page (SearchConditions). */
  storedCount: boolean;
  openNowCount: boolean;
  matchingReads: boolean;
  byMatches: boolean;
  /**
   * The text scores matches differently (relevance.ts), and its score parts can be read (each an
   * index read, or read with one of another word that is: relevance-page.ts).
   */
  scored: boolean;
  partsIndexed: boolean;
  /** A search of several words: its matches are listed while counted (the `listed` strategies). */
  phrase: boolean;
};

/**
 * Probing each business in sort order reads about (offset + page size) x businesses / matches
 * businesses, so with open now or tags (byMatches) it is used unless the matches are fewer than
 * this many times the rows needed; then the page is driven from the matches.
 */
export const PROBE_WHEN_MATCHES_EXCEED_ROWS_NEEDED = 20;

/** The rows before the page: skipped with OFFSET (none from a key). */
export const pageOffset = (page: number) => (page - 1) * DIRECTORY_PAGE_SIZE;

/**
 * A count reads at most one row past this many matches: the cap, or the rows up to the end of the
 * page when that is deeper. A count beyond it is only known to be at least this.
 */
export const countLimit = (offset: number) => Math.max(DIRECTORY_COUNT_CAP, offset + DIRECTORY_PAGE_SIZE);

function plannedOrder(input: PlanInput): PlannedOrder {
  if (input.order === "distance" && input.origin) return { by: "distance", placeFirst: false };
  const by: PlannedOrder["by"] =
    input.sort === "rating" || input.sort === "newest"
      ? input.sort
      : input.sort === "distance"
        ? input.origin
          ? "distance"
          : "reviews"
        : input.scored
          ? "relevance"
          : "reviews";
  return { by, placeFirst: input.order === "place-then-distance" && input.origin && input.place };
}

/** The distance order read from boxes: by distance from an origin, as the area's order or the query's sort. */
const byDistanceBoxes = (input: PlanInput) =>
  input.origin && (input.order === "distance" || (input.order === "sort" && input.sort === "distance"));

/** The relevance order read by score parts (not with open now: walking review order probes each business's hours, and open matches can be sparse). */
const byRelevanceParts = (input: PlanInput) =>
  input.order === "sort" && input.sort === "relevance" && input.scored && input.partsIndexed && !input.openNow;

function countStrategy(input: PlanInput): CountStrategy {
  if (input.storedCount) return "stored";
  // (Not from a key: there the page's choice needs the rows from the key on.)
  if (input.openNowCount && !input.seek) return "open-hours";
  // (Not from a key: that count covers the rows after it.)
  if (input.matchingReads && !input.seek) return "matching-reads";
  if (input.phrase && !input.seek) return "listed";
  return input.seek ? "capped-from-key" : "capped";
}

export function planSearch(input: PlanInput): SearchPlan {
  const notRead = !input.seek && input.page > MAX_OFFSET_PAGE;
  const start = notRead ? "not-read" : input.seek ? "key" : "offset";
  const page: SearchPlan["page"] = notRead
    ? "not-read"
    : byDistanceBoxes(input) || input.byMatches || (input.phrase && !input.seek)
      ? "after-count"
      : byRelevanceParts(input)
        ? "relevance-parts"
        : "ordered";
  return { order: plannedOrder(input), start, count: countStrategy(input), page };
}

/**
 * The distance order sorts every match instead of reading boxes when there are at most countLimit
 * matches (the count is then exact): sorting those few reads the matches once, where each box tried
 * reads them again (a widened search's one match in Waco took six boxes and then the full sort).
 * (From a key the count covers the rows from the key on, and the full sort still reads the matches before it.)
 */
export function sortsWholeByDistance(
  input: Pick<PlanInput, "page" | "seek">,
  count: CountStrategy,
  total: number,
): boolean {
  const offset = pageOffset(input.page);
  return input.seek && count === "capped-from-key"
    ? offset + total <= DIRECTORY_COUNT_CAP
    : total <= countLimit(offset);
}

/** The page's strategy once the total is known (a plan's `after-count`). */
export function pageOnceCounted(input: PlanInput, plan: SearchPlan, total: number): PageStrategy {
  if (plan.page !== "after-count") return plan.page;
  // A search of several words lists its matches under the count's limit (`listed`, or `matching-reads`
  // short of it): the page sorts the list.
  const listed = input.phrase && !input.seek;
  if (listed && total <= countLimit(pageOffset(input.page))) return "listed";
  if (byDistanceBoxes(input) && !sortsWholeByDistance(input, plan.count, total)) return "distance-boxes";
  if (listed) return byRelevanceParts(input) ? "relevance-parts" : "ordered";
  if (!input.byMatches) return "ordered";
  // (From a key, the count is of the rows from the key on, and the page needs only its own.)
  const rowsNeeded = (input.seek ? 0 : pageOffset(input.page)) + DIRECTORY_PAGE_SIZE;
  return total < rowsNeeded * PROBE_WHEN_MATCHES_EXCEED_ROWS_NEEDED ? "from-matches" : "probe-in-order";
}
