import "server-only";
// Count strategy `open-hours`: open now, with only filters the opening hours copy, counted from the
// hours' index ranges alone (open-now.ts), no business row read; counted as far as the page's choice
// of strategy (pageOnceCounted) and the shown total need.
import { DIRECTORY_PAGE_SIZE } from "../schema";
import type { PreparedSearch } from "./prepare";
import { PROBE_WHEN_MATCHES_EXCEED_ROWS_NEEDED } from "./plan";
import { totalOf, type CountRead } from "./strategy";

/** The statement: each zone and day's open rows, up to the rows the page's choice and the total need. */
export const openHoursCount = (search: PreparedSearch) =>
  search.conditions.openNow!.count(
    Math.max(search.countRows, (search.offset + DIRECTORY_PAGE_SIZE) * PROBE_WHEN_MATCHES_EXCEED_ROWS_NEEDED),
  );

export const countOpenHours: CountRead = (db, search) => totalOf(db, openHoursCount(search));
