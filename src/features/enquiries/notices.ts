import "server-only";
// What each side of an enquiry is told, in the bell and by email through the outbox, in the step's
// transaction. The emails (features/email/default-templates.ts) carry the business's name, the
// customer's first name and a link to the thread: never the subject or a message someone typed.
import type { Tx } from "@/platform/db";
import { absoluteUrl } from "@/platform/site-url";
import { sendTemplatedEmail } from "@/features/email/send";
import { notifyOwner } from "@/features/notifications/notify-owner";
import type { TEnquiryKind } from "./types";

/** What a notice needs of the business: select it as `{ select: NOTICE_BUSINESS }`. */
export const NOTICE_BUSINESS = { businessName: true, ownerId: true } as const;
type Business = { businessName: string; ownerId: string | null };

const ownerThreadPath = (enquiryId: string) => `/dashboard/enquiries/${enquiryId}`;
const customerThreadPath = (enquiryId: string) => `/customer-dashboard/enquiries/${enquiryId}`;

/** The first word of a display name, capped: the only thing of the customer's an owner's email holds. */
function firstNameOf(name: string | null | undefined): string {
  return (name ?? "").trim().split(/\s+/)[0]!.slice(0, 40);
}

async function customerName(tx: Tx, customerId: string | null): Promise<string> {
  if (!customerId) return "";
  const customer = await tx.user.findUnique({ where: { id: customerId }, select: { displayName: true } });
  return firstNameOf(customer?.displayName);
}

/** The owner hears of a new enquiry (sent, or released by a moderator). */
export async function tellNewEnquiry(
  tx: Tx,
  business: Business,
  enquiry: { id: string; kind: TEnquiryKind; customerId: string | null },
) {
  const name = await customerName(tx, enquiry.customerId);
  const kind = enquiry.kind === "quote" ? "quote request" : "question";
  const link = ownerThreadPath(enquiry.id);
  await notifyOwner(tx, business, {
    type: "enquiry_received",
    title: `New ${kind} for ${business.businessName}`,
    body: `${name || "A customer"} sent a ${kind}. Answer it in your inbox.`,
    link,
    variables: { customerName: name || "A customer", enquiryKind: kind, enquiryLink: absoluteUrl(link) },
  });
}

/** The owner hears of the customer's reply in a thread. */
export async function tellCustomerReply(
  tx: Tx,
  business: Business,
  enquiry: { id: string; customerId: string | null },
) {
  const name = (await customerName(tx, enquiry.customerId)) || "A customer";
  const link = ownerThreadPath(enquiry.id);
  await notifyOwner(tx, business, {
    type: "enquiry_customer_reply",
    title: `${name} replied about their enquiry`,
    body: `A new message for ${business.businessName}.`,
    link,
    variables: { customerName: name, enquiryLink: absoluteUrl(link) },
  });
}

/** The customer hears of the business's reply (bell, and email while they have an address). */
export async function tellBusinessReply(
  tx: Tx,
  business: Business,
  enquiry: { id: string; customerId: string | null },
) {
  if (!enquiry.customerId) return;
  const customer = await tx.user.findUnique({
    where: { id: enquiry.customerId },
    select: { email: true, displayName: true },
  });
  if (!customer) return;
  const link = customerThreadPath(enquiry.id);
  await tx.notification.create({
    data: {
      userId: enquiry.customerId,
      type: "enquiry_answered",
      title: `${business.businessName} replied to your enquiry`,
      body: "Read the answer on your dashboard.",
      link,
    },
  });
  if (customer.email) {
    await sendTemplatedEmail(tx, {
      templateKey: "enquiry_answered",
      to: customer.email,
      variables: {
        customerName: firstNameOf(customer.displayName) || "there",
        businessName: business.businessName,
        enquiryLink: absoluteUrl(link),
      },
    });
  }
}
