// The owner's reviews inbox: the reviews of all their businesses (or one), newest first, all or the
// unanswered ones, each with the owner's reply or a way to write one.
import Link from "next/link";
import { PageLinks, MODERATION_LINK_CLASS } from "@/components/ui/moderation-list";
import { InboxFilters, inboxHref } from "@/features/enquiries/components/inbox-filters";
import { REVIEW_INBOX_FILTER_LABELS, REVIEW_INBOX_FILTERS, type TReviewInboxFilter } from "@/features/reviews/types";
import { formatDate } from "@/lib/dates";
import type { RouterOutputs } from "@/trpc/react";
import { InboxReply } from "./inbox-reply";

type Inbox = RouterOutputs["reviews"]["inbox"];
type Item = Inbox["items"][number];

const PATH = "/dashboard/reviews";

export function ReviewInbox({
  inbox,
  business,
  filter,
}: {
  inbox: Inbox;
  business?: string;
  filter: TReviewInboxFilter;
}) {
  if (inbox.businesses.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        You have no businesses on LocalHub yet. Once you add one, its reviews arrive here.
      </p>
    );
  }
  const several = inbox.businesses.length > 1;
  const pages = Math.max(1, Math.ceil(inbox.total / inbox.pageSize));
  return (
    <section aria-labelledby="review-inbox-title" className="space-y-4">
      <h2 id="review-inbox-title" className="text-xl font-semibold text-slate-900">
        Inbox
      </h2>
      <InboxFilters
        path={PATH}
        businesses={inbox.businesses}
        business={business}
        filterLabel="Show"
        filters={REVIEW_INBOX_FILTERS.map((key) => ({
          key,
          label: `${REVIEW_INBOX_FILTER_LABELS[key]} (${inbox.counts[key].toLocaleString("en-US")})`,
        }))}
        filter={filter}
      />
      {inbox.items.length === 0 ? (
        <p className="text-sm text-slate-600">
          {filter === "all"
            ? "No reviews yet. Ask your customers for one from your dashboard's review requests."
            : "No unanswered reviews: every review has your reply."}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Reviews">
          {inbox.items.map((item) => (
            <InboxItem key={item.id} item={item} several={several} />
          ))}
        </ul>
      )}
      <PageLinks page={inbox.page} pages={pages} href={(page) => inboxHref(PATH, { business, filter, page })} />
    </section>
  );
}

function InboxItem({ item, several }: { item: Item; several: boolean }) {
  const profile = `/business/${item.business.citySlug}/${item.business.slug}#reviews`;
  return (
    <li className="space-y-2 p-4" data-testid="inbox-review">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-amber-700">
          {item.rating}/5<span className="sr-only"> stars</span>
        </span>
        <span className="font-medium text-slate-900">{item.reviewerName}</span>
        <time dateTime={item.createdAt.toISOString()} className="text-slate-500">
          {formatDate(item.createdAt, item.business.timeZone, "long")}
        </time>
        {several && <span className="text-slate-600">{item.business.businessName}</span>}
        {!item.replyText && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">Unanswered</span>
        )}
      </p>
      {item.title && <p className="font-medium text-slate-900">{item.title}</p>}
      {item.comment && (
        <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">{item.comment}</p>
      )}
      {item.replyText && item.repliedAt && (
        <div className="border-brand-200 rounded-lg border-l-4 bg-slate-50 px-3 py-2">
          <p className="text-xs font-medium text-slate-700">
            Your reply ·{" "}
            <time dateTime={item.repliedAt.toISOString()} className="font-normal text-slate-600">
              {formatDate(item.repliedAt, item.business.timeZone, "long")}
            </time>
          </p>
          <p className="mt-1 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">{item.replyText}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <InboxReply reviewId={item.id} reviewerName={item.reviewerName} reply={item.replyText} />
        <Link href={profile} className={`text-sm ${MODERATION_LINK_CLASS}`}>
          On your profile<span className="sr-only">: {item.reviewerName}&apos;s review</span>
        </Link>
      </div>
    </li>
  );
}
