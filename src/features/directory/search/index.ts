import "server-only";
// The directory search: filters, sorts and pages active businesses on the server. A search is
// prepared (prepare.ts: its conditions and its plan, plan.ts), then the plan's named strategies count
// the matches (count-*.ts) and read the page's ids (page-*.ts) with raw statements the indexes serve
// (see docs/ARCHITECTURE.md, "Directory search"); what each database writes differently is its
// dialect's (../dialect). The twelve cards of the page are then read in one statement (cards.ts).
import type { Db } from "@/platform/db";
import type { BusinessCardData } from "../types";
import { widenedPlan, withinPlan } from "../nearby";
import { withOpeningNext } from "../opening-next";
import type { DirectorySearchQuery, DirectorySearchResult } from "../schema";
import { placeCondition, searchOrigin, squaredDistance } from "./order";
import { resolveLocationOrThrow } from "./prepare";
import { runSearch } from "./run";
import { withTimeLimit } from "../time-limit";

export { countLimit } from "./plan";
export { prepareSearch, resolveLocationOrThrow } from "./prepare";

/** The search, each statement time-limited (time-limit.ts). */
export async function searchDirectory(
  db: Db,
  query: DirectorySearchQuery,
  now: Date,
): Promise<DirectorySearchResult<BusinessCardData>> {
  return withTimeLimit(db, async (limited) => {
    const { plan, result } = await plannedSearch(limited, query, now);
    return withOpeningNext(limited, query, now, plan.area, result);
  });
}

/**
 * The search with the area plan that answered it: the 'Within' control's, or when the place has no
 * match the widened one (nearby.ts). The benchmark explains the plan's statements.
 */
export async function plannedSearch(db: Db, query: DirectorySearchQuery, now: Date) {
  const location = resolveLocationOrThrow(query.location);
  const context = { origin: searchOrigin(query, location), location, placeCondition, squaredDistance };
  const plan = withinPlan(query, context);
  const result = await runSearch(db, query, now, plan);
  if (result.total > 0) return { plan, result };
  const widened = await widenedPlan(db, query, now, context);
  return widened ? { plan: widened, result: await runSearch(db, query, now, widened) } : { plan, result };
}
