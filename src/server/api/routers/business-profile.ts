import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { getBusinessProfile } from "@/features/business-profile/queries";
import { ZBusinessProfileInput } from "@/features/business-profile/schema";

export const businessProfileRouter = createTRPCRouter({
  /** An active business's public profile by city + slug, slug or id; null when there is none. */
  get: publicProcedure.input(ZBusinessProfileInput).query(({ ctx, input }) => getBusinessProfile(ctx.db, input)),
});
