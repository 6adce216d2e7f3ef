import "server-only";
// Reading the record of sent email: the admin's "Recent emails" list and `npm run email:outbox`.
import type { Db } from "@/platform/db";
import { redactSecretLinks } from "@/lib/redact-links";

const summary = { id: true, toAddress: true, subject: true, status: true, templateKey: true, createdAt: true } as const;

/** One page of recorded emails, newest first (subjects redacted, also for rows stored before redaction). */
export async function listRecentEmails(db: Db, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db.emailMessage.findMany({
      select: summary,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.emailMessage.count(),
  ]);
  const items = rows.map((row) => ({ ...row, subject: redactSecretLinks(row.subject) }));
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * The latest emails for reading in a terminal (`npm run email:outbox`), with the sealed copy, which
 * that script opens with the app's NEXTAUTH_SECRET so a developer gets working links. Nothing else
 * may hand sealedContent out.
 */
export function latestEmails(db: Db, count: number) {
  return db.emailMessage.findMany({
    select: {
      id: true,
      toAddress: true,
      subject: true,
      bodyText: true,
      bodyHtml: true,
      sealedContent: true,
      status: true,
      error: true,
      templateKey: true,
      createdAt: true,
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: count,
  });
}
