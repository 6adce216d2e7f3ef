import "server-only";
// Writing reviews: through a request link (anyone holding it, once) and from a signed-in account
// (one review per account and business; saving again replaces it). Each write locks the business,
// changes the review, recomputes the stored aggregate and notifies the owner in one transaction.
import type { z } from "zod";
import type { Db, Tx } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { lockBusiness, recomputeAggregate } from "./aggregate";
import { emailOwnerAboutReview } from "./notify";
import { REVIEW_MESSAGES, type ZLinkReviewSchema, type ZMemberReviewSchema } from "./schema";

export type Reviewer = { id: string; name: string };
type LockedBusiness = Awaited<ReturnType<typeof lockBusiness>>;

export const profilePathOf = (business: { citySlug: string; slug: string }) => `/business/${business.citySlug}/${business.slug}`;

function notifyOwner(tx: Tx, business: LockedBusiness, review: { reviewerName: string; rating: number }) {
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

/** What /review/{code} shows; null for an unknown code (or an inactive business). Marks the link opened. */
export async function readReviewLink(db: Db, code: string, viewer: Reviewer | null, now = new Date()) {
  const request = await db.reviewRequest.findUnique({
    where: { linkCode: code },
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
  const state = request.completedAt ? ("used" as const) : request.expiresAt && request.expiresAt <= now ? ("expired" as const) : ("open" as const);
  if (state === "open" && !request.openedAt) await db.reviewRequest.updateMany({ where: { id: request.id, openedAt: null }, data: { openedAt: now } });
  return {
    state,
    business: { name: business.businessName, logoUrl: business.logoUrl, city: business.city, path: profilePathOf(business) },
    reviewerName: request.customerName ?? viewer?.name ?? "",
  };
}

/** Publishes the review of a request link. A link works once: the conditional update of completedAt admits one submission. */
export async function submitLinkReview(db: Db, input: z.output<typeof ZLinkReviewSchema>, viewer: Reviewer | null, now = new Date()) {
  let result: { id: string; business: LockedBusiness; rating: number; reviewerName: string };
  try {
    result = await db.$transaction(async (tx) => {
      const request = await tx.reviewRequest.findUnique({ where: { linkCode: input.code }, select: { id: true, businessId: true, business: { select: { active: true } } } });
      if (!request || !request.business.active) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.linkNotFound);
      const business = await lockBusiness(tx, request.businessId);
      if (viewer && business.ownerId === viewer.id) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.ownBusiness);
      const claimed = await tx.reviewRequest.updateMany({
        where: { id: request.id, completedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
        data: { completedAt: now },
      });
      if (claimed.count !== 1) {
        const current = await tx.reviewRequest.findUniqueOrThrow({ where: { id: request.id }, select: { completedAt: true } });
        throw current.completedAt ? new AppError("CONFLICT", REVIEW_MESSAGES.linkUsed) : new AppError("BAD_REQUEST", REVIEW_MESSAGES.linkExpired);
      }
      // A signed-in visitor's link review becomes their review of the business unless they already have one.
      const own = viewer ? await tx.review.findUnique({ where: { businessId_userId: { businessId: business.id, userId: viewer.id } }, select: { id: true } }) : null;
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
          createdAt: now,
        },
        select: { id: true, rating: true, reviewerName: true },
      });
      await recomputeAggregate(tx, business.id);
      await notifyOwner(tx, business, review);
      return { ...review, business };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", REVIEW_MESSAGES.linkUsed);
    throw error;
  }
  await emailOwnerAboutReview(db, result.business, result);
  return { id: result.id, profilePath: profilePathOf(result.business) };
}

/** A signed-in user's review of a business: created, or replaced when they already have one. */
export async function saveMemberReview(db: Db, reviewer: Reviewer, input: z.output<typeof ZMemberReviewSchema>, now = new Date()) {
  const result = await db.$transaction(async (tx) => {
    const business = await lockBusiness(tx, input.businessId);
    if (!business.active) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.businessNotFound);
    if (business.ownerId === reviewer.id) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.ownBusiness);
    const existing = await tx.review.findUnique({ where: { businessId_userId: { businessId: business.id, userId: reviewer.id } }, select: { id: true } });
    const data = { rating: input.rating, title: input.title || null, comment: input.text, reviewerName: reviewer.name };
    const review = existing
      ? await tx.review.update({ where: { id: existing.id }, data, select: { id: true, rating: true, reviewerName: true } })
      : await tx.review.create({ data: { ...data, businessId: business.id, userId: reviewer.id, origin: "member", createdAt: now }, select: { id: true, rating: true, reviewerName: true } });
    await recomputeAggregate(tx, business.id);
    if (!existing) await notifyOwner(tx, business, review);
    return { ...review, created: !existing, business };
  });
  if (result.created) await emailOwnerAboutReview(db, result.business, result);
  return { id: result.id, created: result.created };
}

/** Deletes the author's own review; anyone else is told it does not exist (admins delete through moderation.ts). */
export async function deleteReview(db: Db, authorId: string, reviewId: string) {
  const review = await db.review.findUnique({ where: { id: reviewId }, select: { id: true, userId: true, businessId: true } });
  if (!review || review.userId !== authorId) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.reviewNotFound);
  return db.$transaction(async (tx) => {
    await lockBusiness(tx, review.businessId);
    const removed = await tx.review.deleteMany({ where: { id: review.id } });
    if (removed.count !== 1) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.reviewNotFound);
    return recomputeAggregate(tx, review.businessId);
  });
}
