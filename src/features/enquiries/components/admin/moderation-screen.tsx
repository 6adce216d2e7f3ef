// The admins' enquiry queue: held enquiries (the same text sent to many businesses, or reported by
// the business) and reported ones, newest first, each with its business, its sender, its first
// message and its open reports, and the actions (moderation-actions.tsx).
import Link from "next/link";
import { ENQUIRY_KIND_LABELS, ENQUIRY_REPORT_REASON_LABELS, HELD_REASON_LABELS } from "@/features/enquiries/types";
import type { RouterOutputs } from "@/trpc/react";
import { OpenReports, PageLinks } from "@/components/ui/moderation-list";
import { formatWhen, LINK_CLASS } from "../parts";
import { EnquiryModerationActions } from "./moderation-actions";

type Queue = RouterOutputs["enquiries"]["moderationQueue"];

const reasonLabel = (reason: string) =>
  ENQUIRY_REPORT_REASON_LABELS[reason as keyof typeof ENQUIRY_REPORT_REASON_LABELS] ?? reason;

export function EnquiryModerationScreen({ queue }: { queue: Queue }) {
  const pages = Math.max(1, Math.ceil(queue.total / queue.pageSize));
  return (
    <div className="space-y-6">
      <p className="text-lg font-semibold text-slate-900" aria-live="polite">
        {queue.total === 1 ? "1 enquiry to look at" : `${queue.total.toLocaleString("en-US")} enquiries to look at`}
      </p>
      {queue.items.length === 0 ? (
        <p className="text-sm text-slate-600">No held or reported enquiries.</p>
      ) : (
        <ul className="space-y-4" data-testid="enquiry-moderation">
          {queue.items.map((item) => {
            const sender = item.customer?.displayName || item.customer?.email || "a former member";
            return (
              <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
                  <div className="min-w-0 space-y-2">
                    <h2 className="font-semibold break-words text-slate-900">{item.subject}</h2>
                    <p className="text-sm text-slate-700">
                      {ENQUIRY_KIND_LABELS[item.kind]} from {sender}
                      {item.customer?.email && item.customer.displayName && (
                        <span className="text-slate-500"> ({item.customer.email})</span>
                      )}{" "}
                      to{" "}
                      <Link href={`/business/${item.business.citySlug}/${item.business.slug}`} className={LINK_CLASS}>
                        {item.business.businessName}
                      </Link>
                      <span className="text-slate-500"> ({item.business.city})</span>
                    </p>
                    <p className="text-xs text-slate-600">
                      {item.status === "held"
                        ? `Held: ${HELD_REASON_LABELS[item.heldReason ?? ""] ?? "waiting for a check"}`
                        : `Status: ${item.status}`}{" "}
                      · sent {formatWhen(item.createdAt, item.business.timeZone)}
                      {item.openReports > 0 &&
                        ` · ${item.openReports === 1 ? "1 open report" : `${item.openReports} open reports`}`}
                    </p>
                    <blockquote className="border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-800">
                      {item.firstMessage}
                    </blockquote>
                    <OpenReports
                      reports={item.reports.map((report) => ({
                        id: report.id,
                        reason: reasonLabel(report.reason),
                        note: report.note,
                        by: report.user.displayName || "the business's owner",
                        when: formatWhen(report.createdAt, item.business.timeZone),
                      }))}
                    />
                  </div>
                  <EnquiryModerationActions
                    enquiry={{
                      id: item.id,
                      status: item.status,
                      heldReason: item.heldReason,
                      openReports: item.openReports,
                      label: `the enquiry “${item.subject}” to ${item.business.businessName}`,
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <PageLinks
        page={queue.page}
        pages={pages}
        href={(page) => `/admin/reviews/enquiries${page > 1 ? `?page=${page}` : ""}`}
      />
    </div>
  );
}
