// One of the customer's threads: the business, the messages and the reply box while the thread is
// open (not closed, held for a check, or removed).
import Link from "next/link";
import { CUSTOMER_STATUS_LABELS, ENQUIRY_KIND_LABELS, ENQUIRY_MESSAGES } from "@/features/enquiries/types";
import type { RouterOutputs } from "@/trpc/react";
import { formatWhen, LINK_CLASS, ThreadHeader, ThreadMessages } from "./parts";
import { ReplyBox } from "./reply-box";

type Thread = RouterOutputs["enquiries"]["thread"];

const WHY_NO_REPLY: Partial<Record<Thread["status"], string>> = {
  closed: `${ENQUIRY_MESSAGES.closed} To ask something new, send another enquiry from the business's profile.`,
  held: ENQUIRY_MESSAGES.held,
  removed: ENQUIRY_MESSAGES.removed,
};

export function CustomerThread({ thread }: { thread: Thread }) {
  const business = thread.business;
  const why = WHY_NO_REPLY[thread.status];
  return (
    <div className="space-y-6">
      <ThreadHeader
        back={{ href: "/customer-dashboard/enquiries", label: "All your enquiries" }}
        subject={thread.subject}
        status={thread.status}
        statusLabel={CUSTOMER_STATUS_LABELS[thread.status]}
        about={
          <>
            {ENQUIRY_KIND_LABELS[thread.kind]} to{" "}
            <Link href={`/business/${business.citySlug}/${business.slug}`} className={LINK_CLASS}>
              {business.businessName}
            </Link>
            , sent {formatWhen(thread.createdAt, business.timeZone)}
          </>
        }
      />
      <ThreadMessages
        messages={thread.messages}
        timeZone={business.timeZone}
        ownSide="customer"
        authorOf={(fromBusiness) => (fromBusiness ? business.businessName : "You")}
      />
      {why ? (
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{why}</p>
      ) : (
        <ReplyBox enquiryId={thread.id} side="customer" label={`Reply to ${business.businessName}`} />
      )}
    </div>
  );
}
