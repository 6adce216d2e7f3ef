import "server-only";
// Who may do what to an organisation. Its admins (OrganizationManager rows) and site admins manage
// it; an owner acts for a business of theirs that is an active member; the public reads an active
// (approved, not suspended) organisation only. Another organisation's id answers NOT_FOUND, exactly
// like an unknown one.
import type { DbOrTx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { isAdmin, type Role } from "@/lib/roles";
import { ORGANIZATION_MESSAGES } from "./types";

export type OrganizationActor = { id: string; roles: readonly Role[]; email?: string | null };

const organizationFields = { id: true, slug: true, name: true, active: true } as const;
export type FoundOrganization = { id: string; slug: string; name: string; active: boolean };

/** A public organisation by slug, or NOT_FOUND. */
export async function publicOrganization(db: DbOrTx, slug: string): Promise<FoundOrganization> {
  const organization = await db.organization.findFirst({ where: { slug, active: true }, select: organizationFields });
  if (!organization) throw new AppError("NOT_FOUND", ORGANIZATION_MESSAGES.notFound);
  return organization;
}

/** Whether the user is one of the organisation's admins (site admins manage every organisation). */
export async function managesOrganization(db: DbOrTx, actor: OrganizationActor, organizationId: string) {
  if (isAdmin(actor.roles)) return true;
  const manager = await db.organizationManager.findUnique({
    where: { organizationId_userId: { organizationId, userId: actor.id } },
    select: { userId: true },
  });
  return manager !== null;
}

/**
 * The organisation (by slug) when the caller manages it; NOT_FOUND otherwise. An inactive one (a
 * request awaiting approval, or suspended) opens to site admins only, not to its own admins.
 */
export async function managedOrganization(
  db: DbOrTx,
  actor: OrganizationActor,
  slug: string,
): Promise<FoundOrganization> {
  const organization = await db.organization.findUnique({ where: { slug }, select: organizationFields });
  if (
    !organization ||
    (!organization.active && !isAdmin(actor.roles)) ||
    !(await managesOrganization(db, actor, organization.id))
  ) {
    throw new AppError("NOT_FOUND", ORGANIZATION_MESSAGES.notFound);
  }
  return organization;
}

/** Whether the user owns a business that is an active member of the organisation. */
async function isMemberOwner(db: DbOrTx, userId: string, organizationId: string): Promise<boolean> {
  const membership = await db.organizationMember.findFirst({
    where: { organizationId, status: "active", business: { ownerId: userId } },
    select: { id: true },
  });
  return membership !== null;
}

/** Members' view (member-only offers): an owner of an active member business, or an organisation admin. */
export async function seesMembersView(db: DbOrTx, actor: OrganizationActor | null, organizationId: string) {
  if (!actor) return false;
  return (await isMemberOwner(db, actor.id, organizationId)) || (await managesOrganization(db, actor, organizationId));
}
