// The admin audit log, read only: there is deliberately no procedure that edits or deletes an entry.
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { auditFilterOptions, listAuditEntries } from "@/features/audit/queries";
import { ZAuditListSchema } from "@/features/audit/schema";

export const auditRouter = createTRPCRouter({
  list: adminProcedure
    .input(ZAuditListSchema)
    .query(({ ctx, input }) => listAuditEntries(ctx.db, input.filters, input.before)),
  filterOptions: adminProcedure.query(({ ctx }) => auditFilterOptions(ctx.db)),
});
