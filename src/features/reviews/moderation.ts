import "server-only";
// Admins moderate reviews: publish a held one, hide (with a reason; the business's owner is told by
// bell and email), restore, delete, dismiss the open reports, and resume a business's paused reviews. Each write locks the business row, changes the
// review and recomputes the stored aggregate in one transaction: the caller's when there is one
// (adminChange adds the audit entry to it), so the change, the aggregate, the owner's notice and
// the audit entry commit together or not at all.
import { inTransaction, type DbOrTx, type Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { absoluteUrl } from "@/platform/site-url";
import { notifyOwner } from "@/features/notifications/notify-owner";
import { lockBusiness, recomputeAggregate } from "./aggregate";
import { REVIEW_MESSAGES } from "./schema";
import { emailOwnerAboutReview } from "./notify";
import { notifyOwnerOfReview, profilePathOf } from "./submit";

type Status = "published" | "hidden" | "held" | "pending_email";

const notFound = () => new AppError("NOT_FOUND", REVIEW_MESSAGES.reviewNotFound);

/** The audit log's view of a review: what moderation changes, and whose review it is. */
export async function reviewSnapshot(tx: Tx, reviewId: string) {
  return tx.review.findUnique({
    where: { id: reviewId },
    select: {
      businessId: true,
      reviewerName: true,
      rating: true,
      status: true,
      heldReason: true,
      hiddenReason: true,
      openReports: true,
    },
  });
}

/** The review and its business, the business row locked (writers of one business take turns). */
async function lockReview(tx: Tx, reviewId: string) {
  const review = await tx.review.findUnique({
    where: { id: reviewId },
    select: { id: true, businessId: true, rating: true, reviewerName: true },
  });
  if (!review) throw notFound();
  const business = await lockBusiness(tx, review.businessId);
  return { review, business };
}

/** Moves a review from one status to the other; a review that is gone or already moved is refused. */
async function moveStatus(
  tx: Tx,
  reviewId: string,
  from: Status[],
  data: { status: "published" | "hidden"; hiddenReason: string | null; hiddenAt: Date | null; heldReason?: null },
  refusal: string,
) {
  const changed = await tx.review.updateMany({ where: { id: reviewId, status: { in: from } }, data });
  if (changed.count === 1) return;
  if (!(await tx.review.count({ where: { id: reviewId } }))) throw notFound();
  throw new AppError("CONFLICT", refusal);
}

export function hideReview(db: DbOrTx, input: { reviewId: string; reason: string }, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const { review, business } = await lockReview(tx, input.reviewId);
    // A published review, or one waiting (held, or an unconfirmed link review): hidden for good.
    await moveStatus(
      tx,
      review.id,
      ["published", "held", "pending_email"],
      { status: "hidden", hiddenReason: input.reason, hiddenAt: now },
      REVIEW_MESSAGES.alreadyHidden,
    );
    const aggregate = await recomputeAggregate(tx, business.id);
    const profilePath = `${profilePathOf(business)}#reviews`;
    const stars = `${review.rating} ${review.rating === 1 ? "star" : "stars"}`;
    await notifyOwner(tx, business, {
      type: "review_hidden",
      title: `A review of ${business.businessName} was hidden`,
      body: `${review.reviewerName}'s ${stars} review: ${input.reason}`,
      link: profilePath,
      variables: {
        reviewerName: review.reviewerName,
        rating: String(review.rating),
        reason: input.reason,
        profileLink: absoluteUrl(profilePath),
      },
    });
    return { id: review.id, status: "hidden" as const, ...aggregate };
  });
}

export function restoreReview(db: DbOrTx, reviewId: string) {
  return inTransaction(db, async (tx) => {
    const { review, business } = await lockReview(tx, reviewId);
    await moveStatus(
      tx,
      review.id,
      ["hidden"],
      { status: "published", hiddenReason: null, hiddenAt: null },
      REVIEW_MESSAGES.notHidden,
    );
    return { id: review.id, status: "published" as const, ...(await recomputeAggregate(tx, business.id)) };
  });
}

/** Publishes a review held for moderation (the owner hears of it as of any new review). */
export async function publishHeldReview(db: DbOrTx, reviewId: string) {
  const result = await inTransaction(db, async (tx) => {
    const { review, business } = await lockReview(tx, reviewId);
    await moveStatus(
      tx,
      review.id,
      ["held"],
      { status: "published", hiddenReason: null, hiddenAt: null, heldReason: null },
      REVIEW_MESSAGES.notHeld,
    );
    await notifyOwnerOfReview(tx, business, review);
    return {
      id: review.id,
      status: "published" as const,
      business,
      review,
      ...(await recomputeAggregate(tx, business.id)),
    };
  });
  return result;
}

/** After the commit: the owner's new_review email of a review an admin published. */
export function emailOwnerAboutPublished(
  db: Parameters<typeof emailOwnerAboutReview>[0],
  result: Awaited<ReturnType<typeof publishHeldReview>>,
) {
  return emailOwnerAboutReview(db, result.business, result.review);
}

/** The audit log's view of a business's review pause. */
export function pauseSnapshot(tx: Tx, businessId: string) {
  return tx.businessProfile.findUnique({
    where: { id: businessId },
    select: { businessName: true, reviewsPausedAt: true },
  });
}

/** Ends a business's review pause (set by its owner's extortion report): new reviews publish again. */
export async function resumeReviews(db: DbOrTx, businessId: string) {
  const changed = await db.businessProfile.updateMany({
    where: { id: businessId, reviewsPausedAt: { not: null } },
    data: { reviewsPausedAt: null },
  });
  if (changed.count !== 1) {
    if (!(await db.businessProfile.count({ where: { id: businessId } })))
      throw new AppError("NOT_FOUND", REVIEW_MESSAGES.businessNotFound);
    throw new AppError("CONFLICT", REVIEW_MESSAGES.notPaused);
  }
  return { id: businessId, paused: false };
}

/** Businesses whose reviews are paused, longest paused first (the admins' review screen). */
export function listPausedBusinesses(db: DbOrTx) {
  return db.businessProfile.findMany({
    where: { reviewsPausedAt: { not: null } },
    orderBy: [{ reviewsPausedAt: "asc" }, { id: "asc" }],
    take: 100,
    select: { id: true, businessName: true, city: true, reviewsPausedAt: true },
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
    const cleared = await tx.review.updateMany({
      where: { id: reviewId, openReports: { gt: 0 } },
      data: { openReports: 0 },
    });
    if (cleared.count !== 1) {
      if (!(await tx.review.count({ where: { id: reviewId } }))) throw notFound();
      throw new AppError("CONFLICT", REVIEW_MESSAGES.noOpenReports);
    }
    const dismissed = await tx.reviewReport.updateMany({
      where: { reviewId, dismissedAt: null },
      data: { dismissedAt: now },
    });
    return { id: reviewId, dismissed: dismissed.count };
  });
}
