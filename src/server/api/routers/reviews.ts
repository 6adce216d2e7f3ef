// Reviews: requests (owners of the business, or admins), link and member reviews (a link review
// confirmed by email unless its writer has a verified account), replies, helpful marks and reports
// (admins moderate in admin-reviews.ts), and the owner's inbox of their businesses' reviews. Owners have no procedure that hides, orders or removes a
// review: they reply or report.
import { createTRPCRouter, ownerProcedure, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { clientAddressHash, clientKey } from "@/platform/client-ip";
import { limitHelpful, limitReport, limitReviewSubmission } from "@/features/reviews/limits";
import { reviewInbox } from "@/features/reviews/inbox";
import { reviewViewer } from "@/features/reviews/queries";
import {
  admitRequestSend,
  listReviewRequests,
  resendReviewRequest,
  sendReviewRequests,
} from "@/features/reviews/requests";
import { markHelpful, removeReply, reportReview, saveReply } from "@/features/reviews/responses";
import {
  confirmLinkReview,
  deleteReview,
  readReviewLink,
  saveMemberReview,
  submitLinkReview,
} from "@/features/reviews/submit";
import {
  ZBusinessIdSchema,
  ZConfirmReviewSchema,
  ZLinkCodeSchema,
  ZLinkReviewSchema,
  ZMemberReviewSchema,
  ZReplySchema,
  ZReportSchema,
  ZRequestIdSchema,
  ZReviewIdSchema,
  ZReviewInboxSchema,
  ZSendRequestsSchema,
} from "@/features/reviews/schema";

export const reviewsRouter = createTRPCRouter({
  sendRequests: protectedProcedure.input(ZSendRequestsSchema).mutation(async ({ ctx, input }) => {
    await admitRequestSend(ctx.db, ctx.session, clientKey(ctx.headers));
    return sendReviewRequests(ctx.db, ctx.session, input);
  }),
  requests: protectedProcedure
    .input(ZBusinessIdSchema)
    .query(({ ctx, input }) => listReviewRequests(ctx.db, ctx.session, input.businessId)),
  resendRequest: protectedProcedure.input(ZRequestIdSchema).mutation(async ({ ctx, input }) => {
    await admitRequestSend(ctx.db, ctx.session, clientKey(ctx.headers));
    return resendReviewRequest(ctx.db, ctx.session, input.requestId);
  }),
  /** What /review/{code} shows (null: unknown code); marks the request opened. */
  link: publicProcedure
    .input(ZLinkCodeSchema)
    .query(({ ctx, input }) => readReviewLink(ctx.db, input.code, ctx.session)),
  /** Anyone holding a request link (signed in or not) reviews once through it; published once an email address is proven. */
  submitWithLink: publicProcedure.input(ZLinkReviewSchema).mutation(async ({ ctx, input }) => {
    await limitReviewSubmission(ctx.session?.id ?? null, clientKey(ctx.headers));
    return submitLinkReview(ctx.db, input, ctx.session, { addressHash: clientAddressHash(ctx.headers) });
  }),
  /** The emailed confirmation of a link review (single use, 7 days). Limited as submissions are. */
  confirm: publicProcedure.input(ZConfirmReviewSchema).mutation(async ({ ctx, input }) => {
    await limitReviewSubmission(null, clientKey(ctx.headers));
    return confirmLinkReview(ctx.db, input.token);
  }),
  /** The signed-in visitor's own state on a profile's reviews (signed-out visitors get an empty one). */
  viewer: publicProcedure
    .input(ZBusinessIdSchema)
    .query(({ ctx, input }) => reviewViewer(ctx.db, ctx.session, input.businessId)),
  save: protectedProcedure.input(ZMemberReviewSchema).mutation(async ({ ctx, input }) => {
    await limitReviewSubmission(ctx.session.id, clientKey(ctx.headers));
    return saveMemberReview(ctx.db, ctx.session, input, { addressHash: clientAddressHash(ctx.headers) });
  }),
  delete: protectedProcedure
    .input(ZReviewIdSchema)
    .mutation(({ ctx, input }) => deleteReview(ctx.db, ctx.session.id, input.reviewId)),
  /** The owner's reviews inbox on the dashboard: their businesses' published reviews, all or unanswered. */
  inbox: ownerProcedure.input(ZReviewInboxSchema).query(({ ctx, input }) => reviewInbox(ctx.db, ctx.session.id, input)),
  reply: protectedProcedure.input(ZReplySchema).mutation(({ ctx, input }) => saveReply(ctx.db, ctx.session, input)),
  removeReply: protectedProcedure
    .input(ZReviewIdSchema)
    .mutation(({ ctx, input }) => removeReply(ctx.db, ctx.session, input.reviewId)),
  markHelpful: protectedProcedure.input(ZReviewIdSchema).mutation(async ({ ctx, input }) => {
    await limitHelpful(ctx.session.id, clientKey(ctx.headers));
    return markHelpful(ctx.db, ctx.session.id, input.reviewId);
  }),
  report: protectedProcedure.input(ZReportSchema).mutation(async ({ ctx, input }) => {
    await limitReport(ctx.session.id, clientKey(ctx.headers));
    return reportReview(ctx.db, ctx.session, input);
  }),
});
