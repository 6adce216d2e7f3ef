// The admins' review moderation (/admin/reviews): the list with its filters, and hide, restore,
// delete and dismiss reports, each written with its audit entry in one transaction (adminChange).
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import { CACHE_TAGS } from "@/features/catalogue/cache";
import { listReviewsForAdmin, lookUpBusinesses } from "@/features/reviews/admin-queries";
import { deleteReviewAsAdmin, dismissReports, hideReview, restoreReview, reviewSnapshot } from "@/features/reviews/moderation";
import { ZAdminReviewListSchema, ZBusinessLookupSchema, ZHideSchema, ZReviewIdSchema } from "@/features/reviews/schema";

/** The audit entry of a change to one review; a rating change reaches the home page's cached cards. */
const change = (action: string, reviewId: string, invalidates: string[] = [CACHE_TAGS.businesses]) => ({ action, targetId: reviewId, snapshot: reviewSnapshot, invalidates });

export const adminReviewsRouter = createTRPCRouter({
  list: adminProcedure.input(ZAdminReviewListSchema).query(({ ctx, input }) => listReviewsForAdmin(ctx.db, input)),
  /** Businesses by name, for the list's business filter. */
  businesses: adminProcedure.input(ZBusinessLookupSchema).query(({ ctx, input }) => lookUpBusinesses(ctx.db, input)),
  hide: adminProcedure.input(ZHideSchema).mutation(({ ctx, input }) => adminChange(ctx, change("review.hide", input.reviewId), (tx) => hideReview(tx, input))),
  restore: adminProcedure.input(ZReviewIdSchema).mutation(({ ctx, input }) => adminChange(ctx, change("review.restore", input.reviewId), (tx) => restoreReview(tx, input.reviewId))),
  delete: adminProcedure.input(ZReviewIdSchema).mutation(({ ctx, input }) => adminChange(ctx, change("review.delete", input.reviewId), (tx) => deleteReviewAsAdmin(tx, input.reviewId))),
  dismissReports: adminProcedure
    .input(ZReviewIdSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, { ...change("review.dismissReports", input.reviewId, []), details: (result: { dismissed: number }) => ({ dismissed: result.dismissed }) }, (tx) => dismissReports(tx, input.reviewId)),
    ),
});
