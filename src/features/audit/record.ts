import "server-only";
// The admin audit log's one writer. Every admin mutation records what it did in the transaction
// that does it (features/audit/admin-change.ts), so a change without its entry cannot commit.
import type { Tx } from "@/platform/db";
import { compactChanges, type AuditSnapshot } from "./changes";

export type AuditActor = { id: string; email: string | null };

export type AuditEntry = {
  /** "<target>.<verb>", e.g. "business.verify". */
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
};

export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email ?? "",
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      changes: JSON.stringify(compactChanges(entry.before ?? null, entry.after ?? null)),
    },
  });
}
