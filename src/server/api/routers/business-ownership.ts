// The admin edit screen's own fields: a business's owner and its member-since date (its verification,
// featured and active flags have their own admin procedures). Every change goes through adminChange.
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import { CACHE_TAGS } from "@/features/catalogue/cache";
import { ownershipSnapshot, setBusinessOwner, setMemberSince } from "@/features/businesses/ownership/mutations";
import { adminBusinessFacts } from "@/features/businesses/ownership/queries";
import { ZBusinessFactsSchema, ZSetMemberSinceSchema, ZSetOwnerSchema } from "@/features/businesses/ownership/schema";

export const businessOwnershipRouter = createTRPCRouter({
  facts: adminProcedure.input(ZBusinessFactsSchema).query(({ ctx, input }) => adminBusinessFacts(ctx.db, input.id)),
  setOwner: adminProcedure.input(ZSetOwnerSchema).mutation(({ ctx, input }) =>
    adminChange(
      ctx,
      {
        action: "business.setOwner",
        targetId: input.id,
        snapshot: ownershipSnapshot,
        details: (result: { roleGranted: boolean }) => (result.roleGranted ? { roleGranted: "business_owner" } : null),
      },
      (tx) => setBusinessOwner(tx, input),
    ),
  ),
  setMemberSince: adminProcedure.input(ZSetMemberSinceSchema).mutation(({ ctx, input }) =>
    adminChange(
      ctx,
      {
        action: "business.setMemberSince",
        targetId: input.id,
        snapshot: ownershipSnapshot,
        invalidates: [CACHE_TAGS.businesses],
      },
      (tx) => setMemberSince(tx, input),
    ),
  ),
});
