import "server-only";
// Messages in a thread after the first, from either side. Each side reaches only its own threads
// (another person's id answers NOT_FOUND, as an unknown one): the customer who sent it, and the
// owner of its business while it is in their inbox (new, answered or closed). A closed thread, one
// held for moderation and a removed one take no messages. The step is a conditional update on the
// open statuses, so a reply racing a close either lands before it or is refused. The owner's first
// reply marks the thread answered and sets its first response time (the profile's badge).
import type { Prisma } from "@/generated/sqlite/client";
import type { Db, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { requireProvenEmail } from "@/features/auth/proven-email";
import { limitReply } from "./limits";
import { NOTICE_BUSINESS, tellBusinessReply, tellCustomerReply } from "./notices";
import { ENQUIRY_MESSAGES, INBOX_STATUSES, type TEnquiryStatus } from "./types";

type Author = { id: string };
type Input = { enquiryId: string; message: string };

const OPEN = ["new", "answered"] as const;

function refuseClosed(status: TEnquiryStatus): void {
  if (status === "closed") throw new AppError("CONFLICT", ENQUIRY_MESSAGES.closed);
  if (status === "held") throw new AppError("CONFLICT", ENQUIRY_MESSAGES.held);
  if (status === "removed") throw new AppError("CONFLICT", ENQUIRY_MESSAGES.removed);
}

/** Adds the message; throws when the thread closed meanwhile (the conditional update found nothing). */
async function addMessage(
  tx: Tx,
  enquiryId: string,
  message: { authorId: string; fromBusiness: boolean; body: string; at: Date },
  data: Prisma.EnquiryUpdateManyMutationInput,
) {
  const { count } = await tx.enquiry.updateMany({
    where: { id: enquiryId, status: { in: [...OPEN] } },
    data: { lastMessageAt: message.at, ...data },
  });
  if (count === 0) throw new AppError("CONFLICT", ENQUIRY_MESSAGES.closed);
  return tx.enquiryMessage.create({
    data: {
      enquiryId,
      authorId: message.authorId,
      fromBusiness: message.fromBusiness,
      body: message.body,
      createdAt: message.at,
    },
    select: { id: true, createdAt: true },
  });
}

export async function customerReply(db: Db, customer: Author, input: Input) {
  await limitReply(customer.id);
  await requireProvenEmail(db, customer.id, ENQUIRY_MESSAGES.verifyToReply);
  return db.$transaction(async (tx) => {
    const enquiry = await tx.enquiry.findFirst({
      where: { id: input.enquiryId, customerId: customer.id },
      select: { id: true, status: true, customerId: true, business: { select: NOTICE_BUSINESS } },
    });
    if (!enquiry) throw new AppError("NOT_FOUND", ENQUIRY_MESSAGES.notFound);
    refuseClosed(enquiry.status);
    const at = new Date();
    const message = await addMessage(
      tx,
      enquiry.id,
      { authorId: customer.id, fromBusiness: false, body: input.message, at },
      { customerReadAt: at },
    );
    await tellCustomerReply(tx, enquiry.business, enquiry);
    return message;
  });
}

export async function ownerReply(db: Db, owner: Author, input: Input) {
  await limitReply(owner.id);
  await requireProvenEmail(db, owner.id, ENQUIRY_MESSAGES.verifyToReply);
  return db.$transaction(async (tx) => {
    const enquiry = await tx.enquiry.findFirst({
      where: { id: input.enquiryId, status: { in: [...INBOX_STATUSES] }, business: { ownerId: owner.id } },
      select: { id: true, status: true, customerId: true, business: { select: NOTICE_BUSINESS } },
    });
    if (!enquiry) throw new AppError("NOT_FOUND", ENQUIRY_MESSAGES.notFound);
    refuseClosed(enquiry.status);
    const at = new Date();
    // The first reply only: a conditional update, so two first replies at once keep the earlier time.
    await tx.enquiry.updateMany({ where: { id: enquiry.id, firstResponseAt: null }, data: { firstResponseAt: at } });
    const message = await addMessage(
      tx,
      enquiry.id,
      { authorId: owner.id, fromBusiness: true, body: input.message, at },
      { status: "answered", ownerReadAt: at },
    );
    await tellBusinessReply(tx, enquiry.business, enquiry);
    return message;
  });
}
