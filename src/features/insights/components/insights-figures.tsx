// The insights screen's figures: a tile per counter with the change on the period before, and the
// profile views by how visitors arrived.
import {
  INSIGHT_METRICS,
  UNRECORDED_SOURCE_LABEL,
  VIEW_SOURCE_COLUMNS,
  unrecordedViews,
  type BusinessInsights,
} from "@/features/insights/types";

const number = (value: number) => value.toLocaleString("en-US");

/** "+12% on the previous 30 days", "Up from 0", "Same as ..."; null when the period before has no record. */
function changeText(current: number, previous: number | undefined, days: number): string | null {
  if (previous === undefined) return null;
  if (current === previous) return `Same as the previous ${days} days`;
  if (previous === 0) return `Up from 0 in the previous ${days} days`;
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent)}% on the previous ${days} days`;
}

export function InsightTiles({ insights }: { insights: BusinessInsights }) {
  const { totals, previous, days } = insights;
  return (
    <section aria-labelledby="insight-totals-title">
      <h3 id="insight-totals-title" className="sr-only">
        Totals, last {days} days
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {INSIGHT_METRICS.map((metric) => {
          const change = changeText(totals[metric.key], previous?.[metric.key], days);
          const up = previous !== null && totals[metric.key] > previous[metric.key];
          const down = previous !== null && totals[metric.key] < previous[metric.key];
          return (
            <div key={metric.key} className="rounded-lg border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-600">{metric.label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{number(totals[metric.key])}</dd>
              {change && (
                <dd className={`mt-1 text-xs ${up ? "text-emerald-700" : down ? "text-rose-700" : "text-slate-500"}`}>
                  {change}
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </section>
  );
}

export function ViewSources({ insights }: { insights: BusinessInsights }) {
  const { totals } = insights;
  const unrecorded = unrecordedViews(totals);
  const rows = [
    ...VIEW_SOURCE_COLUMNS.map((column) => ({ key: column.key, label: column.label, count: totals[column.key] })),
    ...(unrecorded > 0 ? [{ key: "unrecorded", label: UNRECORDED_SOURCE_LABEL, count: unrecorded }] : []),
  ];
  const share = (count: number) => (totals.views > 0 ? Math.round((count / totals.views) * 100) : 0);
  return (
    <section aria-labelledby="view-sources-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="view-sources-title" className="text-base font-semibold text-slate-900">
        How visitors found your profile
      </h3>
      {totals.views === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No profile views in these {insights.days} days yet.</p>
      ) : (
        <dl className="mt-3 space-y-3 sm:space-y-2">
          {rows.map((row) => (
            <div
              key={row.key}
              className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[12rem_1fr_7rem]"
            >
              <dt className="text-slate-700">{row.label}</dt>
              <dd className="text-right text-slate-900 tabular-nums sm:order-last">
                {number(row.count)} <span className="text-slate-500">({share(row.count)}%)</span>
              </dd>
              <dd
                aria-hidden="true"
                className="col-span-2 h-2.5 overflow-hidden rounded-full bg-slate-100 sm:col-span-1"
              >
                <div className="h-full rounded-full bg-brand-500" style={{ width: `${share(row.count)}%` }} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
