import { adminProcedure, createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { getSiteSettings, listStoredSiteSettings, upsertSiteSetting } from "@/features/site-settings/queries";
import { ZUpsertSiteSettingSchema } from "@/features/site-settings/schema";

export const siteSettingsRouter = createTRPCRouter({
  /** Every setting with defaults; all of them are public site configuration. */
  get: publicProcedure.query(({ ctx }) => getSiteSettings(ctx.db)),
  list: adminProcedure.query(({ ctx }) => listStoredSiteSettings(ctx.db)),
  upsert: adminProcedure.input(ZUpsertSiteSettingSchema).mutation(({ ctx, input }) => upsertSiteSetting(ctx.db, input)),
});
