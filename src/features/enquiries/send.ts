import "server-only";
// A customer's new enquiry. The sender is limited (account and client address, counted first), has
// a proven email, and writes to a listed business that has an owner, takes enquiries and is not
// their own; the schema already refused links in the first message. The same message (normalised)
// sent to SAME_TEXT_BUSINESSES or more businesses within a day is held for moderation from then on:
// its business is told only once an admin releases it. Otherwise the owner hears of it in the same
// transaction, and the business's insights count it.
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { requireProvenEmail } from "@/features/auth/proven-email";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { countInsight } from "@/features/insights/record";
import { reviewTextHash } from "@/features/reviews/integrity";
import { limitNewEnquiry } from "./limits";
import { NOTICE_BUSINESS, tellNewEnquiry } from "./notices";
import type { TSendEnquiryInput } from "./schema";
import { ENQUIRY_MESSAGES, SAME_TEXT_BUSINESSES } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough rows of one text to find SAME_TEXT_BUSINESSES - 1 other businesses among them. */
const SAME_TEXT_READ = 100;

export type Sender = { id: string };
export type ClientAddress = { key: string; hash: string | null };

export async function sendEnquiry(db: Db, sender: Sender, input: TSendEnquiryInput, address: ClientAddress) {
  await limitNewEnquiry(sender.id, address.key);
  await requireProvenEmail(db, sender.id, ENQUIRY_MESSAGES.verifyEmail);
  const business = await db.businessProfile.findUnique({
    where: { id: input.businessId },
    select: { id: true, active: true, awaitingApproval: true, enquiriesEnabled: true, ...NOTICE_BUSINESS },
  });
  if (!business || !business.active || business.awaitingApproval) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  if (business.ownerId === sender.id) throw new AppError("BAD_REQUEST", ENQUIRY_MESSAGES.ownBusiness);
  if (!business.ownerId || !business.enquiriesEnabled) throw new AppError("FORBIDDEN", ENQUIRY_MESSAGES.notTaking);

  const now = new Date();
  const textHash = reviewTextHash(input.message);
  const held = textHash !== null && (await sameTextBusinesses(db, textHash, business.id, now)) >= SAME_TEXT_BUSINESSES;
  const enquiry = await db.$transaction(async (tx) => {
    const created = await tx.enquiry.create({
      data: {
        businessId: business.id,
        customerId: sender.id,
        kind: input.kind,
        subject: input.subject,
        status: held ? "held" : "new",
        heldReason: held ? "same_text" : null,
        textHash,
        addressHash: address.hash,
        createdAt: now,
        lastMessageAt: now,
        customerReadAt: now,
        messages: { create: { authorId: sender.id, fromBusiness: false, body: input.message, createdAt: now } },
      },
      select: { id: true, status: true, kind: true, customerId: true },
    });
    if (!held) await tellNewEnquiry(tx, business, created);
    return created;
  });
  if (!held) countInsight({ businessId: business.id, metric: "enquiries", visitor: sender.id });
  return { id: enquiry.id, status: enquiry.status };
}

/** How many businesses, this one included, got this text within the last day. */
async function sameTextBusinesses(db: Db, textHash: string, businessId: string, now: Date): Promise<number> {
  const rows = await db.enquiry.findMany({
    where: { textHash, createdAt: { gt: new Date(now.getTime() - DAY_MS) }, businessId: { not: businessId } },
    orderBy: { createdAt: "desc" },
    take: SAME_TEXT_READ,
    select: { businessId: true },
  });
  return new Set(rows.map((row) => row.businessId)).size + 1;
}
