// The owner's enquiry inbox: threads of all their businesses (or one), newest activity first,
// filtered by status or to the unread ones, each marked when something is unread; and, below, the
// switch that turns each business's enquiries on or off.
import {
  ENQUIRY_KIND_LABELS,
  INBOX_FILTER_LABELS,
  INBOX_FILTERS,
  OWNER_STATUS_LABELS,
  type TInboxFilter,
} from "@/features/enquiries/types";
import type { RouterOutputs } from "@/trpc/react";
import { EnquiriesSwitch } from "./enquiries-switch";
import { PageLinks } from "@/components/ui/moderation-list";
import { InboxFilters, inboxHref } from "./inbox-filters";
import { THREAD_LIST_CLASS, ThreadRow } from "./parts";

type Inbox = RouterOutputs["enquiries"]["inbox"];

const PATH = "/dashboard/enquiries";

export function OwnerInbox({ inbox, business, filter }: { inbox: Inbox; business?: string; filter: TInboxFilter }) {
  const pages = Math.max(1, Math.ceil(inbox.total / inbox.pageSize));
  const several = inbox.businesses.length > 1;
  if (inbox.businesses.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        You have no businesses on LocalHub yet. Once you add one, customers&apos; questions and quote requests arrive
        here.
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="inbox-title" className="space-y-4">
        <h2 id="inbox-title" className="text-xl font-semibold text-slate-900">
          Inbox
        </h2>
        <InboxFilters
          path={PATH}
          businesses={inbox.businesses}
          business={business}
          filterLabel="Status"
          filters={INBOX_FILTERS.map((key) => ({
            key,
            label: `${INBOX_FILTER_LABELS[key]} (${inbox.counts[key].toLocaleString("en-US")})`,
          }))}
          filter={filter}
        />
        {inbox.items.length === 0 ? (
          <p className="text-sm text-slate-600">
            {filter === "all"
              ? "No enquiries yet. When a customer asks a question or requests a quote on your profile, it shows here."
              : `No ${INBOX_FILTER_LABELS[filter].toLowerCase()} enquiries.`}
          </p>
        ) : (
          <ul className={THREAD_LIST_CLASS} data-testid="inbox">
            {inbox.items.map((item) => (
              <ThreadRow
                key={item.id}
                href={`/dashboard/enquiries/${item.id}`}
                subject={item.subject}
                unread={item.unread}
                detail={`${ENQUIRY_KIND_LABELS[item.kind]} from ${item.customerName || "a former member"}${several ? ` · ${item.business.businessName}` : ""}`}
                lastMessageAt={item.lastMessageAt}
                timeZone={item.business.timeZone}
                status={item.status}
                statusLabel={OWNER_STATUS_LABELS[item.status]}
              />
            ))}
          </ul>
        )}
        <PageLinks page={inbox.page} pages={pages} href={(page) => inboxHref(PATH, { business, filter, page })} />
      </section>
      <section aria-labelledby="taking-title" className="space-y-3">
        <h2 id="taking-title" className="text-xl font-semibold text-slate-900">
          Taking enquiries
        </h2>
        <p className="text-sm text-slate-600">
          When a business is off, its profile shows no form, only &ldquo;This business is not taking enquiries on
          LocalHub.&rdquo; Conversations already open carry on.
        </p>
        <ul className="space-y-2">
          {inbox.businesses.map((item) => (
            <li key={item.id}>
              <EnquiriesSwitch businessId={item.id} businessName={item.businessName} enabled={item.enquiriesEnabled} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
