import "server-only";
// Sends a templated email and records it in EmailMessage: through SMTP when configured, otherwise
// into the local outbox (status "outbox"). Callers never see a delivery failure as an exception.
import type { Db } from "@/platform/db";
import { isUniqueViolation } from "@/platform/errors";
import { configuredMailer, type Mailer } from "@/platform/mailer";
import { renderTemplate } from "@/lib/template-render";

export type SendEmailInput = { templateKey: string; to: string; variables: Record<string, string>; dedupeKey?: string };
export type SendEmailResult = { status: "sent" | "outbox" | "failed" | "duplicate"; messageId: string | null };

export async function sendTemplatedEmail(db: Db, input: SendEmailInput): Promise<SendEmailResult> {
  return deliverTemplatedEmail(db, input, configuredMailer());
}

/** sendTemplatedEmail with an explicit mailer (null = outbox only). */
export async function deliverTemplatedEmail(db: Db, input: SendEmailInput, mailer: Mailer | null): Promise<SendEmailResult> {
  const to = input.to.trim().toLowerCase();
  const template = await db.emailTemplate.findUnique({ where: { key: input.templateKey } });
  const content = template
    ? renderTemplate(template, input.variables)
    : { subject: `Unknown email template "${input.templateKey}"`, bodyText: "", bodyHtml: null };

  // The record is written first: its unique dedupeKey is what makes a one-off email go out at most
  // once, even when two requests try at the same moment.
  let messageId: string;
  try {
    const message = await db.emailMessage.create({
      data: {
        templateKey: input.templateKey,
        toAddress: to,
        ...content,
        status: template ? "outbox" : "failed",
        error: template ? null : "The email template does not exist.",
        dedupeKey: input.dedupeKey ?? null,
      },
      select: { id: true },
    });
    messageId = message.id;
  } catch (error) {
    if (input.dedupeKey && isUniqueViolation(error)) return { status: "duplicate", messageId: null };
    throw error;
  }
  if (!template) return { status: "failed", messageId };
  if (!mailer) return { status: "outbox", messageId };

  try {
    await mailer.deliver({ to, subject: content.subject, text: content.bodyText, html: content.bodyHtml });
    await db.emailMessage.update({ where: { id: messageId }, data: { status: "sent" } });
    return { status: "sent", messageId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Email ${messageId} could not be delivered: ${reason}`);
    // The dedupe key is released, so a later attempt may try again; the failed record stays.
    await db.emailMessage.update({ where: { id: messageId }, data: { status: "failed", error: reason.slice(0, 500), dedupeKey: null } });
    return { status: "failed", messageId };
  }
}
