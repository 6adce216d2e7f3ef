import "server-only";
// Admin reads and writes of email templates, and reading one recorded email (audited).
import { dbProvider, type Db, type DbOrTx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import type { AdminChange } from "@/features/audit/admin-change";
import { redactSecretLinks } from "@/lib/redact-links";
import { DEFAULT_EMAIL_TEMPLATES } from "./default-templates";
import {
  EMAIL_NOT_FOUND_MESSAGE,
  TEMPLATE_NOT_FOUND_MESSAGE,
  unknownVariablesMessage,
  type TUpdateEmailTemplateInput,
} from "./schema";

const templateFields = {
  id: true,
  key: true,
  name: true,
  subject: true,
  bodyText: true,
  bodyHtml: true,
  variables: true,
  updatedAt: true,
} as const;

/**
 * Writes the shipped default of a template missing from the database; null for an unknown key.
 * Two requests may install the same template at once (the first emails on a new database, such as
 * simultaneous sign-ups): on PostgreSQL the second insert is skipped (ON CONFLICT DO NOTHING, which
 * neither fails nor aborts the caller's transaction) and the row is read; an upsert failed there with
 * a unique violation. SQLite runs one writer at a time.
 */
export async function installDefaultTemplate(db: DbOrTx, key: string) {
  const template = DEFAULT_EMAIL_TEMPLATES.find((candidate) => candidate.key === key);
  if (!template) return null;
  if (dbProvider === "postgresql") {
    // (The client's types are the SQLite schema's, which has no skipDuplicates.)
    const onConflictDoNothing = { skipDuplicates: true } as object;
    await db.emailTemplate.createMany({ data: [template], ...onConflictDoNothing });
    return db.emailTemplate.findUnique({ where: { key } });
  }
  return db.emailTemplate.upsert({ where: { key }, create: template, update: {} });
}

export async function listEmailTemplates(db: Db) {
  const present = new Set((await db.emailTemplate.findMany({ select: { key: true } })).map((template) => template.key));
  for (const template of DEFAULT_EMAIL_TEMPLATES) {
    if (!present.has(template.key)) await installDefaultTemplate(db, template.key);
  }
  return db.emailTemplate.findMany({ orderBy: { name: "asc" }, select: templateFields });
}

/** The audit side of a template edit: its subject and bodies before and after (long texts cut). */
export function templateChange(id: string): AdminChange<unknown> {
  return {
    action: "emailTemplate.update",
    targetType: "emailTemplate",
    targetId: id,
    snapshot: (tx, templateId) =>
      tx.emailTemplate.findUnique({
        where: { id: templateId },
        select: { key: true, subject: true, bodyText: true, bodyHtml: true },
      }),
  };
}

export async function updateEmailTemplate(db: DbOrTx, input: TUpdateEmailTemplateInput) {
  const template = await db.emailTemplate.findUnique({ where: { id: input.id }, select: { variables: true } });
  if (!template) throw new AppError("NOT_FOUND", TEMPLATE_NOT_FOUND_MESSAGE);
  const fields = { subject: input.subject, bodyText: input.bodyText, bodyHtml: input.bodyHtml };
  for (const [field, text] of Object.entries(fields)) {
    const problem = unknownVariablesMessage([text], template.variables);
    if (problem) throw new AppError("BAD_REQUEST", problem, field);
  }
  return db.emailTemplate.update({ where: { id: input.id }, data: fields, select: templateFields });
}

/**
 * Opening one recorded email on Admin › Email templates: reading someone else's mail, so it is an
 * audited admin action (run through adminChange: "email.read" with the email's id and recipient).
 * The admin gets the stored, redacted copy, redacted again here for rows recorded before emails
 * were stored redacted; never the sealed copy.
 */
export function emailRead(id: string): AdminChange<{ toAddress: string; templateKey: string | null }> {
  return {
    action: "email.read",
    targetType: "email",
    targetId: id,
    details: (email) => ({ toAddress: email.toAddress, templateKey: email.templateKey }),
  };
}

export async function readEmailMessage(db: DbOrTx, id: string) {
  const message = await db.emailMessage.findUnique({
    where: { id },
    select: {
      id: true,
      toAddress: true,
      subject: true,
      bodyText: true,
      status: true,
      error: true,
      templateKey: true,
      createdAt: true,
    },
  });
  if (!message) throw new AppError("NOT_FOUND", EMAIL_NOT_FOUND_MESSAGE);
  return { ...message, subject: redactSecretLinks(message.subject), bodyText: redactSecretLinks(message.bodyText) };
}
