import { adminProcedure, createTRPCRouter, ownerProcedure } from "@/server/api/trpc";
import {
  approveOrganization,
  assignOrganizationManager,
  createOrganization,
  listOrganizationsForAdmin,
  reinstateOrganization,
  removeOrganizationManager,
  suspendOrganization,
} from "@/features/organizations/admin";
import {
  ZAssignManagerSchema,
  ZOrganizationDetailsSchema,
  ZOrganizationIdSchema,
  ZOrganizationListSchema,
  ZRemoveManagerSchema,
} from "@/features/organizations/admin/schema";
import { requestOrganization } from "@/features/organizations/requests";

/**
 * Organisations' lifecycle: an owner (verified email, limited per day) asks for one, and site
 * admins list, create, approve, suspend and reinstate them and assign their admins (audited).
 */
export const organizationAdminRouter = createTRPCRouter({
  request: ownerProcedure
    .input(ZOrganizationDetailsSchema)
    .mutation(({ ctx, input }) => requestOrganization(ctx.db, ctx.session, input)),

  list: adminProcedure
    .input(ZOrganizationListSchema)
    .query(({ ctx, input }) => listOrganizationsForAdmin(ctx.db, input)),
  create: adminProcedure
    .input(ZOrganizationDetailsSchema)
    .mutation(({ ctx, input }) => createOrganization({ db: ctx.db, session: ctx.session }, input)),
  approve: adminProcedure
    .input(ZOrganizationIdSchema)
    .mutation(({ ctx, input }) => approveOrganization({ db: ctx.db, session: ctx.session }, input.organizationId)),
  suspend: adminProcedure
    .input(ZOrganizationIdSchema)
    .mutation(({ ctx, input }) => suspendOrganization({ db: ctx.db, session: ctx.session }, input.organizationId)),
  reinstate: adminProcedure
    .input(ZOrganizationIdSchema)
    .mutation(({ ctx, input }) => reinstateOrganization({ db: ctx.db, session: ctx.session }, input.organizationId)),
  assignManager: adminProcedure
    .input(ZAssignManagerSchema)
    .mutation(({ ctx, input }) => assignOrganizationManager({ db: ctx.db, session: ctx.session }, input)),
  removeManager: adminProcedure
    .input(ZRemoveManagerSchema)
    .mutation(({ ctx, input }) => removeOrganizationManager({ db: ctx.db, session: ctx.session }, input)),
});
