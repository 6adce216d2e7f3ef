import "server-only";
// Page strategy `relevance-parts`: the relevance order's page from each score part's best rows in
// review order (relevance-page.ts), kept when those rows prove it; otherwise the ordered page
// (page-ordered.ts), which sorts every match into the same order.
import { relevancePage } from "../relevance-page";
import { pageOrdered } from "./page-ordered";
import type { PageRead } from "./strategy";

export const pageRelevanceParts: PageRead = async (db, search) => {
  const byParts = await relevancePage(db, search.relevance!, search.offset);
  return byParts ? { rows: byParts, backward: false } : pageOrdered(db, search);
};
