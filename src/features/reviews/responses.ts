import "server-only";
// What others do with a published review: the business's owner replies (one public reply,
// editable and removable), signed-in users mark it helpful (once) or report it (once), and admins
// hide it (it leaves the profile and the aggregate) or restore it.
import type { z } from "zod";
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { isAdmin } from "@/lib/roles";
import type { Editor } from "@/features/businesses/access";
import { lockBusiness, recomputeAggregate } from "./aggregate";
import { emailReviewerAboutReply } from "./notify";
import { REVIEW_MESSAGES, type ZHideSchema, type ZReplySchema, type ZReportSchema } from "./schema";
import { profilePathOf } from "./submit";

const notFound = () => new AppError("NOT_FOUND", REVIEW_MESSAGES.reviewNotFound);

/** A review the editor may reply to: one of their own business's (any for an admin). */
async function reviewOfEditedBusiness(db: Db, editor: Editor, reviewId: string) {
  const review = await db.review.findUnique({
    where: { id: reviewId },
    select: { id: true, userId: true, replyText: true, business: { select: { ownerId: true, businessName: true, citySlug: true, slug: true } } },
  });
  if (!review || (review.business.ownerId !== editor.id && !isAdmin(editor.roles))) throw notFound();
  return review;
}

export async function saveReply(db: Db, editor: Editor, input: z.output<typeof ZReplySchema>, now = new Date()) {
  const review = await reviewOfEditedBusiness(db, editor, input.reviewId);
  const isNew = review.replyText === null;
  await db.$transaction(async (tx) => {
    await tx.review.update({ where: { id: review.id }, data: { replyText: input.text, repliedAt: now } });
    if (isNew && review.userId) {
      await tx.notification.create({
        data: {
          userId: review.userId,
          type: "review_reply",
          title: `${review.business.businessName} replied to your review`,
          body: input.text.slice(0, 200),
          link: `${profilePathOf(review.business)}#reviews`,
        },
      });
    }
  });
  if (isNew) await emailReviewerAboutReply(db, review.id);
  return { id: review.id, repliedAt: now };
}

export async function removeReply(db: Db, editor: Editor, reviewId: string) {
  const review = await reviewOfEditedBusiness(db, editor, reviewId);
  await db.review.update({ where: { id: review.id }, data: { replyText: null, repliedAt: null } });
  return { id: review.id };
}

async function publishedReview(db: Db, reviewId: string) {
  const review = await db.review.findFirst({ where: { id: reviewId, status: "published", business: { active: true } }, select: { id: true, userId: true } });
  if (!review) throw notFound();
  return review;
}

/** One 'helpful' per account and review; the vote and the count change together. */
export async function markHelpful(db: Db, userId: string, reviewId: string) {
  const review = await publishedReview(db, reviewId);
  if (review.userId === userId) throw new AppError("BAD_REQUEST", REVIEW_MESSAGES.ownReviewHelpful);
  try {
    return await db.$transaction(async (tx) => {
      await tx.reviewHelpfulVote.create({ data: { reviewId, userId } });
      return tx.review.update({ where: { id: reviewId }, data: { helpfulCount: { increment: 1 } }, select: { id: true, helpfulCount: true } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", REVIEW_MESSAGES.alreadyHelpful);
    throw error;
  }
}

export async function reportReview(db: Db, userId: string, input: z.output<typeof ZReportSchema>) {
  await publishedReview(db, input.reviewId);
  try {
    return await db.reviewReport.create({ data: { reviewId: input.reviewId, userId, reason: input.reason, note: input.note || null }, select: { id: true, reason: true } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", REVIEW_MESSAGES.alreadyReported);
    throw error;
  }
}

/** Hides (with a reason) or restores a review; the aggregate is recomputed in the same transaction. */
export async function setReviewHidden(db: Db, input: z.output<typeof ZHideSchema> | { reviewId: string; reason: null }, now = new Date()) {
  const review = await db.review.findUnique({ where: { id: input.reviewId }, select: { id: true, businessId: true } });
  if (!review) throw notFound();
  const hide = input.reason !== null;
  return db.$transaction(async (tx) => {
    await lockBusiness(tx, review.businessId);
    const changed = await tx.review.updateMany({
      where: { id: review.id, status: hide ? "published" : "hidden" },
      data: hide ? { status: "hidden", hiddenReason: input.reason, hiddenAt: now } : { status: "published", hiddenReason: null, hiddenAt: null },
    });
    if (changed.count !== 1) throw new AppError("CONFLICT", hide ? REVIEW_MESSAGES.alreadyHidden : REVIEW_MESSAGES.notHidden);
    const aggregate = await recomputeAggregate(tx, review.businessId);
    return { id: review.id, status: hide ? ("hidden" as const) : ("published" as const), ...aggregate };
  });
}

/** Reviews with reports or hidden, newest report first: what the admins' review screen will list. */
export function listReportedReviews(db: Db) {
  return db.review.findMany({
    where: { OR: [{ reports: { some: {} } }, { status: "hidden" }] },
    orderBy: { updatedAt: "desc" },
    take: 100,
    select: {
      id: true,
      businessId: true,
      reviewerName: true,
      rating: true,
      title: true,
      comment: true,
      status: true,
      hiddenReason: true,
      hiddenAt: true,
      createdAt: true,
      reports: { orderBy: { createdAt: "desc" }, select: { id: true, reason: true, note: true, createdAt: true } },
    },
  });
}
