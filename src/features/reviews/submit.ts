import "server-only";
// Writing reviews: through a request link (anyone holding it, once) and from a signed-in account
// (one review per account and business; saving again replaces it). Each write locks the business,
// refuses insiders, decides the review's status (integrity.ts), writes it and, when it publishes,
// recomputes the stored aggregate and notifies the owner, in one transaction.
//
// A link review is published only once its writer has proven an email address: signed in with a
// verified account, or by the single-use link emailed to the address the request was sent to
// (status pending_email until then; the token is kept only as its SHA-256 and works for 7 days;
// unconfirmed, the review never publishes). The request's link code is kept only as its SHA-256 too.
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { Db, Tx } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { absoluteUrl } from "@/platform/site-url";
import { hashToken } from "@/features/auth/account-tokens";
import { sendTemplatedEmail } from "@/features/email/send";
import { lockBusiness, recomputeAggregate } from "./aggregate";
import { holdReason, refuseInsider, reviewTextHash } from "./integrity";
import { emailOwnerAboutReview } from "./notify";
import {
  REVIEW_CONFIRM_DAYS,
  REVIEW_MESSAGES,
  type THeldReason,
  type ZLinkReviewSchema,
  type ZMemberReviewSchema,
} from "./schema";

/** The signed-in writer; `emailVerifiedAt` says whether their account has proven an email address. */
export type Reviewer = { id: string; name: string; emailVerifiedAt?: Date | null };
/** Where the review was written from: the client address's SHA-256 (null when unknown). */
export type Origin = { addressHash: string | null };
type LockedBusiness = Awaited<ReturnType<typeof lockBusiness>>;
type WrittenStatus = "published" | "held" | "pending_email";

const DAY_MS = 24 * 60 * 60 * 1000;

export const profilePathOf = (business: { citySlug: string; slug: string }) =>
  `/business/${business.citySlug}/${business.slug}`;
/** A request's link code as stored (the code itself is only in the request's email). */
export const linkCodeHashOf = (code: string) => hashToken(code);

export function notifyOwnerOfReview(
  tx: Tx,
  business: { ownerId: string | null; businessName: string; citySlug: string; slug: string },
  review: { reviewerName: string; rating: number },
) {
  if (!business.ownerId) return Promise.resolve();
  return tx.notification
    .create({
      data: {
        userId: business.ownerId,
        type: "new_review",
        title: `${business.businessName} received a new review`,
        body: `${review.reviewerName} gave ${review.rating} ${review.rating === 1 ? "star" : "stars"}.`,
        link: `${profilePathOf(business)}#reviews`,
      },
    })
    .then(() => undefined);
}

/** Published or held: what a proven review becomes, under the business's lock. */
async function decide(
  tx: Tx,
  business: { id: string },
  review: { textHash: string | null; addressHash: string | null; id?: string },
  now: Date,
) {
  const paused = await tx.businessProfile.findUniqueOrThrow({
    where: { id: business.id },
    select: { reviewsPausedAt: true },
  });
  const reason = await holdReason(
    tx,
    {
      businessId: business.id,
      paused: paused.reviewsPausedAt !== null,
      textHash: review.textHash,
      addressHash: review.addressHash,
      reviewId: review.id,
    },
    now,
  );
  return reason ? { status: "held" as const, heldReason: reason } : { status: "published" as const, heldReason: null };
}

/** What /review/{code} shows; null for an unknown code (or an inactive business). Marks the link opened. */
export async function readReviewLink(db: Db, code: string, viewer: Reviewer | null, now = new Date()) {
  const request = await db.reviewRequest.findUnique({
    where: { linkCodeHash: linkCodeHashOf(code) },
    select: {
      id: true,
      customerName: true,
      openedAt: true,
      completedAt: true,
      expiresAt: true,
      business: { select: { businessName: true, logoUrl: true, city: true, citySlug: true, slug: true, active: true } },
    },
  });
  if (!request || !request.business.active) return null;
  const { business } = request;
  const state = request.completedAt
    ? ("used" as const)
    : request.expiresAt && request.expiresAt <= now
      ? ("expired" as const)
      : ("open" as const);
  if (state === "open" && !request.openedAt)
    await db.reviewRequest.updateMany({ where: { id: request.id, openedAt: null }, data: { openedAt: now } });
  return {
    state,
    business: {
      name: business.businessName,
      logoUrl: business.logoUrl,
      city: business.city,
      path: profilePathOf(business),
    },
    reviewerName: request.customerName ?? viewer?.name ?? "",
    /** A signed-in visitor with a verified email publishes at once; anyone else confirms by email. */
    confirmsByEmail: !viewer?.emailVerifiedAt,
  };
}

/**
 * The review of a request link. A link works once: the conditional update of completedAt admits
 * one submission. Insiders are refused; a writer without a verified account confirms by email.
 */
export async function submitLinkReview(
  db: Db,
  input: z.output<typeof ZLinkReviewSchema>,
  viewer: Reviewer | null,
  origin: Origin = { addressHash: null },
  now = new Date(),
) {
  const textHash = reviewTextHash(input.text);
  const confirmToken = randomBytes(32).toString("base64url");
  let result: {
    id: string;
    business: LockedBusiness;
    rating: number;
    reviewerName: string;
    status: WrittenStatus;
    confirmTo: string | null;
  };
  try {
    result = await db.$transaction(async (tx) => {
      const request = await tx.reviewRequest.findUnique({
        where: { linkCodeHash: linkCodeHashOf(input.code) },
        select: {
          id: true,
          businessId: true,
          createdById: true,
          customerEmail: true,
          business: { select: { active: true } },
        },
      });
      if (!request || !request.business.active) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.linkNotFound);
      const business = await lockBusiness(tx, request.businessId);
      await refuseInsider(
        tx,
        {
          ownerId: business.ownerId,
          senderId: request.createdById,
          reviewerId: viewer?.id ?? null,
          addressHash: origin.addressHash,
        },
        now,
      );
      const claimed = await tx.reviewRequest.updateMany({
        where: { id: request.id, completedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
        data: { completedAt: now },
      });
      if (claimed.count !== 1) {
        const current = await tx.reviewRequest.findUniqueOrThrow({
          where: { id: request.id },
          select: { completedAt: true },
        });
        throw current.completedAt
          ? new AppError("CONFLICT", REVIEW_MESSAGES.linkUsed)
          : new AppError("BAD_REQUEST", REVIEW_MESSAGES.linkExpired);
      }
      // Proven: a verified account. Otherwise the request's address confirms (without one, an admin decides).
      const proven = !!viewer?.emailVerifiedAt;
      const decision: { status: WrittenStatus; heldReason: THeldReason | null } = proven
        ? await decide(tx, business, { textHash, addressHash: origin.addressHash }, now)
        : request.customerEmail
          ? { status: "pending_email", heldReason: null }
          : { status: "held", heldReason: "unconfirmed" };
      // A signed-in visitor's link review becomes their review of the business unless they already have one.
      const own = viewer
        ? await tx.review.findUnique({
            where: { businessId_userId: { businessId: business.id, userId: viewer.id } },
            select: { id: true },
          })
        : null;
      const pending = decision.status === "pending_email";
      const review = await tx.review.create({
        data: {
          businessId: business.id,
          userId: viewer && !own ? viewer.id : null,
          reviewRequestId: request.id,
          reviewerName: input.reviewerName,
          rating: input.rating,
          title: input.title || null,
          comment: input.text,
          origin: "invited",
          status: decision.status,
          heldReason: decision.heldReason,
          textHash,
          addressHash: origin.addressHash,
          confirmTokenHash: pending ? hashToken(confirmToken) : null,
          confirmExpiresAt: pending ? new Date(now.getTime() + REVIEW_CONFIRM_DAYS * DAY_MS) : null,
          createdAt: now,
        },
        select: { id: true, rating: true, reviewerName: true },
      });
      if (decision.status === "published") {
        await recomputeAggregate(tx, business.id);
        await notifyOwnerOfReview(tx, business, review);
      }
      return { ...review, business, status: decision.status, confirmTo: pending ? request.customerEmail : null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", REVIEW_MESSAGES.linkUsed);
    throw error;
  }
  if (result.status === "published") await emailOwnerAboutReview(db, result.business, result);
  if (result.confirmTo)
    await emailConfirmation(
      db,
      result.confirmTo,
      { reviewerName: result.reviewerName, businessName: result.business.businessName },
      confirmToken,
      result.id,
    );
  return { id: result.id, status: result.status, profilePath: profilePathOf(result.business) };
}

/** The confirmation email: the only place the token exists. Queued after the commit. */
async function emailConfirmation(
  db: Db,
  to: string,
  names: { reviewerName: string; businessName: string },
  token: string,
  reviewId: string,
) {
  await sendTemplatedEmail(db, {
    templateKey: "review_confirm",
    to,
    variables: {
      ...names,
      confirmLink: absoluteUrl(`/review/confirm?token=${token}`),
      days: String(REVIEW_CONFIRM_DAYS),
    },
    dedupeKey: `review-confirm:${reviewId}`,
  });
}

/**
 * Confirms a link review through its emailed token, once (a conditional update on the token): the
 * review is then published, or held when an integrity signal says so. An unknown, used or expired
 * token changes nothing.
 */
export async function confirmLinkReview(db: Db, token: string, now = new Date()) {
  const tokenHash = hashToken(token);
  const found = await db.review.findUnique({
    where: { confirmTokenHash: tokenHash },
    select: { id: true, businessId: true },
  });
  if (!found) throw new AppError("BAD_REQUEST", REVIEW_MESSAGES.confirmInvalid);
  const result = await db.$transaction(async (tx) => {
    const business = await lockBusiness(tx, found.businessId);
    const review = await tx.review.findUnique({
      where: { id: found.id },
      select: { id: true, rating: true, reviewerName: true, textHash: true, addressHash: true },
    });
    if (!review) throw new AppError("BAD_REQUEST", REVIEW_MESSAGES.confirmInvalid);
    const decision = await decide(tx, business, review, now);
    const claimed = await tx.review.updateMany({
      where: { id: review.id, status: "pending_email", confirmTokenHash: tokenHash, confirmExpiresAt: { gt: now } },
      data: { ...decision, confirmTokenHash: null, confirmExpiresAt: null },
    });
    if (claimed.count !== 1) throw new AppError("BAD_REQUEST", REVIEW_MESSAGES.confirmInvalid);
    if (decision.status === "published") {
      await recomputeAggregate(tx, business.id);
      await notifyOwnerOfReview(tx, business, review);
    }
    return { ...review, business, status: decision.status };
  });
  if (result.status === "published") await emailOwnerAboutReview(db, result.business, result);
  return { status: result.status, profilePath: profilePathOf(result.business) };
}

/** A signed-in user's review of a business: created, or replaced when they already have one. */
export async function saveMemberReview(
  db: Db,
  reviewer: Reviewer,
  input: z.output<typeof ZMemberReviewSchema>,
  origin: Origin = { addressHash: null },
  now = new Date(),
) {
  const textHash = reviewTextHash(input.text);
  const result = await db.$transaction(async (tx) => {
    const business = await lockBusiness(tx, input.businessId);
    if (!business.active) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.businessNotFound);
    if (business.ownerId === reviewer.id) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.ownBusiness);
    await refuseInsider(
      tx,
      { ownerId: business.ownerId, reviewerId: reviewer.id, addressHash: origin.addressHash },
      now,
    );
    const existing = await tx.review.findUnique({
      where: { businessId_userId: { businessId: business.id, userId: reviewer.id } },
      select: { id: true, status: true },
    });
    const data = {
      rating: input.rating,
      title: input.title || null,
      comment: input.text,
      reviewerName: reviewer.name,
      textHash,
    };
    let status: WrittenStatus | "hidden";
    let review: { id: string; rating: number; reviewerName: string };
    if (existing) {
      // An edit keeps its status, except that a published text copied from another business is held.
      const copied =
        existing.status === "published" &&
        (await holdReason(
          tx,
          { businessId: business.id, paused: false, textHash, addressHash: null, reviewId: existing.id },
          now,
        )) === "same_text";
      status = copied ? "held" : existing.status;
      review = await tx.review.update({
        where: { id: existing.id },
        data: { ...data, ...(copied && { status: "held", heldReason: "same_text" }) },
        select: { id: true, rating: true, reviewerName: true },
      });
    } else {
      const decision = await decide(tx, business, { textHash, addressHash: origin.addressHash }, now);
      status = decision.status;
      review = await tx.review.create({
        data: {
          ...data,
          ...decision,
          addressHash: origin.addressHash,
          businessId: business.id,
          userId: reviewer.id,
          origin: "member",
          createdAt: now,
        },
        select: { id: true, rating: true, reviewerName: true },
      });
    }
    await recomputeAggregate(tx, business.id);
    const notify = !existing && status === "published";
    if (notify) await notifyOwnerOfReview(tx, business, review);
    return { ...review, created: !existing, notify, status, business };
  });
  if (result.notify) await emailOwnerAboutReview(db, result.business, result);
  return { id: result.id, created: result.created, status: result.status };
}

/** Deletes the author's own review; anyone else is told it does not exist (admins delete through moderation.ts). */
export async function deleteReview(db: Db, authorId: string, reviewId: string) {
  const review = await db.review.findUnique({
    where: { id: reviewId },
    select: { id: true, userId: true, businessId: true },
  });
  if (!review || review.userId !== authorId) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.reviewNotFound);
  return db.$transaction(async (tx) => {
    await lockBusiness(tx, review.businessId);
    const removed = await tx.review.deleteMany({ where: { id: review.id } });
    if (removed.count !== 1) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.reviewNotFound);
    return recomputeAggregate(tx, review.businessId);
  });
}
