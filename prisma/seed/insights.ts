// Owner insights for the demo owner's businesses (the ones whose owner can sign in): 180 days of
// daily counts up to the seed's today in each business's calendar, so both the 30- and the 90-day
// views have a period before them to compare with. Busier on weekends, slowly growing, with views
// split over the ways visitors arrive and a share of them calling, clicking through or asking.
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { addCalendarDays } from "@/lib/calendar-day";
import { localDay } from "@/features/insights/days";
import { businessId } from "./businesses";
import { SEED_NOW } from "./dates";
import { OWNER_BUSINESSES } from "./demo-accounts";
import { createRng } from "./random";

const DAYS = 180;
/** Typical daily profile views of the demo owner's first, second and third business. */
const DAILY_VIEWS = [22, 11, 6];
/** How views arrive. */
const SOURCE_SHARES = [
  ["viewsSearch", 0.34],
  ["viewsDirectory", 0.22],
  ["viewsMap", 0.11],
  ["viewsList", 0.05],
  ["viewsOrganization", 0.04],
  ["viewsDirect", 0.14],
  ["viewsElsewhere", 0.1],
] as const;
const SOURCE_WEIGHTS = SOURCE_SHARES.map(([, share]) => share);
/** Per view: the chance of each action. */
const ACTION_RATES = [
  ["callClicks", 0.08],
  ["websiteClicks", 0.06],
  ["directionClicks", 0.07],
  ["shareClicks", 0.015],
  ["favourites", 0.012],
  ["listAdds", 0.008],
  ["enquiries", 0.005],
] as const;

/** Returns how many daily rows were written. */
export async function seedInsights(db: Db, totalBusinesses: number): Promise<number> {
  const ids = Array.from({ length: Math.min(OWNER_BUSINESSES, totalBusinesses) }, (_, index) => businessId(index + 1));
  const businesses = await db.businessProfile.findMany({
    where: { id: { in: ids } },
    select: { id: true, timeZone: true },
    orderBy: { id: "asc" },
  });
  const rows: Prisma.BusinessInsightDayCreateManyInput[] = [];
  businesses.forEach((business, index) => {
    const rng = createRng(0x1a5e + index);
    const last = localDay(SEED_NOW, business.timeZone);
    const typical = DAILY_VIEWS[index] ?? 5;
    for (let back = DAYS - 1; back >= 0; back--) {
      const day = addCalendarDays(last, -back);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
      const growth = 0.75 + 0.25 * ((DAYS - back) / DAYS);
      const views = Math.max(0, Math.round(typical * weekend * growth * (0.6 + rng.next() * 0.8)));
      const row: Prisma.BusinessInsightDayCreateManyInput = { businessId: business.id, day, views };
      for (const [column] of [...SOURCE_SHARES, ...ACTION_RATES]) row[column] = 0;
      for (let view = 0; view < views; view++) {
        const [source] = SOURCE_SHARES[rng.weighted(SOURCE_WEIGHTS)]!;
        row[source] = (row[source] ?? 0) + 1;
        for (const [column, rate] of ACTION_RATES) if (rng.chance(rate)) row[column] = (row[column] ?? 0) + 1;
      }
      row.referrals = rng.chance(0.04) ? 1 : 0;
      rows.push(row);
    }
  });
  if (rows.length > 0) await db.businessInsightDay.createMany({ data: rows });
  return rows.length;
}
