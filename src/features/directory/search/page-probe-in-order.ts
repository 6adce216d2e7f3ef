import "server-only";
// Page strategy `probe-in-order`: the ordered page (page-ordered.ts) walking the sort order and
// probing each business's hours, tags or name (SearchConditions.byMatches.many), when matches are many.
import { readOrdered } from "./page-ordered";
import type { PageRead } from "./strategy";

export const pageProbeInOrder: PageRead = (db, search) => readOrdered(db, search, search.conditions.byMatches!.many);
