import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { clientKey } from "@/platform/client-ip";
import { signUp } from "@/features/auth/accounts";
import { resendVerification, verifyEmail } from "@/features/auth/email-verification";
import { requestPasswordReset, resetPassword } from "@/features/auth/password-reset";
import { ZRequestPasswordResetSchema, ZResetPasswordSchema, ZVerifyEmailSchema } from "@/features/auth/schema";
import { ZSignUpSchema } from "@/features/auth/schema";

export const authRouter = createTRPCRouter({
  /**
   * Signs up a customer or business owner. An email address is sent a link that creates the account
   * (the same answer whether or not the address is registered); a phone account is made at once and
   * the client then signs in through next-auth.
   */
  signUp: publicProcedure
    .input(ZSignUpSchema)
    .mutation(({ ctx, input }) => signUp(ctx.db, input, clientKey(ctx.headers))),

  /** The signed-in user with roles read fresh from the database. */
  me: protectedProcedure.query(async ({ ctx }) => {
    const user = await ctx.db.user.findUniqueOrThrow({
      where: { id: ctx.session.id },
      select: { id: true, displayName: true, email: true, phone: true },
    });
    return { ...user, roles: ctx.roles };
  }),

  /** 'Forgot password?': the same answer whether or not the account exists. */
  requestPasswordReset: publicProcedure
    .input(ZRequestPasswordResetSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.db, input.email, clientKey(ctx.headers))),

  /** Sets a new password from a reset link; every session of the account ends. */
  resetPassword: publicProcedure.input(ZResetPasswordSchema).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.db, input, clientKey(ctx.headers));
    return { ok: true };
  }),

  /** Confirms an email address from its link. */
  verifyEmail: publicProcedure.input(ZVerifyEmailSchema).mutation(({ ctx, input }) => verifyEmail(ctx.db, input.token)),

  /** Sends the signed-in user a new verification link. */
  resendVerification: protectedProcedure.mutation(async ({ ctx }) => {
    await resendVerification(ctx.db, ctx.session.id);
    return { ok: true };
  }),
});
