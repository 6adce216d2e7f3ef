// Reading what the audit log recorded about one target, straight from the database.
import { db } from "@/platform/db";
import type { AuditChanges } from "@/features/audit/changes";

export async function auditEntriesFor(targetId: string) {
  const rows = await db.auditLog.findMany({ where: { targetId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as AuditChanges }));
}
