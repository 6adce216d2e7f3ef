import "server-only";
// Queues a templated email: renders it and writes it to EmailMessage (status "outbox"), then
// returns at once. Delivery happens off the request path: the delivery worker
// (./delivery.ts, started with the app) sends queued rows through SMTP when it is configured;
// without SMTP they stay in the local outbox. Callers never wait for, or see, a mail server.
// The row keeps the email with its secret links redacted (reset, verification, waitlist and review
// links: lib/redact-links.ts); when that changed anything, the real email is kept beside it only
// sealed (./sealed-content.ts) for the worker, which clears it once the email is sent or given up.
import type { DbOrTx } from "@/platform/db";
import { isUniqueViolation } from "@/platform/errors";
import { renderTemplate } from "@/lib/template-render";
import { redactEmailContent } from "@/lib/redact-links";
import { authSecret } from "@/platform/env";
import { sealEmailContent } from "./sealed-content";
import { installDefaultTemplate } from "./templates";

export type SendEmailInput = { templateKey: string; to: string; variables: Record<string, string>; dedupeKey?: string };
export type SendEmailResult = { status: "outbox" | "failed" | "duplicate"; messageId: string | null };

export async function sendTemplatedEmail(db: DbOrTx, input: SendEmailInput): Promise<SendEmailResult> {
  const to = input.to.trim().toLowerCase();
  const template =
    (await db.emailTemplate.findUnique({ where: { key: input.templateKey } })) ??
    (await installDefaultTemplate(db, input.templateKey));
  const content = template
    ? renderTemplate(template, input.variables)
    : { subject: `Unknown email template "${input.templateKey}"`, bodyText: "", bodyHtml: null };
  const stored = redactEmailContent(content);
  const redacted =
    stored.subject !== content.subject || stored.bodyText !== content.bodyText || stored.bodyHtml !== content.bodyHtml;

  // The unique dedupeKey makes a one-off email queued, and so sent, at most once, even when two
  // requests try at the same moment.
  try {
    const message = await db.emailMessage.create({
      data: {
        templateKey: input.templateKey,
        toAddress: to,
        ...stored,
        sealedContent: template && redacted ? sealEmailContent(content, to, authSecret()) : null,
        status: template ? "outbox" : "failed",
        error: template ? null : "The email template does not exist.",
        dedupeKey: input.dedupeKey ?? null,
      },
      select: { id: true },
    });
    return { status: template ? "outbox" : "failed", messageId: message.id };
  } catch (error) {
    if (input.dedupeKey && isUniqueViolation(error)) return { status: "duplicate", messageId: null };
    throw error;
  }
}
