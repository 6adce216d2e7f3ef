import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { clientKey } from "@/platform/client-ip";
import { deleteAccount } from "@/features/account/delete-account";
import { exportAccountData } from "@/features/account/export-data";
import { changePassword, getAccountSettings, requestEmailChange, updateDisplayName } from "@/features/account/settings";
import {
  ZChangeEmailSchema,
  ZChangePasswordSchema,
  ZDeleteAccountSchema,
  ZUpdateDisplayNameSchema,
} from "@/features/account/schema";
import { listSessions, revokeUserSessions } from "@/features/auth/sessions";

/** /account: every procedure acts on the signed-in user's own account only. */
export const accountRouter = createTRPCRouter({
  settings: protectedProcedure.query(({ ctx }) => getAccountSettings(ctx.db, ctx.session.id)),

  updateDisplayName: protectedProcedure
    .input(ZUpdateDisplayNameSchema)
    .mutation(({ ctx, input }) => updateDisplayName(ctx.db, ctx.session.id, input.displayName)),

  changeEmail: protectedProcedure.input(ZChangeEmailSchema).mutation(async ({ ctx, input }) => {
    await requestEmailChange(ctx.db, ctx.session.id, input, clientKey(ctx.headers));
    return { ok: true };
  }),

  changePassword: protectedProcedure.input(ZChangePasswordSchema).mutation(async ({ ctx, input }) => {
    await changePassword(ctx.db, ctx.session.id, ctx.session.sessionId, input);
    return { ok: true };
  }),

  sessions: protectedProcedure.query(({ ctx }) => listSessions(ctx.db, ctx.session.id, ctx.session.sessionId)),

  signOutOtherSessions: protectedProcedure.mutation(async ({ ctx }) => ({
    signedOut: await revokeUserSessions(ctx.db, ctx.session.id, ctx.session.sessionId),
  })),

  exportData: protectedProcedure.query(({ ctx }) => exportAccountData(ctx.db, ctx.session.id)),

  deleteAccount: protectedProcedure.input(ZDeleteAccountSchema).mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx.db, ctx.session.id, input.confirmation);
    return { ok: true };
  }),
});
