import "server-only";
// One business by id, and who may change it: its owner, or an admin. The editor, the admin screens,
// ownership, claims, reviews and favourites read a business through here. Anyone who may not change
// a business is told it does not exist (NOT_FOUND, exactly as for an unknown id), so ids of other
// owners' businesses leak nothing.
import type { Prisma } from "@/generated/sqlite/client";
import type { Db, DbOrTx, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { isAdmin, type Role } from "@/lib/roles";
import { BUSINESS_NOT_FOUND } from "./types";

/** Who edits; `email` names an admin in the audit log. */
export type Editor = { id: string; roles: readonly Role[]; email?: string | null };

/** Whether the editor may change the business: they own it, or they are an admin. */
export function mayEditBusiness(
  business: { ownerId: string | null },
  editor: { id: string; roles: readonly Role[] },
): boolean {
  return business.ownerId === editor.id || isAdmin(editor.roles);
}

type Found<S extends Prisma.BusinessProfileSelect> = Prisma.BusinessProfileGetPayload<{ select: S }>;

/**
 * The business with these columns, or NOT_FOUND ('Business not found.', or `message`). `active`
 * reads only a listed business (an inactive one is not found either).
 */
export async function findBusiness<S extends Prisma.BusinessProfileSelect>(
  db: DbOrTx,
  id: string,
  select: S,
  options: { active?: true; message?: string } = {},
): Promise<Found<S>> {
  const business = options.active
    ? await db.businessProfile.findFirst({ where: { id, active: true }, select })
    : await db.businessProfile.findUnique({ where: { id }, select });
  if (!business) throw new AppError("NOT_FOUND", options.message ?? BUSINESS_NOT_FOUND);
  return business as Found<S>;
}

/** The business's owner (null: it has none), or null when there is no such business. */
export function findBusinessOwner(db: DbOrTx, id: string): Promise<{ ownerId: string | null } | null> {
  return db.businessProfile.findUnique({ where: { id }, select: { ownerId: true } });
}

const editable = {
  id: true,
  ownerId: true,
  businessName: true,
  slug: true,
  citySlug: true,
  timeZone: true,
  active: true,
  awaitingApproval: true,
} as const;
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
  const business = await findBusiness(db, businessId, editable);
  if (!mayEditBusiness(business, editor)) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
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
    business = await tx.businessProfile.update({
      where: { id: businessId },
      data: { updatedAt: new Date() },
      select: editable,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2025") throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
    throw error;
  }
  if (!mayEditBusiness(business, editor)) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  return business;
}
