// The owner dashboard's glimpse of a business's insights: the last 30 days' views and action clicks,
// and the way to the full insights screen.
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { insightsHref } from "./insights-href";

type Props = {
  businessId: string;
  totals: { views: number; calls: number; website: number; directions: number };
};

export function InsightsSummary({ businessId, totals }: Props) {
  const figures = [
    { label: "Profile views", value: totals.views },
    { label: "Calls", value: totals.calls },
    { label: "Website clicks", value: totals.website },
    { label: "Direction requests", value: totals.directions },
  ];
  return (
    <section aria-labelledby="insights-summary-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="insights-summary-title" className="text-base font-semibold text-slate-900">
          Insights, last 30 days
        </h3>
        <Link
          href={insightsHref(businessId, 30)}
          className={`rounded-sm text-sm font-medium text-brand-700 hover:underline ${FOCUS_RING}`}
        >
          See all insights
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {figure.value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
