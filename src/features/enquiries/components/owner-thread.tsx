// One thread as the business's owner reads it: what and from whom, the messages, the reply box
// (unless closed) and the thread's steps.
import { ENQUIRY_KIND_LABELS, OWNER_STATUS_LABELS } from "@/features/enquiries/types";
import type { RouterOutputs } from "@/trpc/react";
import { OwnerThreadActions } from "./owner-thread-actions";
import { formatWhen, ThreadHeader, ThreadMessages } from "./parts";
import { ReplyBox } from "./reply-box";

type Thread = RouterOutputs["enquiries"]["ownerThread"];

export function OwnerThread({ thread }: { thread: Thread }) {
  const customer = thread.customerName || "A former member";
  const closed = thread.status === "closed";
  return (
    <div className="space-y-6">
      <ThreadHeader
        back={{ href: "/dashboard/enquiries", label: "All enquiries" }}
        subject={thread.subject}
        status={thread.status}
        statusLabel={OWNER_STATUS_LABELS[thread.status]}
        about={
          <>
            {ENQUIRY_KIND_LABELS[thread.kind]} from <span className="font-medium text-slate-800">{customer}</span> to{" "}
            {thread.business.businessName}, sent {formatWhen(thread.createdAt, thread.business.timeZone)}
          </>
        }
      >
        <OwnerThreadActions enquiryId={thread.id} closed={closed} />
      </ThreadHeader>
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
