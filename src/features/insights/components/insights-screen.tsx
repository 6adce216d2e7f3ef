// /dashboard/insights: what a listing brought its business over the last 30 or 90 days (its own
// calendar): totals with the change on the period before, views and action clicks per day, how
// visitors arrived, and the whole period as CSV. A switch between businesses when there are several.
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { formatDay } from "@/features/admin-hub/chart";
import { INSIGHT_PERIODS, type BusinessInsights } from "@/features/insights/types";
import { insightsHref } from "./insights-href";
import { InsightsChart } from "./insights-chart";
import { InsightsCsv } from "./insights-csv";
import { InsightTiles, ViewSources } from "./insights-figures";

const PILL = `rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 ${FOCUS_RING}`;

type Props = {
  businesses: { id: string; businessName: string; city: string }[];
  insights: BusinessInsights | null;
};

export function InsightsScreen({ businesses, insights }: Props) {
  if (!insights) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <p className="text-slate-700">
          Insights start with your business: add it to LocalHub to see what it brings you.
        </p>
        <Link href="/dashboard/create-business" className={`${PRIMARY_BUTTON_CLASS} mt-4 inline-block`}>
          Add your business
        </Link>
      </div>
    );
  }
  const { business, days } = insights;
  return (
    <div className="space-y-8">
      {businesses.length > 1 && (
        <nav aria-label="Your businesses" className="flex flex-wrap items-center gap-2">
          {businesses.map((item) => (
            <Link
              key={item.id}
              href={insightsHref(item.id, days)}
              aria-current={item.id === business.id ? "page" : undefined}
              className={PILL}
            >
              {item.businessName}
              <span className="sr-only">, {item.city}</span>
            </Link>
          ))}
        </nav>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">{business.businessName}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {formatDay(insights.from)} – {formatDay(insights.to)}, {insights.to.slice(0, 4)} (days in{" "}
            {business.timeZone.replace(/_/g, " ")} time)
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <nav aria-label="Period" className="flex gap-2">
            {INSIGHT_PERIODS.map((period) => (
              <Link
                key={period}
                href={insightsHref(business.id, period)}
                aria-current={period === days ? "page" : undefined}
                className={PILL}
              >
                {period} days
              </Link>
            ))}
          </nav>
          <InsightsCsv business={business} days={days} />
        </div>
      </div>
      <InsightTiles insights={insights} />
      <InsightsChart series={insights.series} />
      <ViewSources insights={insights} />
      <p className="text-sm text-slate-600">
        Each visitor counts once a day for each kind of action; known robots are left out. LocalHub keeps only these
        daily totals, never who visited.
      </p>
    </div>
  );
}
