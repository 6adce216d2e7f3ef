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
