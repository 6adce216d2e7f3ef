import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { listRecentEmails } from "@/features/email/outbox";
import { EMAILS_PAGE_SIZE, ZEmailIdSchema, ZRecentEmailsSchema, ZUpdateEmailTemplateSchema } from "@/features/email/schema";
import { getEmailMessage, listEmailTemplates, templateChange, updateEmailTemplate } from "@/features/email/templates";
import { adminChange } from "@/features/audit/admin-change";

export const emailTemplatesRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listEmailTemplates(ctx.db)),
  update: adminProcedure.input(ZUpdateEmailTemplateSchema).mutation(({ ctx, input }) => adminChange(ctx, templateChange(input.id), (tx) => updateEmailTemplate(tx, input))),
  recentEmails: adminProcedure.input(ZRecentEmailsSchema).query(({ ctx, input }) => listRecentEmails(ctx.db, input.page, EMAILS_PAGE_SIZE)),
  email: adminProcedure.input(ZEmailIdSchema).query(({ ctx, input }) => getEmailMessage(ctx.db, input.id)),
});
