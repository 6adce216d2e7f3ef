import { adminProcedure, createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import { CACHE_TAGS } from "@/features/catalogue/cache";
import { getSiteSettings, listStoredSiteSettings, saveSiteSettings, upsertSiteSetting } from "@/features/site-settings/queries";
import { ZSaveSiteSettingsSchema, ZUpsertSiteSettingSchema } from "@/features/site-settings/schema";

const settingsChange = (action: string) => ({ action, invalidates: [CACHE_TAGS.settings] });

export const siteSettingsRouter = createTRPCRouter({
  /** Every setting with defaults; all of them are public site configuration. */
  get: publicProcedure.query(({ ctx }) => getSiteSettings(ctx.db)),
  list: adminProcedure.query(({ ctx }) => listStoredSiteSettings(ctx.db)),
  upsert: adminProcedure.input(ZUpsertSiteSettingSchema).mutation(({ ctx, input }) => adminChange(ctx, settingsChange("siteSettings.upsert"), (db) => upsertSiteSetting(db, input))),
  save: adminProcedure.input(ZSaveSiteSettingsSchema).mutation(({ ctx, input }) => adminChange(ctx, settingsChange("siteSettings.save"), (db) => saveSiteSettings(db, input))),
});
