// Claiming a listing: any signed-in user files a claim; admins list and decide them (audited).
import { adminProcedure, createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import { decideClaim, submitClaim } from "@/features/businesses/claims/mutations";
import { listClaims } from "@/features/businesses/claims/queries";
import { ZClaimIdSchema, ZListClaimsSchema, ZSubmitClaimSchema } from "@/features/businesses/claims/schema";

/** A decision's audit entry: the claim, its business and the claimant (approving changes the business's owner). */
const decision = (action: string, id: string) => ({
  action,
  targetId: id,
  details: (result: Awaited<ReturnType<typeof decideClaim>>) => ({
    status: result.status,
    businessId: result.businessId,
    claimantId: result.claimantId,
  }),
});

export const claimsRouter = createTRPCRouter({
  submit: protectedProcedure
    .input(ZSubmitClaimSchema)
    .mutation(({ ctx, input }) => submitClaim(ctx.db, ctx.session.id, input)),
  list: adminProcedure.input(ZListClaimsSchema).query(({ ctx, input }) => listClaims(ctx.db, input.status)),
  approve: adminProcedure
    .input(ZClaimIdSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, decision("claim.approve", input.id), (tx) =>
        decideClaim(tx, ctx.session.id, input.id, "approved"),
      ),
    ),
  reject: adminProcedure
    .input(ZClaimIdSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, decision("claim.reject", input.id), (tx) =>
        decideClaim(tx, ctx.session.id, input.id, "rejected"),
      ),
    ),
});
