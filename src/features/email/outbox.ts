import "server-only";
// Reading the record of sent email: the admin's "Recent emails" list and `npm run email:outbox`.
import type { Db } from "@/platform/db";

const summary = { id: true, toAddress: true, subject: true, status: true, templateKey: true, createdAt: true } as const;

/** One page of recorded emails, newest first. */
export async function listRecentEmails(db: Db, page: number, pageSize: number) {
  const [items, total] = await Promise.all([
    db.emailMessage.findMany({ select: summary, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * pageSize, take: pageSize }),
    db.emailMessage.count(),
  ]);
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The latest emails with their bodies, for reading in a terminal. */
export function latestEmails(db: Db, count: number) {
  return db.emailMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: count });
}
