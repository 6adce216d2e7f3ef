import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { listRecentEmails } from "@/features/email/outbox";
import {
  EMAILS_PAGE_SIZE,
  ZEmailIdSchema,
  ZRecentEmailsSchema,
  ZUpdateEmailTemplateSchema,
} from "@/features/email/schema";
import {
  emailRead,
  listEmailTemplates,
  readEmailMessage,
  templateChange,
  updateEmailTemplate,
} from "@/features/email/templates";
import { adminChange } from "@/features/audit/admin-change";

export const emailTemplatesRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listEmailTemplates(ctx.db)),
  update: adminProcedure
    .input(ZUpdateEmailTemplateSchema)
    .mutation(({ ctx, input }) => adminChange(ctx, templateChange(input.id), (tx) => updateEmailTemplate(tx, input))),
  recentEmails: adminProcedure
    .input(ZRecentEmailsSchema)
    .query(({ ctx, input }) => listRecentEmails(ctx.db, input.page, EMAILS_PAGE_SIZE)),
  // A mutation: opening someone's email writes an audit entry, so it is one deliberate POST (with
  // the origin check), never a GET that a refetch or prefetch repeats.
  email: adminProcedure
    .input(ZEmailIdSchema)
    .mutation(({ ctx, input }) => adminChange(ctx, emailRead(input.id), (tx) => readEmailMessage(tx, input.id))),
});
