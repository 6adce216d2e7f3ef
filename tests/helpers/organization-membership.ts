// Organisation test data: an organisation (active unless told otherwise), its admins and member
// rows, written straight to the database (the tests' starting points).
import { db } from "@/platform/db";
import type { TMembershipStatus } from "@/features/organizations/types";
import { uniqueWord } from "./business-factories";

export async function createOrganization(options: { name?: string; active?: boolean; managerIds?: string[] } = {}) {
  const word = uniqueWord().toLowerCase();
  return db.organization.create({
    data: {
      slug: `org-${word}-${Math.random().toString(36).slice(2, 8)}`,
      name: options.name ?? `Chamber ${word}`,
      kind: "chamber",
      active: options.active ?? true,
      approvedAt: new Date(),
      managers: { create: (options.managerIds ?? []).map((userId) => ({ userId })) },
    },
    select: { id: true, slug: true, name: true },
  });
}

export function addMember(organizationId: string, businessId: string, status: TMembershipStatus = "active") {
  return db.organizationMember.create({
    data: { organizationId, businessId, status, joinedAt: status === "active" ? new Date() : null },
    select: { id: true },
  });
}

export function createMemberOffer(organizationId: string, businessId: string, validUntil: Date | null = null) {
  return db.memberOffer.create({
    data: { organizationId, businessId, title: "10% off for members", details: "Show your card.", validUntil },
    select: { id: true },
  });
}

/**
 * Four memberships of `businessId` that a list of its organisation badges must tell apart: active in
 * two active organisations ("Alpha guild …" and "Zeta chamber …"), active in an inactive one whose
 * name sorts first ("Aardvark club …"), and requested in another ("Beta circle …"). Returns the two
 * that show, in name order.
 */
export async function addBadgeMemberships(businessId: string) {
  const word = uniqueWord();
  const zeta = await createOrganization({ name: `Zeta chamber ${word}` });
  const alpha = await createOrganization({ name: `Alpha guild ${word}` });
  const closed = await createOrganization({ name: `Aardvark club ${word}`, active: false });
  const requested = await createOrganization({ name: `Beta circle ${word}` });
  await addMember(zeta.id, businessId);
  await addMember(alpha.id, businessId);
  await addMember(closed.id, businessId);
  await addMember(requested.id, businessId, "requested");
  return [alpha, zeta] as const;
}
