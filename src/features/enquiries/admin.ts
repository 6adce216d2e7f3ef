import "server-only";
// Moderation of enquiries: the queue holds the held ones (the same text to many businesses, or
// reported by the business) and any with open reports, newest first. An admin releases one (back
// into the business's inbox where it stood; a held first message reaches the owner only now, so
// they are told then), removes one (with a reason, kept in the audit entry), or dismisses its
// reports (a reported thread goes back to the inbox). Every action goes through adminChange.
import type { Prisma } from "@/generated/sqlite/client";
import type { Db, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { adminChange, type AdminActor } from "@/features/audit/admin-change";
import { countInsight } from "@/features/insights/record";
import { NOTICE_BUSINESS, tellNewEnquiry } from "./notices";
import type { TModerateEnquiryInput } from "./schema";
import { ENQUIRY_MESSAGES, ENQUIRY_PAGE_SIZE, openStatus, type TEnquiryStatus } from "./types";

const needsModeration = { OR: [{ status: "held" as const }, { openReports: { gt: 0 } }] };

export async function moderationQueue(db: Db, input: { page: number }) {
  const [items, total] = await Promise.all([
    db.enquiry.findMany({
      where: needsModeration,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * ENQUIRY_PAGE_SIZE,
      take: ENQUIRY_PAGE_SIZE,
      select: {
        id: true,
        kind: true,
        subject: true,
        status: true,
        heldReason: true,
        openReports: true,
        createdAt: true,
        business: {
          select: { id: true, businessName: true, slug: true, citySlug: true, city: true, timeZone: true },
        },
        customer: { select: { displayName: true, email: true } },
        messages: {
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take: 1,
          select: { body: true },
        },
        reports: {
          where: { dismissedAt: null },
          orderBy: { createdAt: "desc" },
          take: 5,
          select: { id: true, reason: true, note: true, createdAt: true, user: { select: { displayName: true } } },
        },
      },
    }),
    db.enquiry.count({ where: needsModeration }),
  ]);
  return {
    items: items.map(({ messages, ...item }) => ({ ...item, firstMessage: messages[0]?.body ?? "" })),
    total,
    page: input.page,
    pageSize: ENQUIRY_PAGE_SIZE,
  };
}

const snapshot = (tx: Tx, id: string) =>
  tx.enquiry.findUnique({
    where: { id },
    select: { businessId: true, status: true, heldReason: true, openReports: true },
  });

/** Changes the enquiry only from the status it was read in, so of two admins acting at once one does. */
async function changeFrom(
  tx: Tx,
  enquiry: { id: string; status: TEnquiryStatus },
  data: Prisma.EnquiryUpdateManyMutationInput,
) {
  const { count } = await tx.enquiry.updateMany({ where: { id: enquiry.id, status: enquiry.status }, data });
  if (count === 0) throw new AppError("CONFLICT", ENQUIRY_MESSAGES.changedMeanwhile);
}

export async function moderateEnquiry(actor: AdminActor, input: TModerateEnquiryInput) {
  const result = await adminChange(
    actor,
    {
      action: `enquiry.${input.action}`,
      targetId: input.enquiryId,
      snapshot,
      details: () => (input.reason ? { reason: input.reason } : null),
    },
    async (tx) => {
      const enquiry = await tx.enquiry.findUnique({
        where: { id: input.enquiryId },
        select: {
          id: true,
          kind: true,
          status: true,
          heldReason: true,
          openReports: true,
          closedAt: true,
          firstResponseAt: true,
          customerId: true,
          businessId: true,
          business: { select: NOTICE_BUSINESS },
        },
      });
      if (!enquiry) throw new AppError("NOT_FOUND", ENQUIRY_MESSAGES.notFound);
      const now = new Date();
      await tx.enquiryReport.updateMany({
        where: { enquiryId: enquiry.id, dismissedAt: null },
        data: { dismissedAt: now },
      });
      if (input.action === "remove") {
        if (enquiry.status === "removed") throw new AppError("CONFLICT", ENQUIRY_MESSAGES.removed);
        await changeFrom(tx, enquiry, { status: "removed", heldReason: null, openReports: 0 });
        return { status: "removed" as const, told: false, enquiry };
      }
      if (input.action === "release" && enquiry.status !== "held")
        throw new AppError("CONFLICT", ENQUIRY_MESSAGES.notHeld);
      if (input.action === "dismiss_reports" && enquiry.openReports === 0)
        throw new AppError("CONFLICT", ENQUIRY_MESSAGES.noReports);
      // Dismissing the reports of a thread held because of them releases it too; one held for its
      // copied text stays held until released.
      const release = enquiry.status === "held" && (input.action === "release" || enquiry.heldReason === "reported");
      const status = release ? openStatus(enquiry) : enquiry.status;
      await changeFrom(tx, enquiry, { status, openReports: 0, ...(release && { heldReason: null }) });
      const told = release && enquiry.heldReason === "same_text";
      if (told) await tellNewEnquiry(tx, enquiry.business, enquiry);
      return { status, told, enquiry };
    },
  );
  const { enquiry, told, status } = result;
  if (told && enquiry.customerId)
    countInsight({ businessId: enquiry.businessId, metric: "enquiries", visitor: enquiry.customerId });
  return { status };
}
