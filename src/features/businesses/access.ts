import "server-only";
// Who may change a business: its owner, or an admin. Anyone else is told the business does not
// exist (NOT_FOUND, exactly as for an unknown id), so ids of other owners' businesses leak nothing.
import type { Db, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { isAdmin, type Role } from "@/lib/roles";
import { BUSINESS_MESSAGES } from "./schema";

/** Who edits; `email` names an admin in the audit log. */
export type Editor = { id: string; roles: readonly Role[]; email?: string | null };

const editable = { id: true, ownerId: true, businessName: true, slug: true, citySlug: true, timeZone: true, active: true, awaitingApproval: true } as const;
export type EditableBusiness = {
  id: string;
  ownerId: string | null;
  businessName: string;
  slug: string;
  citySlug: string;
  timeZone: string;
  active: boolean;
  awaitingApproval: boolean;
};

export async function findEditableBusiness(db: Db | Tx, businessId: string, editor: Editor): Promise<EditableBusiness> {
  const business = await db.businessProfile.findUnique({ where: { id: businessId }, select: editable });
  if (!business || (business.ownerId !== editor.id && !isAdmin(editor.roles))) throw new AppError("NOT_FOUND", BUSINESS_MESSAGES.notFound);
  return business;
}

/**
 * Inside a save's transaction: takes the business row's write lock (by touching updatedAt, which no
 * trigger or index watches) and then checks access (a refusal rolls the touch back), so two saves of
 * one business run one after the other and the checks made before writing (overlapping hours, one
 * pinned offer) stay true until commit. One statement: saves are measured (docs/BENCHMARKS.md).
 */
export async function lockEditableBusiness(tx: Tx, businessId: string, editor: Editor): Promise<EditableBusiness> {
  let business: EditableBusiness;
  try {
    business = await tx.businessProfile.update({ where: { id: businessId }, data: { updatedAt: new Date() }, select: editable });
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2025") throw new AppError("NOT_FOUND", BUSINESS_MESSAGES.notFound);
    throw error;
  }
  if (business.ownerId !== editor.id && !isAdmin(editor.roles)) throw new AppError("NOT_FOUND", BUSINESS_MESSAGES.notFound);
  return business;
}
