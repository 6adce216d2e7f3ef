// Owner insights: what is counted, under which names, and the shapes the screens show. Browser-safe
// and free of zod (the profile sends its events with these names).

/** What a profile's visitor does that the browser reports: a view, or a click on one of its actions. */
export const BEACON_EVENTS = ["view", "call", "website", "directions", "share"] as const;
export type BeaconEvent = (typeof BEACON_EVENTS)[number];

/** How a visitor arrived at a profile. */
export const VIEW_SOURCES = ["search", "directory", "map", "list", "organization", "direct", "elsewhere"] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

export const INSIGHTS_ENDPOINT = "/api/insights";
export const INSIGHT_PERIODS = [30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** The daily counters of BusinessInsightDay besides the views by source, in the order screens show them. */
export const INSIGHT_METRICS = [
  { key: "views", label: "Profile views" },
  { key: "callClicks", label: "Calls" },
  { key: "websiteClicks", label: "Website clicks" },
  { key: "directionClicks", label: "Direction requests" },
  { key: "shareClicks", label: "Shares" },
  { key: "favourites", label: "Favourites" },
  { key: "listAdds", label: "List adds" },
  { key: "enquiries", label: "Enquiries" },
  { key: "referrals", label: "Referrals received" },
] as const;
type InsightMetric = (typeof INSIGHT_METRICS)[number]["key"];

/** The views' columns by source, with what the breakdown calls them. */
export const VIEW_SOURCE_COLUMNS = [
  { source: "search", key: "viewsSearch", label: "Search" },
  { source: "directory", key: "viewsDirectory", label: "Directory pages" },
  { source: "map", key: "viewsMap", label: "Map" },
  { source: "list", key: "viewsList", label: "Shared lists" },
  { source: "organization", key: "viewsOrganization", label: "Organisation pages" },
  { source: "direct", key: "viewsDirect", label: "Direct" },
  { source: "elsewhere", key: "viewsElsewhere", label: "Other pages and sites" },
] as const satisfies readonly { source: ViewSource; key: string; label: string }[];
type ViewSourceColumn = (typeof VIEW_SOURCE_COLUMNS)[number]["key"];

/** Views counted before sources were recorded have no source; the breakdown shows them as this. */
export const UNRECORDED_SOURCE_LABEL = "Source not recorded";

export type InsightCounts = Record<InsightMetric | ViewSourceColumn, number>;
export type InsightDay = InsightCounts & { day: string };

export type BusinessInsights = {
  business: { id: string; businessName: string; timeZone: string };
  days: InsightPeriod;
  /** The business's local days, oldest first, today last. */
  from: string;
  to: string;
  totals: InsightCounts;
  /** The same totals over the period before (null when nothing was recorded then). */
  previous: InsightCounts | null;
  series: InsightDay[];
};

/** Views whose source was not recorded (days counted before sources were kept). */
export const unrecordedViews = (counts: InsightCounts) =>
  Math.max(0, counts.views - VIEW_SOURCE_COLUMNS.reduce((sum, column) => sum + counts[column.key], 0));
