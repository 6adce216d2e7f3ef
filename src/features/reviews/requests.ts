import "server-only";
// Review requests: an owner (or an admin) asks customers for a review. Each request has its own
// link code (192 random bits, base64url) at /review/{code}, valid for 30 days, and an email from
// the review_request template, queued in the outbox. The code exists only in that email: the
// database keeps its SHA-256, and the dashboard never shows a link (an owner holding links could
// write the reviews themselves; a link review is published only once the request's address
// confirms it, see submit.ts). A request never goes to the owner's own address or the business's.
// The same neutral request goes to every customer (no incentive, no gating). An admin sending
// requests for a business they do not own is audited. Sending is not a mail relay: the owner has a
// verified email, the listing is live, sends are limited per account and per client address and
// capped per business and per owner account a day, and the only text of the sender's in the email
// is the customer's first name (no links: the schema refuses them).
import { randomBytes } from "node:crypto";
import { recordAudit } from "@/features/audit/record";
import type { z } from "zod";
import type { Db, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { absoluteUrl } from "@/platform/site-url";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { isAdmin } from "@/lib/roles";
import { requireProvenEmail } from "@/features/auth/proven-email";
import { findEditableBusiness, lockEditableBusiness, type Editor } from "@/features/businesses/access";
import { sendTemplatedEmail } from "@/features/email/send";
import {
  MAX_REQUESTS_PER_ACCOUNT_PER_DAY,
  MAX_REQUESTS_PER_DAY,
  REQUEST_FIRST_NAME_MAX,
  REVIEW_LINK_DAYS,
  REVIEW_MESSAGES,
  type TCustomer,
  type ZSendRequestsSchema,
} from "./schema";
import type { RequestRow, RequestState, SendResult } from "./types";
import { linkCodeHashOf } from "./submit";

const DAY_MS = 24 * 60 * 60 * 1000;

const newLinkCode = () => randomBytes(24).toString("base64url");

/** Sends (a batch or a resend) per account and per client address, counted before anything is checked or written. */
const requestSendsPerAccount = createLimiter("review-requests:account", { limit: 20, windowMs: 60 * MINUTE });
const requestSendsPerAddress = createLimiter("review-requests:address", { limit: 30, windowMs: 60 * MINUTE });

/**
 * Before any send: the sender's allowance (account and address), and a verified email address
 * unless the sender is an admin.
 */
export async function admitRequestSend(db: Db, editor: Editor, address: string): Promise<void> {
  for (const [limiter, key] of [
    [requestSendsPerAddress, address],
    [requestSendsPerAccount, editor.id],
  ] as const) {
    if (!(await limiter.consume(key)).allowed)
      throw new AppError("TOO_MANY_REQUESTS", REVIEW_MESSAGES.tooManyRequestBatches);
  }
  if (!isAdmin(editor.roles)) await requireProvenEmail(db, editor.id, REVIEW_MESSAGES.verifyFirst);
}

/** The first word of the customer's name, capped: the only text of the sender's in the email. */
const firstNameOf = (name: string | null) => (name ?? "").trim().split(/\s+/)[0]!.slice(0, REQUEST_FIRST_NAME_MAX);
const reviewLinkPath = (code: string) => `/review/${code}`;

type RequestProgress = {
  completedAt: Date | null;
  expiresAt: Date | null;
  openedAt: Date | null;
  review?: { status: string } | null;
};

function requestState(request: RequestProgress, now = new Date()): RequestState {
  if (request.completedAt) return request.review?.status === "pending_email" ? "confirming" : "reviewed";
  if (request.expiresAt && request.expiresAt <= now) return "expired";
  return request.openedAt ? "opened" : "sent";
}

function queueRequestEmail(
  db: Db,
  request: { id: string; linkCode: string; customerName: string | null; customerEmail: string | null },
  businessName: string,
  dedupeKey: string,
) {
  if (!request.customerEmail) return Promise.resolve();
  return sendTemplatedEmail(db, {
    templateKey: "review_request",
    to: request.customerEmail,
    variables: {
      customerName: firstNameOf(request.customerName),
      businessName,
      reviewLink: absoluteUrl(reviewLinkPath(request.linkCode)),
    },
    dedupeKey,
  }).then(() => undefined);
}

/** Addresses a request may not go to: the owner's, the sender's and the business's own. */
async function insiderAddresses(
  tx: Tx,
  business: { id: string; ownerId: string | null },
  editor: Editor,
): Promise<Set<string>> {
  const [accounts, profile] = await Promise.all([
    tx.user.findMany({
      where: { id: { in: [business.ownerId, editor.id].filter((id): id is string => !!id) } },
      select: { email: true },
    }),
    tx.businessProfile.findUnique({ where: { id: business.id }, select: { email: true } }),
  ]);
  return new Set(
    [...accounts.map((account) => account.email), profile?.email]
      .filter((email): email is string => !!email)
      .map((email) => email.trim().toLowerCase()),
  );
}

/** An admin acting for a business they do not own: the audit entry, in the write's transaction. */
function auditForeignSend(
  tx: Tx,
  editor: Editor,
  business: { id: string; ownerId: string | null },
  action: string,
  after: Record<string, unknown>,
) {
  if (business.ownerId === editor.id) return Promise.resolve();
  return recordAudit(
    tx,
    { id: editor.id, email: editor.email ?? null },
    { action, targetType: "business", targetId: business.id, after },
  );
}

/**
 * Sends a request to each customer not asked in the last 30 days, while the business has requests
 * left today (200 a day) and so has the sender's account across its businesses (200 a day); the
 * others come back with the reason. Only a live listing sends. The business row is locked first,
 * so simultaneous batches cannot both pass the checks. The caller has admitted the send.
 */
export async function sendReviewRequests(
  db: Db,
  editor: Editor,
  input: z.output<typeof ZSendRequestsSchema>,
  now = new Date(),
): Promise<SendResult> {
  const { business, created, skipped } = await db.$transaction(async (tx) => {
    const business = await lockEditableBusiness(tx, input.businessId, editor);
    if (!business.active) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.notLive);
    const since = new Date(now.getTime() - DAY_MS);
    const sentToday = await tx.reviewRequest.count({ where: { businessId: business.id, createdAt: { gt: since } } });
    const sentByAccount = await tx.reviewRequest.count({ where: { createdById: editor.id, createdAt: { gt: since } } });
    const emails = input.customers.map((customer) => customer.email);
    const recent = await tx.reviewRequest.findMany({
      where: {
        businessId: business.id,
        customerEmail: { in: emails },
        createdAt: { gt: new Date(now.getTime() - REVIEW_LINK_DAYS * DAY_MS) },
      },
      select: { customerEmail: true },
    });
    const asked = new Set(recent.map((row) => row.customerEmail));
    const insiders = await insiderAddresses(tx, business, editor);
    const skipped: Array<TCustomer & { reason: string }> = [];
    const toSend: TCustomer[] = [];
    for (const customer of input.customers) {
      if (insiders.has(customer.email)) skipped.push({ ...customer, reason: REVIEW_MESSAGES.ownAddress });
      else if (asked.has(customer.email)) skipped.push({ ...customer, reason: REVIEW_MESSAGES.askedRecently });
      else if (toSend.some((other) => other.email === customer.email))
        skipped.push({ ...customer, reason: REVIEW_MESSAGES.listedTwice });
      else if (sentToday + toSend.length >= MAX_REQUESTS_PER_DAY)
        skipped.push({ ...customer, reason: REVIEW_MESSAGES.dailyLimit });
      else if (sentByAccount + toSend.length >= MAX_REQUESTS_PER_ACCOUNT_PER_DAY)
        skipped.push({ ...customer, reason: REVIEW_MESSAGES.accountDailyLimit });
      else toSend.push(customer);
    }
    const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS);
    const codes = new Map<string, string>();
    const rows = toSend.map((customer) => {
      const code = newLinkCode();
      codes.set(linkCodeHashOf(code), code);
      return {
        businessId: business.id,
        linkCodeHash: linkCodeHashOf(code),
        customerName: customer.name,
        customerEmail: customer.email,
        createdById: editor.id,
        sentAt: now,
        expiresAt,
        createdAt: now,
      };
    });
    if (rows.length) await tx.reviewRequest.createMany({ data: rows });
    const stored = await tx.reviewRequest.findMany({
      where: { linkCodeHash: { in: rows.map((row) => row.linkCodeHash) } },
      select: { id: true, linkCodeHash: true, customerName: true, customerEmail: true },
    });
    const created = stored.map((request) => ({ ...request, linkCode: codes.get(request.linkCodeHash ?? "")! }));
    if (rows.length)
      await auditForeignSend(tx, editor, business, "reviewRequest.send", {
        count: created.length,
        emails: created.map((request) => request.customerEmail),
      });
    return { business, created, skipped };
  });
  for (const request of created)
    await queueRequestEmail(db, request, business.businessName, `review-request:${request.id}`);
  return {
    sent: created.map((request) => ({ name: request.customerName ?? "", email: request.customerEmail ?? "" })),
    skipped,
  };
}

/** The business's requests, newest first, with their state (never their link: only the customer's email has it). */
export async function listReviewRequests(
  db: Db,
  editor: Editor,
  businessId: string,
  now = new Date(),
): Promise<RequestRow[]> {
  await findEditableBusiness(db, businessId, editor);
  const rows = await db.reviewRequest.findMany({
    where: { businessId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      id: true,
      customerName: true,
      customerEmail: true,
      createdAt: true,
      openedAt: true,
      completedAt: true,
      expiresAt: true,
      resentAt: true,
      review: { select: { status: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    state: requestState(row, now),
    canResend:
      row.resentAt === null && !!row.customerEmail && row.completedAt === null && requestState(row, now) !== "expired",
    resent: row.resentAt !== null,
  }));
}

/** Sends a still-open request's email again, once, with a new link (the first one stops working: its code was never kept). */
export async function resendReviewRequest(db: Db, editor: Editor, requestId: string, now = new Date()) {
  const request = await db.reviewRequest.findUnique({
    where: { id: requestId },
    select: {
      id: true,
      businessId: true,
      customerName: true,
      customerEmail: true,
      business: { select: { id: true, ownerId: true, businessName: true, active: true } },
    },
  });
  if (!request) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.requestNotFound);
  await findEditableBusiness(db, request.businessId, editor).catch(() => {
    throw new AppError("NOT_FOUND", REVIEW_MESSAGES.requestNotFound);
  });
  if (!request.business.active) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.notLive);
  const linkCode = newLinkCode();
  await db.$transaction(async (tx) => {
    // One conditional update: of two simultaneous resends, one wins.
    const marked = await tx.reviewRequest.updateMany({
      where: { id: requestId, resentAt: null, completedAt: null, expiresAt: { gt: now }, customerEmail: { not: null } },
      data: { resentAt: now, linkCodeHash: linkCodeHashOf(linkCode) },
    });
    if (marked.count !== 1) {
      const current = await tx.reviewRequest.findUniqueOrThrow({
        where: { id: requestId },
        select: { resentAt: true },
      });
      throw new AppError("CONFLICT", current.resentAt ? REVIEW_MESSAGES.resendUsed : REVIEW_MESSAGES.resendClosed);
    }
    await auditForeignSend(tx, editor, request.business, "reviewRequest.resend", {
      requestId: request.id,
      email: request.customerEmail,
    });
  });
  await queueRequestEmail(
    db,
    { ...request, linkCode },
    request.business.businessName,
    `review-request-resend:${request.id}`,
  );
  return { id: request.id, resent: true };
}
