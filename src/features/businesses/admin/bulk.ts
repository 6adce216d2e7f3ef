import "server-only";
// Bulk actions on the selected businesses (at most BULK_MAX): one transaction for the whole batch,
// one audit entry naming the ids it changed and their count (the router's adminChange), and a
// notice to the owner of each business changed. Businesses already in the wanted state are left
// alone; verifying skips businesses whose owner has not verified their email address.
import { inTransaction, type DbOrTx } from "@/platform/db";
import { isEmailVerified } from "@/features/auth/email-verification";
import { notifyOwner } from "@/features/notifications/notify-owner";
import { featuredWarning } from "./moderation";
import { NOTICES } from "./notices";
import type { BulkAction } from "./types";

export type BulkResult = {
  action: BulkAction;
  /** The businesses this action changed. */
  changedIds: string[];
  /** Already in the wanted state. */
  unchanged: number;
  /** Not changed because the owner's email address is not verified (verify only). */
  skippedIds: string[];
  /** Ids that name no business. */
  notFound: number;
  warning: string | null;
};

const WANTED = {
  verify: { verificationStatus: "verified" },
  feature: { featured: true },
  deactivate: { active: false },
} as const;

export function bulkModerate(db: DbOrTx, ids: readonly string[], action: BulkAction): Promise<BulkResult> {
  return inTransaction(db, async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx.businessProfile.findMany({
      where: { id: { in: unique } },
      select: { id: true, businessName: true, ownerId: true, verificationStatus: true, active: true, featured: true },
    });
    const wanted = WANTED[action];
    const toChange = rows.filter((row) =>
      Object.entries(wanted).some(([key, value]) => row[key as keyof typeof wanted] !== value),
    );
    const skippedIds: string[] = [];
    let changing = toChange;
    if (action === "verify") {
      const owners = [...new Set(toChange.flatMap((row) => (row.ownerId ? [row.ownerId] : [])))];
      const unverified = new Set<string>();
      for (const owner of owners) if (!(await isEmailVerified(tx, owner))) unverified.add(owner);
      changing = toChange.filter((row) => !(row.ownerId && unverified.has(row.ownerId)));
      skippedIds.push(...toChange.filter((row) => !changing.includes(row)).map((row) => row.id));
    }
    const changedIds = changing.map((row) => row.id);
    if (changedIds.length) await tx.businessProfile.updateMany({ where: { id: { in: changedIds } }, data: wanted });
    for (const business of changing) {
      if (action === "verify") await notifyOwner(tx, business, NOTICES.verified(business));
      if (action === "deactivate") await notifyOwner(tx, business, NOTICES.deactivated(business));
    }
    const warning = action === "feature" ? (await featuredWarning(tx)).warning : null;
    return {
      action,
      changedIds,
      unchanged: rows.length - toChange.length,
      skippedIds,
      notFound: unique.length - rows.length,
      warning,
    };
  });
}
