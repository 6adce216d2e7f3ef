import { createTRPCRouter, ownerProcedure, protectedProcedure } from "@/server/api/trpc";
import {
  exportMembersCsv,
  inviteCandidates,
  manageOrganization,
  updateOrganizationSettings,
} from "@/features/organizations/manage";
import {
  answerInvitation,
  answerRequest,
  askToJoin,
  inviteBusiness,
  inviteEmail,
  leaveOrganization,
  myMemberships,
  removeMember,
  setShowValue,
} from "@/features/organizations/membership";
import { deleteOffer, memberOffers, postOffer } from "@/features/organizations/offers";
import {
  ZAnswerInvitationSchema,
  ZAnswerRequestSchema,
  ZAskToJoinSchema,
  ZInviteBusinessSchema,
  ZInviteEmailSchema,
  ZInviteSearchSchema,
  ZMembershipIdSchema,
  ZOfferIdSchema,
  ZOrganizationSettingsSchema,
  ZOrganizationSlugSchema,
  ZPostOfferSchema,
  ZShowValueSchema,
} from "@/features/organizations/schema";

/**
 * Membership of organisations. Owners act for their own businesses (another owner's business or
 * membership answers NOT_FOUND); an organisation's admins (and site admins) manage its members,
 * requests, invitations and settings, and anyone else gets NOT_FOUND; member-only offers reach only
 * the owners of active members and the organisation's admins.
 */
export const organizationsRouter = createTRPCRouter({
  myMemberships: ownerProcedure.query(({ ctx }) => myMemberships(ctx.db, ctx.session)),
  askToJoin: ownerProcedure.input(ZAskToJoinSchema).mutation(({ ctx, input }) => askToJoin(ctx.db, ctx.session, input)),
  leave: ownerProcedure
    .input(ZMembershipIdSchema)
    .mutation(({ ctx, input }) => leaveOrganization(ctx.db, ctx.session, input)),
  answerInvitation: ownerProcedure
    .input(ZAnswerInvitationSchema)
    .mutation(({ ctx, input }) => answerInvitation(ctx.db, ctx.session, input)),
  setShowValue: ownerProcedure
    .input(ZShowValueSchema)
    .mutation(({ ctx, input }) => setShowValue(ctx.db, ctx.session, input)),

  manage: protectedProcedure
    .input(ZOrganizationSlugSchema)
    .query(({ ctx, input }) => manageOrganization(ctx.db, ctx.session, input)),
  inviteCandidates: protectedProcedure
    .input(ZInviteSearchSchema)
    .query(({ ctx, input }) => inviteCandidates(ctx.db, ctx.session, input)),
  invite: protectedProcedure
    .input(ZInviteBusinessSchema)
    .mutation(({ ctx, input }) => inviteBusiness(ctx.db, ctx.session, input)),
  inviteEmail: protectedProcedure
    .input(ZInviteEmailSchema)
    .mutation(({ ctx, input }) => inviteEmail(ctx.db, ctx.session, input)),
  answerRequest: protectedProcedure
    .input(ZAnswerRequestSchema)
    .mutation(({ ctx, input }) => answerRequest(ctx.db, ctx.session, input)),
  removeMember: protectedProcedure
    .input(ZMembershipIdSchema)
    .mutation(({ ctx, input }) => removeMember(ctx.db, ctx.session, input)),
  exportMembers: protectedProcedure
    .input(ZOrganizationSlugSchema)
    .query(({ ctx, input }) => exportMembersCsv(ctx.db, ctx.session, input)),
  updateSettings: protectedProcedure
    .input(ZOrganizationSettingsSchema)
    .mutation(({ ctx, input }) => updateOrganizationSettings(ctx.db, ctx.session, input)),

  memberOffers: protectedProcedure
    .input(ZOrganizationSlugSchema)
    .query(({ ctx, input }) => memberOffers(ctx.db, ctx.session, input)),
  postOffer: ownerProcedure.input(ZPostOfferSchema).mutation(({ ctx, input }) => postOffer(ctx.db, ctx.session, input)),
  deleteOffer: protectedProcedure
    .input(ZOfferIdSchema)
    .mutation(({ ctx, input }) => deleteOffer(ctx.db, ctx.session, input)),
});
