import {
  adminProcedure,
  createTRPCRouter,
  ownerProcedure,
  protectedProcedure,
  publicProcedure,
} from "@/server/api/trpc";
import { networkOverview } from "@/features/network/admin";
import {
  answerConnection,
  blockBusiness,
  countConnections,
  listBlocked,
  listConnections,
  listRequests,
  networkBusinesses,
  relationshipWith,
  removeConnection,
  requestConnection,
  suggestConnections,
  unblockBusiness,
} from "@/features/network/connections";
import { networkNumbers } from "@/features/network/numbers";
import {
  answerRecommendation,
  listOwnRecommendations,
  listRecommendationsForAdmin,
  moderateRecommendation,
  publicRecommendations,
  reportRecommendation,
  withdrawRecommendation,
  writeRecommendation,
} from "@/features/network/recommendations";
import {
  createReferral,
  exportReferralsCsv,
  listReceivedReferrals,
  listSentReferrals,
  stepReferral,
} from "@/features/network/referrals";
import {
  ZActingSchema,
  ZAdminRecommendationActionSchema,
  ZAdminRecommendationsSchema,
  ZConnectionAnswerSchema,
  ZConnectionIdSchema,
  ZConnectionRequestSchema,
  ZConnectionsListSchema,
  ZPairSchema,
  ZPublicRecommendationsSchema,
  ZRecommendationAnswerSchema,
  ZRecommendationIdSchema,
  ZRecommendationReportSchema,
  ZRecommendationSchema,
  ZReferralListSchema,
  ZReferralSchema,
  ZReferralStepSchema,
  ZRelationshipSchema,
  ZRequestsListSchema,
} from "@/features/network/schema";
import { SUGGESTIONS_COUNT } from "@/features/network/types";

/**
 * The network: owners act as one of their own businesses (the feature checks that the business is
 * theirs, listed, and that their email is proven); only the receiving business reads a referral's
 * contact details; a profile's connection count and accepted recommendations are public.
 */
export const networkRouter = createTRPCRouter({
  businesses: ownerProcedure.query(({ ctx }) => networkBusinesses(ctx.db, ctx.session)),
  numbers: ownerProcedure
    .input(ZActingSchema)
    .query(({ ctx, input }) => networkNumbers(ctx.db, ctx.session, input.businessId)),
  connections: ownerProcedure
    .input(ZConnectionsListSchema)
    .query(({ ctx, input }) => listConnections(ctx.db, ctx.session, input)),
  requests: ownerProcedure
    .input(ZRequestsListSchema)
    .query(({ ctx, input }) => listRequests(ctx.db, ctx.session, input)),
  suggestions: ownerProcedure
    .input(ZActingSchema)
    .query(({ ctx, input }) => suggestConnections(ctx.db, ctx.session, input.businessId, SUGGESTIONS_COUNT)),
  blocked: ownerProcedure
    .input(ZActingSchema)
    .query(({ ctx, input }) => listBlocked(ctx.db, ctx.session, input.businessId)),
  relationship: ownerProcedure
    .input(ZRelationshipSchema)
    .query(({ ctx, input }) => relationshipWith(ctx.db, ctx.session, input.otherBusinessId)),

  connect: ownerProcedure
    .input(ZConnectionRequestSchema)
    .mutation(({ ctx, input }) => requestConnection(ctx.db, ctx.session, input)),
  answerConnection: ownerProcedure
    .input(ZConnectionAnswerSchema)
    .mutation(({ ctx, input }) => answerConnection(ctx.db, ctx.session, input)),
  removeConnection: ownerProcedure
    .input(ZConnectionIdSchema)
    .mutation(({ ctx, input }) => removeConnection(ctx.db, ctx.session, input)),
  block: ownerProcedure.input(ZPairSchema).mutation(({ ctx, input }) => blockBusiness(ctx.db, ctx.session, input)),
  unblock: ownerProcedure.input(ZPairSchema).mutation(({ ctx, input }) => unblockBusiness(ctx.db, ctx.session, input)),

  refer: ownerProcedure.input(ZReferralSchema).mutation(({ ctx, input }) => createReferral(ctx.db, ctx.session, input)),
  referralsReceived: ownerProcedure
    .input(ZReferralListSchema)
    .query(({ ctx, input }) => listReceivedReferrals(ctx.db, ctx.session, input)),
  referralsSent: ownerProcedure
    .input(ZReferralListSchema)
    .query(({ ctx, input }) => listSentReferrals(ctx.db, ctx.session, input)),
  stepReferral: ownerProcedure
    .input(ZReferralStepSchema)
    .mutation(({ ctx, input }) => stepReferral(ctx.db, ctx.session, input)),
  exportReferrals: ownerProcedure
    .input(ZActingSchema)
    .query(({ ctx, input }) => exportReferralsCsv(ctx.db, ctx.session, input.businessId)),

  recommend: ownerProcedure
    .input(ZRecommendationSchema)
    .mutation(({ ctx, input }) => writeRecommendation(ctx.db, ctx.session, input)),
  recommendations: ownerProcedure
    .input(ZActingSchema)
    .query(({ ctx, input }) => listOwnRecommendations(ctx.db, ctx.session, input.businessId)),
  answerRecommendation: ownerProcedure
    .input(ZRecommendationAnswerSchema)
    .mutation(({ ctx, input }) => answerRecommendation(ctx.db, ctx.session, input)),
  withdrawRecommendation: ownerProcedure
    .input(ZRecommendationIdSchema)
    .mutation(({ ctx, input }) => withdrawRecommendation(ctx.db, ctx.session, input)),
  reportRecommendation: protectedProcedure
    .input(ZRecommendationReportSchema)
    .mutation(({ ctx, input }) => reportRecommendation(ctx.db, ctx.session.id, input)),

  /** A profile's public network: how many businesses it is connected with, its accepted recommendations. */
  profile: publicProcedure.input(ZPublicRecommendationsSchema).query(async ({ ctx, input }) => {
    const [connections, recommendations] = await Promise.all([
      countConnections(ctx.db, input.businessId),
      publicRecommendations(ctx.db, input.businessId),
    ]);
    return { connections, recommendations };
  }),

  adminOverview: adminProcedure.query(({ ctx }) => networkOverview(ctx.db)),
  adminRecommendations: adminProcedure
    .input(ZAdminRecommendationsSchema)
    .query(({ ctx, input }) => listRecommendationsForAdmin(ctx.db, input)),
  moderateRecommendation: adminProcedure
    .input(ZAdminRecommendationActionSchema)
    .mutation(({ ctx, input }) => moderateRecommendation({ db: ctx.db, session: ctx.session }, input)),
});
