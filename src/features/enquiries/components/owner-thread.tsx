// One thread as the business's owner reads it: what and from whom, the messages, the reply box
// (unless closed) and the thread's steps.
import Link from "next/link";
import { ENQUIRY_KIND_LABELS, OWNER_STATUS_LABELS } from "@/features/enquiries/types";
import type { RouterOutputs } from "@/trpc/react";
import { OwnerThreadActions } from "./owner-thread-actions";
import { formatWhen, LINK_CLASS, StatusBadge, ThreadMessages } from "./parts";
import { ReplyBox } from "./reply-box";

type Thread = RouterOutputs["enquiries"]["ownerThread"];

export function OwnerThread({ thread }: { thread: Thread }) {
  const customer = thread.customerName || "A former member";
  const closed = thread.status === "closed";
  return (
    <div className="space-y-6">
      <Link href="/dashboard/enquiries" className={`text-sm ${LINK_CLASS}`}>
        ← All enquiries
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-semibold break-words text-slate-900">{thread.subject}</h2>
          <StatusBadge status={thread.status} label={OWNER_STATUS_LABELS[thread.status]} />
        </div>
        <p className="text-sm text-slate-600">
          {ENQUIRY_KIND_LABELS[thread.kind]} from <span className="font-medium text-slate-800">{customer}</span> to{" "}
          {thread.business.businessName}, sent {formatWhen(thread.createdAt, thread.business.timeZone)}
        </p>
        <OwnerThreadActions enquiryId={thread.id} closed={closed} />
      </header>
      <ThreadMessages
        messages={thread.messages}
        timeZone={thread.business.timeZone}
        ownSide="business"
        authorOf={(fromBusiness) => (fromBusiness ? thread.business.businessName : customer)}
      />
      {closed ? (
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          This conversation is closed, so it takes no more messages. Reopen it to reply.
        </p>
      ) : (
        <ReplyBox enquiryId={thread.id} side="owner" label={`Reply to ${customer}`} />
      )}
    </div>
  );
}
