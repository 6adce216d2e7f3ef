import "server-only";
// Reads of a business's published reviews: the rating summary, one page of reviews in one of the
// profile's sorts (each served by an index), and what the signed-in visitor may do.
import type { Db } from "@/platform/db";
import type { Role } from "@/lib/roles";
import { findBusinessOwner, mayEditBusiness } from "@/features/businesses/access";
import { REVIEWS_PAGE_SIZE, type TReviewSort } from "./schema";
import type { PublicReview, RatingSummary, ReviewViewer } from "./types";

const ORDER = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  helpful: [{ helpfulCount: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  lowest: [{ rating: "asc" }, { createdAt: "desc" }, { id: "desc" }],
} as const;

const publicFields = {
  id: true,
  reviewerName: true,
  rating: true,
  title: true,
  comment: true,
  createdAt: true,
  origin: true,
  replyText: true,
  repliedAt: true,
  helpfulCount: true,
} as const;

export function listPublishedReviews(
  db: Db,
  businessId: string,
  sort: TReviewSort,
  page: number,
): Promise<PublicReview[]> {
  return db.review.findMany({
    where: { businessId, status: "published" },
    orderBy: [...ORDER[sort]],
    skip: (page - 1) * REVIEWS_PAGE_SIZE,
    take: REVIEWS_PAGE_SIZE,
    select: publicFields,
  });
}

/** The 5-to-1-star distribution of published reviews and their count (the average is the stored one, kept equal to it). */
export async function ratingDistribution(db: Db, businessId: string): Promise<Omit<RatingSummary, "averageRating">> {
  const breakdown = await db.review.groupBy({
    by: ["rating"],
    where: { businessId, status: "published" },
    _count: { _all: true },
  });
  const ratingCounts = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: breakdown.find((row) => row.rating === stars)?._count._all ?? 0,
  }));
  return { reviewCount: ratingCounts.reduce((sum, row) => sum + row.count, 0), ratingCounts };
}

export async function reviewViewer(
  db: Db,
  user: { id: string; roles: readonly Role[] } | null,
  businessId: string,
): Promise<ReviewViewer> {
  if (!user) return { signedIn: false, ownsBusiness: false, canReply: false, myReview: null };
  const [business, mine] = await Promise.all([
    findBusinessOwner(db, businessId),
    db.review.findUnique({
      where: { businessId_userId: { businessId, userId: user.id } },
      select: { id: true, rating: true, title: true, comment: true, status: true },
    }),
  ]);
  const ownsBusiness = !!business && business.ownerId === user.id;
  return {
    signedIn: true,
    ownsBusiness,
    canReply: !!business && mayEditBusiness(business, user),
    myReview: mine
      ? { id: mine.id, rating: mine.rating, title: mine.title ?? "", text: mine.comment ?? "", status: mine.status }
      : null,
  };
}
