import "server-only";
// Reading insights: a business's last 30 or 90 days in its own calendar, as totals, views by source
// and a series with every day present. One range read of the business's daily rows (its primary
// key) and one sum of the period before.
import type { Db } from "@/platform/db";
import { quotedCsv } from "@/lib/csv";
import { findEditableBusiness, type Editor } from "@/features/businesses/access";
import { addCalendarDays } from "@/lib/calendar-day";
import { daysEnding, localDay } from "./days";
import {
  INSIGHT_METRICS,
  UNRECORDED_SOURCE_LABEL,
  VIEW_SOURCE_COLUMNS,
  type BusinessInsights,
  type InsightCounts,
  type InsightDay,
  type InsightPeriod,
  unrecordedViews,
} from "./types";

const COUNTED = [...INSIGHT_METRICS.map((metric) => metric.key), ...VIEW_SOURCE_COLUMNS.map((column) => column.key)];
const countSelect = Object.fromEntries(COUNTED.map((key) => [key, true])) as Record<keyof InsightCounts, true>;

const zeroCounts = (): InsightCounts => Object.fromEntries(COUNTED.map((key) => [key, 0])) as InsightCounts;

/** The caller's own businesses, for the insights screen's switch. */
export function insightBusinesses(db: Db, userId: string) {
  return db.businessProfile.findMany({
    where: { ownerId: userId },
    orderBy: [{ businessName: "asc" }, { id: "asc" }],
    select: { id: true, businessName: true, city: true },
  });
}

/**
 * The business's insights over the `days` days ending today (its local today). The business must be
 * the caller's (an admin may read any); otherwise NOT_FOUND, exactly as for an unknown id.
 */
export async function insightsFor(
  db: Db,
  viewer: Editor,
  businessId: string,
  days: InsightPeriod,
  now = new Date(),
): Promise<BusinessInsights> {
  const business = await findEditableBusiness(db, businessId, viewer);
  const to = localDay(now, business.timeZone);
  const from = addCalendarDays(to, -(days - 1));
  const [rows, before] = await Promise.all([
    db.businessInsightDay.findMany({
      where: { businessId, day: { gte: from, lte: to } },
      orderBy: { day: "asc" },
      select: { day: true, ...countSelect },
    }),
    db.businessInsightDay.aggregate({
      where: { businessId, day: { gte: addCalendarDays(from, -days), lt: from } },
      _sum: countSelect,
      _count: { _all: true },
    }),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series: InsightDay[] = daysEnding(to, days).map((day) => ({ ...zeroCounts(), ...byDay.get(day), day }));
  const totals = zeroCounts();
  for (const row of rows) for (const key of COUNTED) totals[key] += row[key];
  const previous =
    before._count._all > 0
      ? (Object.fromEntries(COUNTED.map((key) => [key, before._sum[key] ?? 0])) as InsightCounts)
      : null;
  return {
    business: { id: business.id, businessName: business.businessName, timeZone: business.timeZone },
    days,
    from,
    to,
    totals,
    previous,
    series,
  };
}

/** The period as CSV: one row per day (oldest first) with every counter. */
export async function insightsCsv(db: Db, viewer: Editor, businessId: string, days: InsightPeriod, now = new Date()) {
  const { series } = await insightsFor(db, viewer, businessId, days, now);
  const header = [
    "Day",
    ...INSIGHT_METRICS.flatMap((metric) =>
      metric.key === "views"
        ? [
            metric.label,
            ...VIEW_SOURCE_COLUMNS.map((column) => `Views from ${column.label.toLowerCase()}`),
            `Views, ${UNRECORDED_SOURCE_LABEL.toLowerCase()}`,
          ]
        : [metric.label],
    ),
  ];
  const rows = series.map((day) => [
    day.day,
    ...INSIGHT_METRICS.flatMap((metric) =>
      metric.key === "views"
        ? [day.views, ...VIEW_SOURCE_COLUMNS.map((column) => day[column.key]), unrecordedViews(day)]
        : [day[metric.key]],
    ),
  ]);
  return quotedCsv(header, rows);
}

/**
 * The owner dashboard's summary: each business's totals over its last `days` local days, read in
 * one range read over all of them.
 */
export async function insightTotals(
  db: Db,
  businesses: readonly { id: string; timeZone: string }[],
  days: number,
  now = new Date(),
): Promise<Map<string, InsightCounts>> {
  const starts = new Map(
    businesses.map((business) => [business.id, addCalendarDays(localDay(now, business.timeZone), -(days - 1))]),
  );
  const earliest = [...starts.values()].sort()[0];
  const totals = new Map(businesses.map((business) => [business.id, zeroCounts()]));
  if (earliest === undefined) return totals;
  const rows = await db.businessInsightDay.findMany({
    where: { businessId: { in: businesses.map((business) => business.id) }, day: { gte: earliest } },
    select: { businessId: true, day: true, ...countSelect },
  });
  for (const row of rows) {
    const total = totals.get(row.businessId);
    if (!total || row.day < starts.get(row.businessId)!) continue;
    for (const key of COUNTED) total[key] += row[key];
  }
  return totals;
}
