import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { adminHubSummary, adminOverview } from "@/features/admin-hub/queries";

export const adminHubRouter = createTRPCRouter({
  summary: adminProcedure.query(({ ctx }) => adminHubSummary(ctx.db)),
  overview: adminProcedure.query(({ ctx }) => adminOverview(ctx.db)),
});
