import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { clientKey } from "@/platform/client-ip";
import { signUp } from "@/features/auth/accounts";
import { ZSignUpSchema } from "@/features/auth/schema";

export const authRouter = createTRPCRouter({
  /** Creates a customer or business-owner account; the client then signs in through next-auth. */
  signUp: publicProcedure.input(ZSignUpSchema).mutation(({ ctx, input }) => signUp(ctx.db, input, clientKey(ctx.headers))),

  /** The signed-in user with roles read fresh from the database. */
  me: protectedProcedure.query(async ({ ctx }) => {
    const user = await ctx.db.user.findUniqueOrThrow({
      where: { id: ctx.session.id },
      select: { id: true, displayName: true, email: true, phone: true },
    });
    return { ...user, roles: ctx.roles };
  }),
});
