import "server-only";
// Admins moderate reviews: hide (with a reason; the business's owner is told by bell and email),
// restore, delete, and dismiss the open reports. Each write locks the business row, changes the
// review and recomputes the stored aggregate in one transaction: the caller's when there is one
// (adminChange adds the audit entry to it), so the change, the aggregate, the owner's notice and
// the audit entry commit together or not at all.
import { inTransaction, type DbOrTx, type Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { absoluteUrl } from "@/platform/site-url";
import { notifyOwner } from "@/features/notifications/notify-owner";
import { lockBusiness, recomputeAggregate } from "./aggregate";
import { REVIEW_MESSAGES } from "./schema";
import { profilePathOf } from "./submit";

const notFound = () => new AppError("NOT_FOUND", REVIEW_MESSAGES.reviewNotFound);

/** The audit log's view of a review: what moderation changes, and whose review it is. */
export async function reviewSnapshot(tx: Tx, reviewId: string) {
  return tx.review.findUnique({
    where: { id: reviewId },
    select: { businessId: true, reviewerName: true, rating: true, status: true, hiddenReason: true, openReports: true },
  });
}

/** The review and its business, the business row locked (writers of one business take turns). */
async function lockReview(tx: Tx, reviewId: string) {
  const review = await tx.review.findUnique({ where: { id: reviewId }, select: { id: true, businessId: true, rating: true, reviewerName: true } });
  if (!review) throw notFound();
  const business = await lockBusiness(tx, review.businessId);
  return { review, business };
}

/** Moves a review from one status to the other; a review that is gone or already moved is refused. */
async function moveStatus(tx: Tx, reviewId: string, from: "published" | "hidden", data: { status: "published" | "hidden"; hiddenReason: string | null; hiddenAt: Date | null }) {
  const changed = await tx.review.updateMany({ where: { id: reviewId, status: from }, data });
  if (changed.count === 1) return;
  if (!(await tx.review.count({ where: { id: reviewId } }))) throw notFound();
  throw new AppError("CONFLICT", from === "published" ? REVIEW_MESSAGES.alreadyHidden : REVIEW_MESSAGES.notHidden);
}

export function hideReview(db: DbOrTx, input: { reviewId: string; reason: string }, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const { review, business } = await lockReview(tx, input.reviewId);
    await moveStatus(tx, review.id, "published", { status: "hidden", hiddenReason: input.reason, hiddenAt: now });
    const aggregate = await recomputeAggregate(tx, business.id);
    const profilePath = `${profilePathOf(business)}#reviews`;
    const stars = `${review.rating} ${review.rating === 1 ? "star" : "stars"}`;
    await notifyOwner(tx, business, {
      type: "review_hidden",
      title: `A review of ${business.businessName} was hidden`,
      body: `${review.reviewerName}'s ${stars} review: ${input.reason}`,
      link: profilePath,
      variables: { reviewerName: review.reviewerName, rating: String(review.rating), reason: input.reason, profileLink: absoluteUrl(profilePath) },
    });
    return { id: review.id, status: "hidden" as const, ...aggregate };
  });
}

export function restoreReview(db: DbOrTx, reviewId: string) {
  return inTransaction(db, async (tx) => {
    const { review, business } = await lockReview(tx, reviewId);
    await moveStatus(tx, review.id, "hidden", { status: "published", hiddenReason: null, hiddenAt: null });
    return { id: review.id, status: "published" as const, ...(await recomputeAggregate(tx, business.id)) };
  });
}

/** Deletes any review (its reports and helpful marks go with it). */
export function deleteReviewAsAdmin(db: DbOrTx, reviewId: string) {
  return inTransaction(db, async (tx) => {
    const { review, business } = await lockReview(tx, reviewId);
    const removed = await tx.review.deleteMany({ where: { id: review.id } });
    if (removed.count !== 1) throw notFound();
    return { id: review.id, ...(await recomputeAggregate(tx, business.id)) };
  });
}

/**
 * Dismisses every open report of a review: the reports stay (their accounts cannot report the
 * review again) and the review leaves the 'Reported' list. The review row is written first, so a
 * report arriving at the same time is either dismissed too or counted as open afterwards.
 */
export function dismissReports(db: DbOrTx, reviewId: string, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const cleared = await tx.review.updateMany({ where: { id: reviewId, openReports: { gt: 0 } }, data: { openReports: 0 } });
    if (cleared.count !== 1) {
      if (!(await tx.review.count({ where: { id: reviewId } }))) throw notFound();
      throw new AppError("CONFLICT", REVIEW_MESSAGES.noOpenReports);
    }
    const dismissed = await tx.reviewReport.updateMany({ where: { reviewId, dismissedAt: null }, data: { dismissedAt: now } });
    return { id: reviewId, dismissed: dismissed.count };
  });
}
