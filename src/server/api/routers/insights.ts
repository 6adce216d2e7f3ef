import { createTRPCRouter, ownerProcedure } from "@/server/api/trpc";
import { insightBusinesses, insightsCsv, insightsFor } from "@/features/insights/queries";
import { ZInsightsSchema } from "@/features/insights/schema";

/** An owner's insights into their own businesses (an admin may read any business's). */
export const insightsRouter = createTRPCRouter({
  businesses: ownerProcedure.query(({ ctx }) => insightBusinesses(ctx.db, ctx.session.id)),
  forBusiness: ownerProcedure
    .input(ZInsightsSchema)
    .query(({ ctx, input }) => insightsFor(ctx.db, ctx.session, input.businessId, input.days)),
  exportCsv: ownerProcedure
    .input(ZInsightsSchema)
    .query(({ ctx, input }) => insightsCsv(ctx.db, ctx.session, input.businessId, input.days)),
});
