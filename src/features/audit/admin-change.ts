import "server-only";
// Every admin mutation goes through adminChange: the write and its audit entry in one transaction
// (a write that fails leaves no entry; an entry that cannot be written undoes the write), then the
// invalidation of the cached public reads it touched, so the next page load shows it.
import type { Db, Tx } from "@/platform/db";
import { invalidateCache } from "@/platform/process-cache";
import type { AuditSnapshot } from "./changes";
import { recordAudit, type AuditActor } from "./record";

export type AdminActor = { db: Db; session: AuditActor };

export type AdminChange<T> = {
  /** "<target>.<verb>"; the target type defaults to the part before the dot. */
  action: string;
  targetType?: string;
  /** The target's id: known before the write (an update), or read from its result (a create). */
  targetId?: string | null | ((result: T) => string | null | undefined);
  /** Reads the target's audited fields, before and after the write, inside the transaction. */
  snapshot?: (tx: Tx, id: string) => Promise<AuditSnapshot | null>;
  /** A change without one target (every site setting at once): reads the whole, before and after. */
  wholeSnapshot?: (tx: Tx) => Promise<AuditSnapshot | null>;
  /** Facts the entry keeps besides the snapshot: a reason, the ids and count of a bulk action. */
  details?: (result: T) => AuditSnapshot | null | undefined;
  /** Cache tags of the public reads the change affects (features/catalogue/cache.ts). */
  invalidates?: readonly string[];
};

export async function adminChange<T>(
  actor: AdminActor,
  change: AdminChange<T>,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await actor.db.$transaction(async (tx) => {
    const knownId = typeof change.targetId === "string" ? change.targetId : null;
    const before =
      knownId && change.snapshot ? await change.snapshot(tx, knownId) : ((await change.wholeSnapshot?.(tx)) ?? null);
    const value = await write(tx);
    const targetId = typeof change.targetId === "function" ? (change.targetId(value) ?? null) : knownId;
    const after =
      targetId && change.snapshot ? await change.snapshot(tx, targetId) : ((await change.wholeSnapshot?.(tx)) ?? null);
    const details = change.details?.(value) ?? null;
    await recordAudit(tx, actor.session, {
      action: change.action,
      targetType: change.targetType ?? change.action.split(".")[0]!,
      targetId,
      before,
      after: details ? { ...after, ...details } : after,
    });
    return value;
  });
  if (change.invalidates?.length) invalidateCache(...change.invalidates);
  return result;
}
