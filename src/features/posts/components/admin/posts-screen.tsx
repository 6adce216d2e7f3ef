// The admin's posts screen: reported posts (the default), hidden ones or all, each with its business,
// kind, text, open reports (reason, note, who) and the actions (post-actions.tsx); dates in the
// business's time zone.
import Link from "next/link";
import { FilterLinks, MODERATION_LINK_CLASS, OpenReports, PageLinks } from "@/components/ui/moderation-list";
import { postDay } from "@/features/posts/format";
import { REPORT_REASON_LABELS } from "@/features/reviews/types";
import type { RouterOutputs } from "@/trpc/react";
import { KindBadge } from "../kind-badge";
import { PostActions } from "./post-actions";

export const POST_FILTERS = { reported: "Reported", hidden: "Hidden", all: "All" } as const;
export type TPostFilter = keyof typeof POST_FILTERS;

type Data = RouterOutputs["posts"]["adminList"];

const href = (filter: TPostFilter, page = 1) =>
  `/admin/reviews/posts${filter === "reported" && page === 1 ? "" : `?filter=${filter}`}${page > 1 ? `&page=${page}` : ""}`;
const plural = (count: number, word: string) => `${count.toLocaleString("en-US")} ${word}${count === 1 ? "" : "s"}`;

export function PostsScreen({ filter, data }: { filter: TPostFilter; data: Data }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const now = new Date();
  return (
    <div className="space-y-6">
      <FilterLinks filters={POST_FILTERS} current={filter} href={href} />
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
                    <Link
                      href={`/business/${item.business.citySlug}/${item.business.slug}#posts`}
                      className={MODERATION_LINK_CLASS}
                    >
                      {item.business.businessName}
                    </Link>
                    <span className="text-slate-500">({item.business.city})</span>
                  </p>
                  <p className="text-xs text-slate-600">
                    {item.status === "hidden" ? "Hidden" : "Published"} · posted{" "}
                    {postDay(item.createdAt, item.business.timeZone, now)} · expires{" "}
                    {postDay(item.expiresAt, item.business.timeZone, now)}
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
                  <OpenReports
                    reports={item.reports.map((report) => ({
                      id: report.id,
                      reason: REPORT_REASON_LABELS[report.reason],
                      note: report.note,
                      by: report.user.displayName || report.user.email || "a member",
                      when: postDay(report.createdAt, item.business.timeZone, now),
                    }))}
                  />
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
      <PageLinks page={data.page} pages={pages} href={(page) => href(filter, page)} />
    </div>
  );
}
