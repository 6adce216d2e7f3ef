// The admin's businesses screen: the list and the moderation actions. Every change goes through
// adminChange (the write, the owner's notice and the audit entry in one transaction) and drops the
// cached business cards (the home page's featured list).
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import type { AuditSnapshot } from "@/features/audit/changes";
import { CACHE_TAGS } from "@/features/catalogue/cache";
import { bulkModerate, type BulkResult } from "@/features/businesses/admin/bulk";
import { businessSnapshot, setActive, setFeatured, setVerification } from "@/features/businesses/admin/moderation";
import { listAdminBusinesses } from "@/features/businesses/admin/queries";
import { adminCategoryOptions } from "@/features/businesses/admin/category-options";
import {
  ZAdminBusinessListSchema,
  ZBulkBusinessSchema,
  ZSetActiveSchema,
  ZSetFeaturedSchema,
  ZSetVerificationSchema,
} from "@/features/businesses/admin/schema";

const invalidates = [CACHE_TAGS.businesses];
const onBusiness = (action: string, id: string, details: AuditSnapshot | null = null) => ({
  action,
  targetId: id,
  snapshot: businessSnapshot,
  details: () => details,
  invalidates,
});
const VERIFICATION_ACTIONS = {
  verified: "business.verify",
  rejected: "business.reject",
  pending: "business.unverify",
} as const;

export const businessAdminRouter = createTRPCRouter({
  list: adminProcedure.input(ZAdminBusinessListSchema).query(({ ctx, input }) => listAdminBusinesses(ctx.db, input)),
  /** The category filter's choices, current on every visit (not the directory's cached options). */
  categoryOptions: adminProcedure.query(({ ctx }) => adminCategoryOptions(ctx.db)),
  setVerification: adminProcedure
    .input(ZSetVerificationSchema)
    .mutation(({ ctx, input }) =>
      adminChange(
        ctx,
        onBusiness(VERIFICATION_ACTIONS[input.status], input.id, input.reason ? { reason: input.reason } : null),
        (tx) => setVerification(tx, input),
      ),
    ),
  setFeatured: adminProcedure
    .input(ZSetFeaturedSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, onBusiness(input.featured ? "business.feature" : "business.unfeature", input.id), (tx) =>
        setFeatured(tx, input),
      ),
    ),
  setActive: adminProcedure
    .input(ZSetActiveSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, onBusiness(input.active ? "business.activate" : "business.deactivate", input.id), (tx) =>
        setActive(tx, input),
      ),
    ),
  /** One audit entry for the batch: the ids it changed and their count (and those it skipped). */
  bulk: adminProcedure.input(ZBulkBusinessSchema).mutation(({ ctx, input }) =>
    adminChange(
      ctx,
      {
        action: `business.bulk_${input.action}`,
        details: (result: BulkResult) => ({
          ids: result.changedIds,
          count: result.changedIds.length,
          ...(result.skippedIds.length ? { skippedIds: result.skippedIds } : {}),
        }),
        invalidates,
      },
      (tx) => bulkModerate(tx, input.ids, input.action),
    ),
  ),
});
