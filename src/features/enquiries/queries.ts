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

const inboxSelect = {
  ...threadFields,
  ownerReadAt: true,
  business: { select: businessFields },
  customer: { select: { displayName: true } },
} as const;
/** Up to this many businesses, the page is read business by business (see inboxPage). */
const PER_BUSINESS_READS = 20;
const newestFirst = (a: { lastMessageAt: Date; id: string }, b: { lastMessageAt: Date; id: string }) =>
  b.lastMessageAt.getTime() - a.lastMessageAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * One page of the inbox, newest activity first. Each business's threads are read from its own
 * (businessId, lastMessageAt) index range, in order, up to the end of the page, and merged: one
 * read over several businesses would sort all their threads for every page.
 */
async function inboxPage(db: Db, businessIds: string[], where: Prisma.EnquiryWhereInput, page: number) {
  const skip = (page - 1) * ENQUIRY_PAGE_SIZE;
  const orderBy = [{ lastMessageAt: "desc" as const }, { id: "desc" as const }];
  if (businessIds.length > PER_BUSINESS_READS)
    return db.enquiry.findMany({
      where: { ...where, businessId: { in: businessIds } },
      orderBy,
      skip,
      take: ENQUIRY_PAGE_SIZE,
      select: inboxSelect,
    });
  const lists = await Promise.all(
    businessIds.map((businessId) =>
      db.enquiry.findMany({
        where: { ...where, businessId },
        orderBy,
        take: skip + ENQUIRY_PAGE_SIZE,
        select: inboxSelect,
      }),
    ),
  );
  return lists
    .flat()
    .sort(newestFirst)
    .slice(skip, skip + ENQUIRY_PAGE_SIZE);
}

export async function ownerInbox(db: Db, owner: { id: string }, input: TInboxInput) {
  const businesses = await ownersBusinesses(db, owner.id);
  if (input.businessId && !businesses.some((business) => business.id === input.businessId))
    throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  const businessIds = input.businessId ? [input.businessId] : businesses.map((business) => business.id);
  const inInbox = { status: { in: [...INBOX_STATUSES] } } satisfies Prisma.EnquiryWhereInput;
  const unreadOnly = {
    ...inInbox,
    OR: [{ ownerReadAt: null }, { ownerReadAt: { lt: db.enquiry.fields.lastMessageAt } }],
  } satisfies Prisma.EnquiryWhereInput;
  const where: Prisma.EnquiryWhereInput =
    input.filter === "all" ? inInbox : input.filter === "unread" ? unreadOnly : { status: input.filter };
  const inBusinesses = { businessId: { in: businessIds } };
  const [items, byStatus, unreadCount] = await Promise.all([
    inboxPage(db, businessIds, where, input.page),
    db.enquiry.groupBy({ by: ["status"], where: { ...inBusinesses, ...inInbox }, _count: { _all: true } }),
    db.enquiry.count({ where: { ...inBusinesses, ...unreadOnly } }),
  ]);
  const byKey = Object.fromEntries(INBOX_STATUSES.map((status) => [status, 0])) as Record<TInboxStatus, number>;
  for (const row of byStatus) byKey[row.status as TInboxStatus] = row._count._all;
  const counts = { ...byKey, all: byKey.new + byKey.answered + byKey.closed, unread: unreadCount };
  return {
    businesses,
    items: items.map(({ ownerReadAt, customer, ...item }) => ({
      ...item,
      status: item.status as TInboxStatus,
      customerName: customer?.displayName ?? null,
      unread: unread(ownerReadAt, item.lastMessageAt),
    })),
    total: counts[input.filter],
    counts,
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
