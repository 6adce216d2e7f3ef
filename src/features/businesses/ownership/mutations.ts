import "server-only";
// The admin's owner and member-since changes. Each write joins the caller's transaction (adminChange
// records the audit entry in the same one), so a refused change leaves neither row nor entry.
import type { z } from "zod";
import { inTransaction, type DbOrTx, type Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { absoluteUrl } from "@/platform/site-url";
import { notifyOwner } from "@/features/notifications/notify-owner";
import { findBusiness } from "../access";
import { OWNERSHIP_MESSAGES, type ZSetMemberSinceSchema, type ZSetOwnerSchema } from "./schema";

/** What the audit entry keeps of these fields, before and after (only the changed ones stay). */
export async function ownershipSnapshot(tx: Tx, id: string) {
  const business = await tx.businessProfile.findUnique({
    where: { id },
    select: { ownerId: true, memberSince: true, owner: { select: { email: true } } },
  });
  return (
    business && {
      ownerId: business.ownerId,
      ownerEmail: business.owner?.email ?? null,
      memberSince: business.memberSince.toISOString().slice(0, 10),
    }
  );
}

const TARGET = { id: true, businessName: true, ownerId: true } as const;

/**
 * Sets or removes a business's owner. A new owner becomes a business owner (the role, as a claim's
 * approval gives it) and finds the business on their dashboard; the new and the former owner are
 * told. The former owner keeps their role (roles are managed on Admin › Users).
 */
export function setBusinessOwner(db: DbOrTx, input: z.output<typeof ZSetOwnerSchema>) {
  return inTransaction(db, async (tx) => {
    const business = await findBusiness(tx, input.id, TARGET);
    if (business.ownerId === input.ownerId) return { id: business.id, ownerId: business.ownerId, roleGranted: false };
    let roleGranted = false;
    if (input.ownerId) {
      const user = await tx.user.findUnique({
        where: { id: input.ownerId },
        select: { roles: { where: { role: "business_owner" }, select: { role: true } } },
      });
      if (!user) throw new AppError("NOT_FOUND", OWNERSHIP_MESSAGES.userNotFound, "ownerId");
      if (user.roles.length === 0) {
        await tx.userRole.upsert({
          where: { userId_role: { userId: input.ownerId, role: "business_owner" } },
          create: { userId: input.ownerId, role: "business_owner" },
          update: {},
        });
        roleGranted = true;
      }
    }
    await tx.businessProfile.update({
      where: { id: business.id },
      data: { ownerId: input.ownerId },
      select: { id: true },
    });
    const name = business.businessName;
    await notifyOwner(
      tx,
      { ownerId: input.ownerId, businessName: name },
      {
        type: "business_owner_assigned",
        title: `You now manage ${name}`,
        body: "An administrator made you this business's owner. You can edit it from your dashboard.",
        link: `/dashboard?business=${business.id}`,
        variables: { dashboardLink: absoluteUrl(`/dashboard?business=${business.id}`) },
      },
    );
    await notifyOwner(tx, business, {
      type: "business_owner_removed",
      title: `You no longer manage ${name}`,
      body: "An administrator changed this business's owner.",
    });
    return { id: business.id, ownerId: input.ownerId, roleGranted };
  });
}

export function setMemberSince(db: DbOrTx, input: z.output<typeof ZSetMemberSinceSchema>) {
  return inTransaction(db, async (tx) => {
    const business = await findBusiness(tx, input.id, TARGET);
    const memberSince = new Date(`${input.date}T00:00:00.000Z`);
    await tx.businessProfile.update({ where: { id: business.id }, data: { memberSince }, select: { id: true } });
    return { id: business.id, memberSince: input.date };
  });
}
