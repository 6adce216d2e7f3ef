// The waitlist's admin side: challenge moderation, referrals (with the review of held and
// area-unknown entries), conversion, area goals and launches. Every
// change is an audited admin change (features/audit/admin-change.ts).
import { z } from "zod";
import { zText } from "@/lib/text";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import {
  challengeChange,
  listAllChallenges,
  listUnapprovedResponses,
  moderateChallenge,
} from "@/features/waitlist-admin/challenges";
import { convertEntry, getConversionEntry } from "@/features/waitlist-admin/conversion";
import { categoryTree } from "@/features/businesses/editor/queries";
import { launchArea, launchOverview, launchPreview } from "@/features/waitlist-admin/launches";
import { setAreaSettings } from "@/features/waitlist-admin/area-goals";
import { assignEntryArea, clearHeldEntry } from "@/features/waitlist-admin/entry-review";
import { listWaitlistEntries, referralStats } from "@/features/waitlist-admin/referrals";
import {
  ZAreaSettingsSchema,
  ZAssignAreaSchema,
  ZClearEntrySchema,
  ZConvertEntrySchema,
  ZLaunchAreaSchema,
  ZModerateChallengeSchema,
  ZReferralStatsSchema,
  ZWaitlistEntriesSchema,
} from "@/features/waitlist-admin/schema";

export const waitlistAdminRouter = createTRPCRouter({
  challenges: adminProcedure.query(({ ctx }) => listAllChallenges(ctx.db)),
  unapprovedResponses: adminProcedure.query(({ ctx }) => listUnapprovedResponses(ctx.db)),
  moderateChallenge: adminProcedure
    .input(ZModerateChallengeSchema)
    .mutation(({ ctx, input }) => adminChange(ctx, challengeChange(input), (tx) => moderateChallenge(tx, input))),

  referralStats: adminProcedure
    .input(ZReferralStatsSchema)
    .query(({ ctx, input }) => referralStats(ctx.db, input.filters, input.interval)),
  entries: adminProcedure
    .input(ZWaitlistEntriesSchema)
    .query(({ ctx, input }) => listWaitlistEntries(ctx.db, input.filters, input.page)),
  clearEntry: adminProcedure.input(ZClearEntrySchema).mutation(({ ctx, input }) => clearHeldEntry(ctx, input.id)),
  assignArea: adminProcedure.input(ZAssignAreaSchema).mutation(({ ctx, input }) => assignEntryArea(ctx, input)),

  conversionEntry: adminProcedure
    .input(z.object({ id: zText().min(1).max(64) }).strict())
    .query(async ({ ctx, input }) => ({
      entry: await getConversionEntry(ctx.db, input.id),
      categories: await categoryTree(ctx.db),
    })),
  convert: adminProcedure.input(ZConvertEntrySchema).mutation(({ ctx, input }) => convertEntry(ctx, input)),

  launchOverview: adminProcedure.query(({ ctx }) => launchOverview(ctx.db)),
  setAreaSettings: adminProcedure.input(ZAreaSettingsSchema).mutation(({ ctx, input }) => setAreaSettings(ctx, input)),
  launchPreview: adminProcedure.input(ZLaunchAreaSchema).query(({ ctx, input }) => launchPreview(ctx.db, input.area)),
  launchArea: adminProcedure.input(ZLaunchAreaSchema).mutation(({ ctx, input }) => launchArea(ctx, input)),
});
