// The customer's enquiries: every thread they started, newest activity first, each with where it
// stands and a mark when the business wrote something they have not read.
import { CUSTOMER_STATUS_LABELS, ENQUIRY_KIND_LABELS } from "@/features/enquiries/types";
import type { RouterOutputs } from "@/trpc/react";
import { PageLinks } from "@/components/ui/moderation-list";
import { THREAD_LIST_CLASS, ThreadRow } from "./parts";

type Enquiries = RouterOutputs["enquiries"]["mine"];

export function CustomerEnquiries({ enquiries }: { enquiries: Enquiries }) {
  const pages = Math.max(1, Math.ceil(enquiries.total / enquiries.pageSize));
  if (enquiries.total === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        No enquiries yet. On a business&apos;s profile, use &ldquo;Request a quote / Ask a question&rdquo; and follow
        the conversation here.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className={THREAD_LIST_CLASS} data-testid="my-enquiries">
        {enquiries.items.map((item) => (
          <ThreadRow
            key={item.id}
            href={`/customer-dashboard/enquiries/${item.id}`}
            subject={item.subject}
            unread={item.unread}
            detail={`${ENQUIRY_KIND_LABELS[item.kind]} to ${item.business.businessName}`}
            lastMessageAt={item.lastMessageAt}
            timeZone={item.business.timeZone}
            status={item.status}
            statusLabel={CUSTOMER_STATUS_LABELS[item.status]}
          />
        ))}
      </ul>
      <PageLinks
        page={enquiries.page}
        pages={pages}
        href={(page) => `/customer-dashboard/enquiries${page > 1 ? `?page=${page}` : ""}`}
      />
    </div>
  );
}
