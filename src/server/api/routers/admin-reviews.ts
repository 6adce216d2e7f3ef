// The admins' review moderation (/admin/reviews): the list with its filters, and publish (a held
// review), hide, restore, delete, dismiss reports and resume a business's paused reviews, each
// written with its audit entry in one transaction (adminChange).
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import { CACHE_TAGS } from "@/features/catalogue/cache";
import { listReviewsForAdmin, lookUpBusinesses } from "@/features/reviews/admin-queries";
import {
  deleteReviewAsAdmin,
  dismissReports,
  emailOwnerAboutPublished,
  hideReview,
  listPausedBusinesses,
  pauseSnapshot,
  publishHeldReview,
  restoreReview,
  resumeReviews,
  reviewSnapshot,
} from "@/features/reviews/moderation";
import {
  ZAdminReviewListSchema,
  ZBusinessIdSchema,
  ZBusinessLookupSchema,
  ZHideSchema,
  ZReviewIdSchema,
} from "@/features/reviews/schema";

/** The audit entry of a change to one review; a rating change reaches the home page's cached cards. */
const change = (action: string, reviewId: string, invalidates: string[] = [CACHE_TAGS.businesses]) => ({
  action,
  targetId: reviewId,
  snapshot: reviewSnapshot,
  invalidates,
});

export const adminReviewsRouter = createTRPCRouter({
  list: adminProcedure.input(ZAdminReviewListSchema).query(({ ctx, input }) => listReviewsForAdmin(ctx.db, input)),
  /** Businesses by name, for the list's business filter. */
  businesses: adminProcedure.input(ZBusinessLookupSchema).query(({ ctx, input }) => lookUpBusinesses(ctx.db, input)),
  /** Businesses whose reviews are paused (their owner reported extortion). */
  paused: adminProcedure.query(({ ctx }) => listPausedBusinesses(ctx.db)),
  publish: adminProcedure.input(ZReviewIdSchema).mutation(async ({ ctx, input }) => {
    const result = await adminChange(ctx, change("review.publish", input.reviewId), (tx) =>
      publishHeldReview(tx, input.reviewId),
    );
    await emailOwnerAboutPublished(ctx.db, result);
    return {
      id: result.id,
      status: result.status,
      averageRating: result.averageRating,
      totalReviews: result.totalReviews,
    };
  }),
  resumeReviews: adminProcedure.input(ZBusinessIdSchema).mutation(({ ctx, input }) =>
    adminChange(
      ctx,
      {
        action: "business.resumeReviews",
        targetType: "business",
        targetId: input.businessId,
        snapshot: pauseSnapshot,
      },
      (tx) => resumeReviews(tx, input.businessId),
    ),
  ),
  hide: adminProcedure
    .input(ZHideSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, change("review.hide", input.reviewId), (tx) => hideReview(tx, input)),
    ),
  restore: adminProcedure
    .input(ZReviewIdSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, change("review.restore", input.reviewId), (tx) => restoreReview(tx, input.reviewId)),
    ),
  delete: adminProcedure
    .input(ZReviewIdSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, change("review.delete", input.reviewId), (tx) => deleteReviewAsAdmin(tx, input.reviewId)),
    ),
  dismissReports: adminProcedure.input(ZReviewIdSchema).mutation(({ ctx, input }) =>
    adminChange(
      ctx,
      {
        ...change("review.dismissReports", input.reviewId, []),
        details: (result: { dismissed: number }) => ({ dismissed: result.dismissed }),
      },
      (tx) => dismissReports(tx, input.reviewId),
    ),
  ),
});
