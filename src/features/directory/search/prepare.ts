import "server-only";
// A search made ready to run: its conditions (search-filters.ts), its plan (plan.ts) and the order's
// columns, with what the strategies need. No statement of the count or the page runs here.
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { resolveDirectoryLocation, unknownLocationMessage } from "../location";
import { relevanceScore } from "../relevance";
import { relevanceParts, type RelevanceParts } from "../relevance-page";
import { DIRECTORY_COUNT_CAP, type DirectorySearchQuery, type ResolvedLocation } from "../schema";
import { PLACE_ONLY, searchConditions, type SearchArea, type SearchConditions } from "../search-filters";
import { decodeSeekKey } from "../seek-key";
import type { OrderColumn, Seek } from "../seek";
import { partsIndexed } from "../text-match";
import { orderColumns, searchOrigin, type Origin } from "./order";
import { drivenByRarest, readTermSizes } from "./rarest-term";
import { countLimit, pageOffset, planSearch, type PlanInput, type SearchOrder, type SearchPlan } from "./plan";

/** Where results come from and how they are ordered (see nearby.ts); the default is the place's own, in the sort's order. */
export type AreaPlan = { area: SearchArea; order: SearchOrder };
const DEFAULT_AREA_PLAN: AreaPlan = { area: PLACE_ONLY, order: "sort" };

export function resolveLocationOrThrow(segment: string | undefined): ResolvedLocation | null {
  if (segment === undefined || segment === "") return null;
  const location = resolveDirectoryLocation(segment);
  if (!location) throw new AppError("NOT_FOUND", unknownLocationMessage(segment));
  return location;
}

/** Where the page starts: after (or before) the row of a usable key in the address; page 1 needs none. */
export function pageSeek(query: DirectorySearchQuery): Seek | null {
  if (query.page === 1) return null;
  const after = decodeSeekKey(query.after, query.sort);
  if (after) return { direction: "after", id: after.id };
  const before = decodeSeekKey(query.before, query.sort);
  return before ? { direction: "before", id: before.id } : null;
}

export type PreparedSearch = {
  plan: SearchPlan;
  /** What the plan was picked from (pageOnceCounted picks from it again once the total is known). */
  planInput: PlanInput;
  conditions: SearchConditions;
  /** The page's order. */
  columns: OrderColumn[];
  seek: Seek | null;
  /** The rows before the page (skipped with OFFSET when there is no key). */
  offset: number;
  /** How many rows a count reads at most: one past the cap, or past the end of the page when that is deeper. */
  countRows: number;
  /** Where distances are measured from (the visitor's position or the place's), or null. */
  origin: Origin | null;
  /** The relevance order as score parts (for `relevance-parts`), or null without a score. */
  relevance: RelevanceParts | null;
};

/**
 * The search ready to run, or `search` null when nothing can match (an unknown category or tag).
 * With a seek the page is read from the key's row (no OFFSET) and the count covers the rows from
 * there on; without one, a page up to MAX_OFFSET_PAGE skips the rows before it (OFFSET).
 */
export async function prepareSearch(
  db: Db,
  query: DirectorySearchQuery,
  now: Date,
  area: AreaPlan = DEFAULT_AREA_PLAN,
  seek: Seek | null = pageSeek(query),
) {
  const location = resolveLocationOrThrow(query.location);
  const origin = searchOrigin(query, location);
  const found = await searchConditions(db, query, location, now, area.area);
  if (!found) return { location, origin, search: null };
  // Several words: read from the rarest one (rarest-term.ts).
  const sizes = await readTermSizes(db, found);
  const conditions = sizes ? { ...found, where: drivenByRarest(found, sizes) } : found;
  const score = relevanceScore(conditions.terms);
  const planInput: PlanInput = {
    sort: query.sort,
    page: query.page,
    seek: seek?.direction ?? null,
    openNow: query.features.includes("open-now"),
    order: area.order,
    origin: origin !== null,
    place: location !== null,
    storedCount: conditions.storedCount !== null,
    openNowCount: conditions.openNow !== null,
    matchingReads: conditions.matchingReads.length > 0,
    byMatches: conditions.byMatches !== null,
    scored: score !== null,
    partsIndexed: partsIndexed(conditions.terms) || sizes !== null,
    phrase: sizes !== null,
  };
  const plan = planSearch(planInput);
  const offset = pageOffset(query.page);
  const search: PreparedSearch = {
    plan,
    planInput,
    conditions,
    columns: orderColumns(plan.order, score, origin, location),
    seek,
    offset,
    countRows: (seek ? DIRECTORY_COUNT_CAP : countLimit(plan.start === "not-read" ? 0 : offset)) + 1,
    origin,
    relevance: score ? relevanceParts(conditions.terms, conditions.filters, conditions.termConditions) : null,
  };
  return { location, origin, search };
}
