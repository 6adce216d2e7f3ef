import { adminProcedure, createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import { settingChange, settingsChange } from "@/features/site-settings/audit";
import {
  getSiteSettings,
  listStoredSiteSettings,
  saveSiteSettings,
  upsertSiteSetting,
} from "@/features/site-settings/queries";
import { ZSaveSiteSettingsSchema, ZUpsertSiteSettingSchema } from "@/features/site-settings/schema";

export const siteSettingsRouter = createTRPCRouter({
  /** Every setting with defaults; all of them are public site configuration. */
  get: publicProcedure.query(({ ctx }) => getSiteSettings(ctx.db)),
  list: adminProcedure.query(({ ctx }) => listStoredSiteSettings(ctx.db)),
  upsert: adminProcedure
    .input(ZUpsertSiteSettingSchema)
    .mutation(({ ctx, input }) => adminChange(ctx, settingChange(input.key), (db) => upsertSiteSetting(db, input))),
  save: adminProcedure
    .input(ZSaveSiteSettingsSchema)
    .mutation(({ ctx, input }) => adminChange(ctx, settingsChange, (db) => saveSiteSettings(db, input))),
});
