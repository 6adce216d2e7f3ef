// The business columns that BusinessHours copies: the one declaration. Open now, alone or with
// filters on these columns, is counted from index ranges of the hours alone (open-now.ts), so each
// copy needs database triggers that keep it equal to its business's column on both databases, and
// a place in the open-now indexes. The search writes its copied filters through this declaration
// (search-filters.ts); copied-columns-sql.ts renders the triggers from it, and
// tests/integration/directory-copied-columns.test.ts checks each database's triggers and indexes
// against it (and prints the SQL a migration needs when they differ).

export type CopiedColumn = {
  /** The BusinessProfile column. */
  business: string;
  /** Its copy on BusinessHours. */
  hours: string;
  /** The copy holds the value, or its whole part (the rating's whole stars, which the 5 / 4+ / 3+ star filters compare exactly). */
  copy: "value" | "floor";
  /** PostgreSQL: the copy's value (a SQL literal) when the business has none, the hours column's default; null when it may be null. */
  fallback: string | null;
  /** `open-now`: read by open now itself (the zone's local time; active businesses); `filter`: a search filter written for either table. */
  use: "open-now" | "filter";
};

/** In the triggers' order. A new filter on a business column open now should count from the hours is declared here. */
export const COPIED_COLUMNS = [
  { business: "timeZone", hours: "timeZone", copy: "value", fallback: "''", use: "open-now" },
  { business: "active", hours: "businessActive", copy: "value", fallback: "true", use: "open-now" },
  { business: "citySlug", hours: "citySlug", copy: "value", fallback: "''", use: "filter" },
  { business: "categoryId", hours: "categoryId", copy: "value", fallback: null, use: "filter" },
  { business: "verificationStatus", hours: "verificationStatus", copy: "value", fallback: "'pending'", use: "filter" },
  { business: "averageRating", hours: "ratingFloor", copy: "floor", fallback: "0", use: "filter" },
  { business: "onlineBooking", hours: "onlineBooking", copy: "value", fallback: "false", use: "filter" },
  { business: "sameDayService", hours: "sameDayService", copy: "value", fallback: "false", use: "filter" },
] as const satisfies readonly CopiedColumn[];

type Declared = (typeof COPIED_COLUMNS)[number];
/** A business column a search filter may write for the hours too. */
export type CopiedFilterColumn = Extract<Declared, { use: "filter" }>["business"];

export const copiedFilterColumns = (): CopiedColumn[] => COPIED_COLUMNS.filter((column) => column.use === "filter");

/** The hours' column copying this business column. */
export const hoursColumnOf = (business: CopiedFilterColumn): string =>
  COPIED_COLUMNS.find((column) => column.business === business)!.hours;

/** Open now's range in each open-now index, after the index's lead: a zone's weekday, active businesses, still open at the minute. */
export const OPEN_NOW_RANGE = ["timeZone", "dayOfWeek", "businessActive", "closeMinute", "openMinute"] as const;

/**
 * The open-now indexes on BusinessHours: each holds its lead (if any), then OPEN_NOW_RANGE, then the
 * copy of every filter column but the lead and those it leaves out, so a count checks the filters in
 * the index. (The one without a lead leaves the city out: a city's open now reads the city's index.)
 */
export const OPEN_NOW_INDEXES: ReadonlyArray<{ name: string; lead: string | null; without: readonly string[] }> = [
  { name: "BusinessHours_open_now_idx", lead: null, without: ["citySlug"] },
  { name: "BusinessHours_open_now_city_idx", lead: "citySlug", without: [] },
  { name: "BusinessHours_open_now_category_idx", lead: "categoryId", without: [] },
];

/**
 * BusinessProfile's index keyed by id with the filter columns: a page driven from the open hours
 * (the semi-join) checks each business there without reading its row, so it holds every copied
 * filter's business column.
 */
export const FILTER_COVERING_INDEX = { name: "BusinessProfile_id_filter_idx", lead: "id" } as const;
