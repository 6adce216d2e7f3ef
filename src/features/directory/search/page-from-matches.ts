import "server-only";
// Page strategy `from-matches`: the ordered page (page-ordered.ts) driven from the few matches, the
// open hours or a tag's businesses, then sorted (SearchConditions.byMatches.few).
import { readOrdered } from "./page-ordered";
import type { PageRead } from "./strategy";

export const pageFromMatches: PageRead = (db, search) => readOrdered(db, search, search.conditions.byMatches!.few);
