import "server-only";
// What others do with a published review: the business's owner replies (one public reply,
// editable and removable), and signed-in users mark it helpful (once) or report it (once). Admins
// moderate reported reviews in moderation.ts. Owners cannot hide, reorder or remove reviews: a
// reply and a report are all they have. An owner's extortion report ('Someone threatens a bad
// review unless paid') pauses new reviews of the business (held for moderation) until an admin
// resumes them. An admin replying for a business they do not own is audited.
import type { z } from "zod";
import type { Db, Tx } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { isAdmin } from "@/lib/roles";
import { requireProvenEmail } from "@/features/auth/proven-email";
import { mayEditBusiness, type Editor } from "@/features/businesses/access";
import { recordAudit } from "@/features/audit/record";
import { emailReviewerAboutReply } from "./notify";
import { REVIEW_MESSAGES, type ZReplySchema, type ZReportSchema } from "./schema";
import { profilePathOf } from "./submit";

const notFound = () => new AppError("NOT_FOUND", REVIEW_MESSAGES.reviewNotFound);

/** A review the editor may reply to: one of their own business's (any for an admin). */
async function reviewOfEditedBusiness(db: Db, editor: Editor, reviewId: string) {
  const review = await db.review.findUnique({
    where: { id: reviewId },
    select: {
      id: true,
      userId: true,
      status: true,
      replyText: true,
      business: { select: { id: true, ownerId: true, businessName: true, citySlug: true, slug: true } },
    },
  });
  if (!review || !mayEditBusiness(review.business, editor)) throw notFound();
  return review;
}

/** An admin acting for a business they do not own leaves an audit entry (in the write's transaction). */
function auditForeignReply(
  tx: Tx,
  editor: Editor,
  review: { id: string; business: { id: string; ownerId: string | null } },
  action: string,
  after: Record<string, unknown>,
) {
  if (review.business.ownerId === editor.id) return Promise.resolve();
  return recordAudit(
    tx,
    { id: editor.id, email: editor.email ?? null },
    { action, targetType: "review", targetId: review.id, after: { businessId: review.business.id, ...after } },
  );
}

/** A reply is public and emailed to the reviewer: an owner needs a verified email address first. */
export async function saveReply(db: Db, editor: Editor, input: z.output<typeof ZReplySchema>, now = new Date()) {
  const review = await reviewOfEditedBusiness(db, editor, input.reviewId);
  // Only a published review takes a reply (and so emails its writer): never one still waiting for its confirmation or moderation.
  if (review.status !== "published") throw notFound();
  if (!isAdmin(editor.roles)) await requireProvenEmail(db, editor.id, REVIEW_MESSAGES.verifyBeforeReplying);
  const isNew = review.replyText === null;
  await db.$transaction(async (tx) => {
    await tx.review.update({ where: { id: review.id }, data: { replyText: input.text, repliedAt: now } });
    await auditForeignReply(tx, editor, review, "review.reply", { replyText: input.text });
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
  await db.$transaction(async (tx) => {
    await tx.review.update({ where: { id: review.id }, data: { replyText: null, repliedAt: null } });
    await auditForeignReply(tx, editor, review, "review.removeReply", { replyText: null });
  });
  return { id: review.id };
}

async function publishedReview(db: Db, reviewId: string) {
  const review = await db.review.findFirst({
    where: { id: reviewId, status: "published", business: { active: true } },
    select: { id: true, userId: true, business: { select: { id: true, ownerId: true } } },
  });
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
      return tx.review.update({
        where: { id: reviewId },
        data: { helpfulCount: { increment: 1 } },
        select: { id: true, helpfulCount: true },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", REVIEW_MESSAGES.alreadyHelpful);
    throw error;
  }
}

/**
 * A report and the review's count of open reports change together (the admins' 'Reported' filter
 * reads the count). The business's owner reporting extortion also pauses its new reviews, audited.
 */
export async function reportReview(
  db: Db,
  reporterOrId: string | { id: string; email?: string | null },
  input: z.output<typeof ZReportSchema>,
  now = new Date(),
) {
  const reporter = typeof reporterOrId === "string" ? { id: reporterOrId, email: null } : reporterOrId;
  const review = await publishedReview(db, input.reviewId);
  const pauses = input.reason === "extortion" && review.business.ownerId === reporter.id;
  try {
    return await db.$transaction(async (tx) => {
      const report = await tx.reviewReport.create({
        data: { reviewId: input.reviewId, userId: reporter.id, reason: input.reason, note: input.note || null },
        select: { id: true, reason: true },
      });
      await tx.review.update({ where: { id: input.reviewId }, data: { openReports: { increment: 1 } } });
      if (pauses) {
        const paused = await tx.businessProfile.updateMany({
          where: { id: review.business.id, reviewsPausedAt: null },
          data: { reviewsPausedAt: now },
        });
        if (paused.count === 1) {
          await recordAudit(
            tx,
            { id: reporter.id, email: reporter.email ?? null },
            {
              action: "business.pauseReviews",
              targetType: "business",
              targetId: review.business.id,
              before: { reviewsPausedAt: null },
              after: { reviewsPausedAt: now.toISOString(), reviewId: input.reviewId, reportId: report.id },
            },
          );
        }
      }
      return { ...report, paused: pauses };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", REVIEW_MESSAGES.alreadyReported);
    throw error;
  }
}
