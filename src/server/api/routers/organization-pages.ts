import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { listMembers } from "@/features/organizations/directory";
import { organizationLeaderboard } from "@/features/organizations/leaderboard";
import {
  memberPublicOffers,
  memberRecommendations,
  organizationPage,
  organizationViewer,
} from "@/features/organizations/public";
import {
  ZLeaderboardSchema,
  ZOrganizationMembersSchema,
  ZOrganizationSlugSchema,
} from "@/features/organizations/schema";

/**
 * An organisation's public page (/organization/{slug}): an active organisation only, else
 * NOT_FOUND. The leaderboard is public when the organisation turned it on, else for its admins
 * only; `viewer` tells a signed-in visitor's buttons where their businesses stand.
 */
export const organizationPagesRouter = createTRPCRouter({
  page: publicProcedure.input(ZOrganizationSlugSchema).query(({ ctx, input }) => organizationPage(ctx.db, input.slug)),
  members: publicProcedure.input(ZOrganizationMembersSchema).query(({ ctx, input }) => listMembers(ctx.db, input)),
  leaderboard: publicProcedure
    .input(ZLeaderboardSchema)
    .query(({ ctx, input }) => organizationLeaderboard(ctx.db, ctx.session, input)),
  recommendations: publicProcedure
    .input(ZOrganizationSlugSchema)
    .query(({ ctx, input }) => memberRecommendations(ctx.db, input.slug)),
  publicOffers: publicProcedure
    .input(ZOrganizationSlugSchema)
    .query(({ ctx, input }) => memberPublicOffers(ctx.db, input.slug)),
  viewer: protectedProcedure
    .input(ZOrganizationSlugSchema)
    .query(({ ctx, input }) => organizationViewer(ctx.db, ctx.session, input.slug)),
});
