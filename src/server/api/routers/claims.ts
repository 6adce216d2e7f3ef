// Claiming a listing: any signed-in user files a claim; admins list and decide them.
import { adminProcedure, createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { decideClaim, submitClaim } from "@/features/claims/mutations";
import { listClaims } from "@/features/claims/queries";
import { ZClaimIdSchema, ZListClaimsSchema, ZSubmitClaimSchema } from "@/features/claims/schema";

export const claimsRouter = createTRPCRouter({
  submit: protectedProcedure.input(ZSubmitClaimSchema).mutation(({ ctx, input }) => submitClaim(ctx.db, ctx.session.id, input)),
  list: adminProcedure.input(ZListClaimsSchema).query(({ ctx, input }) => listClaims(ctx.db, input.status)),
  approve: adminProcedure.input(ZClaimIdSchema).mutation(({ ctx, input }) => decideClaim(ctx.db, ctx.session.id, input.id, "approved")),
  reject: adminProcedure.input(ZClaimIdSchema).mutation(({ ctx, input }) => decideClaim(ctx.db, ctx.session.id, input.id, "rejected")),
});
