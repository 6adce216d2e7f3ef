// The admin's recommendations screen: reported (the default), all or removed recommendations, each
// with the businesses it goes from and to, its text, its open reports (reason, note, who) and the
// actions (recommendation-actions.tsx).
import Link from "next/link";
import { FilterLinks, MODERATION_LINK_CLASS, OpenReports, PageLinks } from "@/components/ui/moderation-list";
import { formatDate } from "@/lib/dates";
import { RECOMMENDATION_STATUS_LABELS } from "@/features/network/types";
import { REPORT_REASON_LABELS } from "@/features/reviews/types";
import type { RouterOutputs } from "@/trpc/react";
import { RecommendationActions } from "./recommendation-actions";

export const RECOMMENDATION_FILTERS = { reported: "Reported", all: "All", removed: "Removed" } as const;
export type TRecommendationFilter = keyof typeof RECOMMENDATION_FILTERS;

type Data = RouterOutputs["network"]["adminRecommendations"];
type Party = Data["items"][number]["fromBusiness"];

const href = (filter: TRecommendationFilter, page = 1) =>
  `/admin/reviews/recommendations${filter === "reported" && page === 1 ? "" : `?filter=${filter}`}${page > 1 ? `&page=${page}` : ""}`;

function BusinessLink({ business }: { business: Party }) {
  return (
    <Link href={`/business/${business.citySlug}/${business.slug}`} className={MODERATION_LINK_CLASS}>
      {business.businessName}
    </Link>
  );
}

export function RecommendationsScreen({ filter, data }: { filter: TRecommendationFilter; data: Data }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-6">
      <FilterLinks filters={RECOMMENDATION_FILTERS} current={filter} href={href} />
      <p className="text-lg font-semibold text-slate-900" aria-live="polite">
        {data.total === 1 ? "1 recommendation" : `${data.total.toLocaleString("en-US")} recommendations`}
      </p>
      {data.items.length === 0 ? (
        <p className="text-sm text-slate-600">
          {filter === "reported" ? "No reported recommendations." : "No recommendations here."}
        </p>
      ) : (
        <ul className="space-y-4" data-testid="admin-recommendations">
          {data.items.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
                <div className="min-w-0 space-y-2">
                  <p className="text-sm">
                    <BusinessLink business={item.fromBusiness} />
                    <span className="text-slate-500"> ({item.fromBusiness.city})</span>
                    <span aria-label="recommends" className="px-1.5 text-slate-500">
                      →
                    </span>
                    <BusinessLink business={item.toBusiness} />
                    <span className="text-slate-500"> ({item.toBusiness.city})</span>
                  </p>
                  <p className="text-xs text-slate-600">
                    {RECOMMENDATION_STATUS_LABELS[item.status]} · written{" "}
                    {formatDate(item.createdAt, item.toBusiness.timeZone)}
                    {item.openReports > 0 &&
                      ` · ${item.openReports === 1 ? "1 open report" : `${item.openReports} open reports`}`}
                  </p>
                  <blockquote className="border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-800">
                    {item.text}
                  </blockquote>
                  {item.removedReason && (
                    <p className="text-sm text-slate-700">
                      <span className="font-medium">Removed because:</span> {item.removedReason}
                    </p>
                  )}
                  <OpenReports
                    reports={item.reports.map((report) => ({
                      id: report.id,
                      reason: REPORT_REASON_LABELS[report.reason as keyof typeof REPORT_REASON_LABELS] ?? report.reason,
                      note: report.note,
                      by: report.user.displayName || report.user.email || "a member",
                      when: formatDate(report.createdAt, item.toBusiness.timeZone),
                    }))}
                  />
                </div>
                <RecommendationActions
                  recommendation={{
                    id: item.id,
                    status: item.status,
                    openReports: item.openReports,
                    from: item.fromBusiness.businessName,
                    to: item.toBusiness.businessName,
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={data.page} pages={pages} href={(page) => href(filter, page)} />
    </div>
  );
}
