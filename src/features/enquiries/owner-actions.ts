import "server-only";
// What an owner does with threads besides replying: close one or open it again, report one as spam
// (it leaves the inbox, held for the admins to decide), and turn a business's enquiries off or on.
// Each names the owner in its `where`: another owner's thread or business answers NOT_FOUND.
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { limitReport } from "./limits";
import { ENQUIRY_MESSAGES, INBOX_STATUSES, openStatus, type TEnquiryReportReason } from "./types";

type Owner = { id: string };

const inOwnersInbox = (enquiryId: string, ownerId: string) => ({
  id: enquiryId,
  status: { in: [...INBOX_STATUSES] },
  business: { ownerId },
});

/** Closes a thread (no more messages) or opens a closed one again; the same step twice changes nothing. */
export async function setThreadOpen(db: Db, owner: Owner, input: { enquiryId: string; open: boolean }) {
  return db.$transaction(async (tx) => {
    const enquiry = await tx.enquiry.findFirst({
      where: inOwnersInbox(input.enquiryId, owner.id),
      select: { id: true, status: true, firstResponseAt: true },
    });
    if (!enquiry) throw new AppError("NOT_FOUND", ENQUIRY_MESSAGES.notFound);
    if (input.open === (enquiry.status !== "closed")) return { status: enquiry.status };
    const status = input.open ? openStatus({ closedAt: null, firstResponseAt: enquiry.firstResponseAt }) : "closed";
    await tx.enquiry.updateMany({
      where: { id: enquiry.id, status: enquiry.status },
      data: { status, closedAt: input.open ? null : new Date() },
    });
    return { status };
  });
}

/** The owner reports a thread: it is held (reason "reported") until an admin releases or removes it. */
export async function reportEnquiry(
  db: Db,
  owner: Owner,
  input: { enquiryId: string; reason: TEnquiryReportReason; note?: string },
) {
  await limitReport(owner.id);
  try {
    await db.$transaction(async (tx) => {
      const { count } = await tx.enquiry.updateMany({
        where: inOwnersInbox(input.enquiryId, owner.id),
        data: { status: "held", heldReason: "reported", openReports: { increment: 1 } },
      });
      if (count === 0) throw new AppError("NOT_FOUND", ENQUIRY_MESSAGES.notFound);
      await tx.enquiryReport.create({
        data: { enquiryId: input.enquiryId, userId: owner.id, reason: input.reason, note: input.note ?? null },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", ENQUIRY_MESSAGES.alreadyReported);
    throw error;
  }
  return { reported: true };
}

/** Turns a business's enquiries on or off; threads already open carry on either way. */
export async function setEnquiriesEnabled(db: Db, owner: Owner, input: { businessId: string; enabled: boolean }) {
  const { count } = await db.businessProfile.updateMany({
    where: { id: input.businessId, ownerId: owner.id },
    data: { enquiriesEnabled: input.enabled },
  });
  if (count === 0) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  return { enabled: input.enabled };
}
