// Page strategy `not-read`: the address asked for a page past MAX_OFFSET_PAGE without a usable key;
// reading it would skip every row before it, so nothing is read (the pagination offers the pages it can open).
import type { PageRead } from "./strategy";

export const pageNotRead: PageRead = async () => ({ rows: [], backward: false });
