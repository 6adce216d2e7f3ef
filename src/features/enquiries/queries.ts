import "server-only";
// Reading threads. The owner's inbox spans their businesses (held and removed threads never reach
// it), newest activity first, filtered by business and status or to the unread ones; the customer's
// list holds every thread they started. Opening a thread marks it read for that side. Another
// person's thread answers NOT_FOUND, as an unknown one.
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import type { TInboxInput } from "./schema";
import {
  ENQUIRY_MESSAGES,
  ENQUIRY_PAGE_SIZE,
  INBOX_STATUSES,
  THREAD_MESSAGES_SHOWN,
  type TEnquiryStatus,
  type TInboxStatus,
} from "./types";

const threadFields = {
  id: true,
  kind: true,
  subject: true,
  status: true,
  createdAt: true,
  lastMessageAt: true,
  closedAt: true,
} as const;
const businessFields = { id: true, businessName: true, slug: true, citySlug: true, timeZone: true } as const;

const unread = (readAt: Date | null, lastMessageAt: Date) => readAt === null || readAt < lastMessageAt;

/** The owner's businesses, for the inbox's filter and its on/off switches. */
function ownersBusinesses(db: Db, ownerId: string) {
  return db.businessProfile.findMany({
    where: { ownerId },
    orderBy: [{ businessName: "asc" }, { id: "asc" }],
    take: 200,
    select: { id: true, businessName: true, enquiriesEnabled: true, active: true, awaitingApproval: true },
  });
}

export async function ownerInbox(db: Db, owner: { id: string }, input: TInboxInput) {
  const businesses = await ownersBusinesses(db, owner.id);
  if (input.businessId && !businesses.some((business) => business.id === input.businessId))
    throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  const inBusinesses = {
    businessId: input.businessId ?? { in: businesses.map((business) => business.id) },
    status: { in: [...INBOX_STATUSES] },
  } satisfies Prisma.EnquiryWhereInput;
  const unreadOnly = {
    OR: [{ ownerReadAt: null }, { ownerReadAt: { lt: db.enquiry.fields.lastMessageAt } }],
  } satisfies Prisma.EnquiryWhereInput;
  const where: Prisma.EnquiryWhereInput =
    input.filter === "all"
      ? inBusinesses
      : input.filter === "unread"
        ? { ...inBusinesses, ...unreadOnly }
        : { ...inBusinesses, status: input.filter };
  const [items, total, byStatus, unreadCount] = await Promise.all([
    db.enquiry.findMany({
      where,
      orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * ENQUIRY_PAGE_SIZE,
      take: ENQUIRY_PAGE_SIZE,
      select: {
        ...threadFields,
        ownerReadAt: true,
        business: { select: businessFields },
        customer: { select: { displayName: true } },
      },
    }),
    db.enquiry.count({ where }),
    db.enquiry.groupBy({ by: ["status"], where: inBusinesses, _count: { _all: true } }),
    db.enquiry.count({ where: { ...inBusinesses, ...unreadOnly } }),
  ]);
  const counts = Object.fromEntries(INBOX_STATUSES.map((status) => [status, 0])) as Record<TInboxStatus, number>;
  for (const row of byStatus) counts[row.status as TInboxStatus] = row._count._all;
  return {
    businesses,
    items: items.map(({ ownerReadAt, customer, ...item }) => ({
      ...item,
      status: item.status as TInboxStatus,
      customerName: customer?.displayName ?? null,
      unread: unread(ownerReadAt, item.lastMessageAt),
    })),
    total,
    counts: { ...counts, all: counts.new + counts.answered + counts.closed, unread: unreadCount },
    page: input.page,
    pageSize: ENQUIRY_PAGE_SIZE,
  };
}

/** A thread's newest messages, oldest first. */
const messagesSelect = {
  orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  take: THREAD_MESSAGES_SHOWN,
  select: { id: true, fromBusiness: true, body: true, createdAt: true },
} satisfies Prisma.Enquiry$messagesArgs;

export async function ownerThread(db: Db, owner: { id: string }, enquiryId: string) {
  const enquiry = await db.enquiry.findFirst({
    where: { id: enquiryId, status: { in: [...INBOX_STATUSES] }, business: { ownerId: owner.id } },
    select: {
      ...threadFields,
      ownerReadAt: true,
      business: { select: businessFields },
      customer: { select: { displayName: true } },
      messages: messagesSelect,
    },
  });
  if (!enquiry) throw new AppError("NOT_FOUND", ENQUIRY_MESSAGES.notFound);
  const { ownerReadAt, customer, messages, ...thread } = enquiry;
  if (unread(ownerReadAt, thread.lastMessageAt))
    await db.enquiry.updateMany({ where: { id: thread.id }, data: { ownerReadAt: new Date() } });
  return {
    ...thread,
    status: thread.status as TInboxStatus,
    customerName: customer?.displayName ?? null,
    messages: messages.reverse(),
  };
}

export async function customerEnquiries(db: Db, customer: { id: string }, input: { page: number }) {
  const where = { customerId: customer.id };
  const [items, total] = await Promise.all([
    db.enquiry.findMany({
      where,
      orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * ENQUIRY_PAGE_SIZE,
      take: ENQUIRY_PAGE_SIZE,
      select: { ...threadFields, customerReadAt: true, business: { select: businessFields } },
    }),
    db.enquiry.count({ where }),
  ]);
  return {
    items: items.map(({ customerReadAt, ...item }) => ({
      ...item,
      status: item.status as TEnquiryStatus,
      unread: unread(customerReadAt, item.lastMessageAt),
    })),
    total,
    page: input.page,
    pageSize: ENQUIRY_PAGE_SIZE,
  };
}

export async function customerThread(db: Db, customer: { id: string }, enquiryId: string) {
  const enquiry = await db.enquiry.findFirst({
    where: { id: enquiryId, customerId: customer.id },
    select: { ...threadFields, customerReadAt: true, business: { select: businessFields }, messages: messagesSelect },
  });
  if (!enquiry) throw new AppError("NOT_FOUND", ENQUIRY_MESSAGES.notFound);
  const { customerReadAt, messages, ...thread } = enquiry;
  if (unread(customerReadAt, thread.lastMessageAt))
    await db.enquiry.updateMany({ where: { id: thread.id }, data: { customerReadAt: new Date() } });
  return { ...thread, status: thread.status as TEnquiryStatus, messages: messages.reverse() };
}
