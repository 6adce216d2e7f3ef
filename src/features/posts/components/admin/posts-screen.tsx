// The admin's posts screen: reported posts (the default), hidden ones or all, each with its business,
// kind, text, open reports (reason, note, who) and the actions (post-actions.tsx).
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { REPORT_REASON_LABELS } from "@/features/reviews/types";
import type { RouterOutputs } from "@/trpc/react";
import { KindBadge } from "../kind-badge";
import { PostActions } from "./post-actions";

export const POST_FILTERS = { reported: "Reported", hidden: "Hidden", all: "All" } as const;
export type TPostFilter = keyof typeof POST_FILTERS;

type Data = RouterOutputs["posts"]["adminList"];

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const href = (filter: TPostFilter, page = 1) =>
  `/admin/reviews/posts${filter === "reported" && page === 1 ? "" : `?filter=${filter}`}${page > 1 ? `&page=${page}` : ""}`;
const LINK = `font-medium text-brand-700 hover:underline ${FOCUS_RING}`;
const plural = (count: number, word: string) => `${count.toLocaleString("en-US")} ${word}${count === 1 ? "" : "s"}`;

export function PostsScreen({ filter, data }: { filter: TPostFilter; data: Data }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-6">
      <nav aria-label="Show" className="flex flex-wrap gap-2">
        {(Object.entries(POST_FILTERS) as Array<[TPostFilter, string]>).map(([key, label]) => (
          <Link
            key={key}
            href={href(key)}
            aria-current={key === filter ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm font-medium ${FOCUS_RING} ${
              key === filter ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"
            }`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <p className="text-lg font-semibold text-slate-900" aria-live="polite">
        {plural(data.total, "post")}
      </p>
      {data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{filter === "reported" ? "No reported posts." : "No posts here."}</p>
      ) : (
        <ul className="space-y-4" data-testid="admin-posts">
          {data.items.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
                <div className="min-w-0 space-y-2">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <KindBadge kind={item.kind} />
                    <Link href={`/business/${item.business.citySlug}/${item.business.slug}#posts`} className={LINK}>
                      {item.business.businessName}
                    </Link>
                    <span className="text-slate-500">({item.business.city})</span>
                  </p>
                  <p className="text-xs text-slate-600">
                    {item.status === "hidden" ? "Hidden" : "Published"} · posted {dateFormat.format(item.createdAt)} ·
                    expires {dateFormat.format(item.expiresAt)}
                    {item.openReports > 0 && ` · ${plural(item.openReports, "open report")}`}
                  </p>
                  <h3 className="font-semibold break-words text-slate-900">{item.title}</h3>
                  <p className="border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-800">
                    {item.body}
                  </p>
                  {item.imageUrl && (
                    // eslint-disable-next-line @next/next/no-img-element -- stored images are already sized WebP
                    <img
                      src={item.imageUrl}
                      alt={item.title}
                      className="h-24 rounded-md border border-slate-200 object-cover"
                    />
                  )}
                  {item.hiddenReason && (
                    <p className="text-sm text-slate-700">
                      <span className="font-medium">Hidden because:</span> {item.hiddenReason}
                    </p>
                  )}
                  {item.reports.length > 0 && (
                    <div>
                      <h4 className="text-sm font-semibold text-slate-800">Reports</h4>
                      <ul className="mt-1 space-y-1 text-sm text-slate-700">
                        {item.reports.map((report) => (
                          <li key={report.id}>
                            <span className="font-medium">{REPORT_REASON_LABELS[report.reason]}</span>
                            {report.note && <span>: “{report.note}”</span>}
                            <span className="text-slate-500">
                              {" "}
                              — {report.user.displayName || report.user.email || "a member"},{" "}
                              {dateFormat.format(report.createdAt)}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </div>
                <PostActions
                  post={{
                    id: item.id,
                    title: item.title,
                    status: item.status,
                    openReports: item.openReports,
                    businessName: item.business.businessName,
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
          {data.page > 1 && (
            <Link href={href(filter, data.page - 1)} className={LINK}>
              Previous
            </Link>
          )}
          <span className="text-slate-600">
            Page {data.page} of {pages}
          </span>
          {data.page < pages && (
            <Link href={href(filter, data.page + 1)} className={LINK}>
              Next
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
