import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { getFeaturedBusinesses } from "@/features/home/featured";
import { getPlatformFeatures } from "@/features/home/platform-features";

export const homeRouter = createTRPCRouter({
  featuredBusinesses: publicProcedure.query(({ ctx }) => getFeaturedBusinesses(ctx.db)),
  platformFeatures: publicProcedure.query(({ ctx }) => getPlatformFeatures(ctx.db)),
});
