import "server-only";
// BusinessProfile.averageRating and totalReviews are the aggregate of the business's published
// reviews. Every write that changes a review takes the business row's lock first (lockBusiness),
// then writes, then recomputes (recomputeAggregate), all in one transaction: writers of one
// business run one after the other, so the stored numbers always match the reviews.
import type { Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { REVIEW_MESSAGES } from "./schema";

/** Locks the business row (an update that changes nothing) and returns its owner and name. */
export async function lockBusiness(tx: Tx, businessId: string) {
  try {
    return await tx.businessProfile.update({
      where: { id: businessId },
      data: { totalReviews: { increment: 0 } },
      select: { id: true, ownerId: true, businessName: true, slug: true, citySlug: true, active: true },
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2025")
      throw new AppError("NOT_FOUND", REVIEW_MESSAGES.businessNotFound);
    throw error;
  }
}

/** The stored average: the mean of the published ratings, rounded to two decimals (0 without reviews). */
export function storedAverage(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 100) / 100;
}

export async function recomputeAggregate(tx: Tx, businessId: string) {
  const result = await tx.review.aggregate({
    where: { businessId, status: "published" },
    _sum: { rating: true },
    _count: { _all: true },
  });
  const totalReviews = result._count._all;
  const averageRating = storedAverage(result._sum.rating ?? 0, totalReviews);
  await tx.businessProfile.update({ where: { id: businessId }, data: { averageRating, totalReviews } });
  return { averageRating, totalReviews };
}
