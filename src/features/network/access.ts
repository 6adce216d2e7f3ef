import "server-only";
// Who may act in the network, and toward whom. An owner acts as one of their businesses: it must be
// theirs (another owner's id answers NOT_FOUND, as an unknown one), listed publicly, and the owner's
// email proven. The other business must be listed, have an owner (someone to answer), belong to
// someone else, and not have blocked the acting business (nor been blocked by it).
import type { DbOrTx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { hasProvenEmail } from "@/features/auth/proven-email";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { NETWORK_MESSAGES } from "./types";

export type NetworkActor = { id: string };

const networkBusiness = {
  id: true,
  ownerId: true,
  businessName: true,
  slug: true,
  citySlug: true,
  city: true,
  active: true,
  awaitingApproval: true,
} as const;
export type NetworkBusiness = {
  id: string;
  ownerId: string | null;
  businessName: string;
  slug: string;
  citySlug: string;
  city: string;
};

const isListed = (business: { active: boolean; awaitingApproval: boolean }) =>
  business.active && !business.awaitingApproval;

/** The caller's own listed business, when their email is proven. */
export async function actingBusiness(db: DbOrTx, actor: NetworkActor, businessId: string): Promise<NetworkBusiness> {
  const business = await db.businessProfile.findUnique({ where: { id: businessId }, select: networkBusiness });
  if (!business || business.ownerId !== actor.id) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  if (!isListed(business)) throw new AppError("FORBIDDEN", NETWORK_MESSAGES.notListed);
  if (!(await hasProvenEmail(db, actor.id))) throw new AppError("FORBIDDEN", NETWORK_MESSAGES.verifyEmail);
  return business;
}

/** The caller's own business (listed or not): for reading its own network screens. */
export async function ownBusiness(db: DbOrTx, actor: NetworkActor, businessId: string): Promise<NetworkBusiness> {
  const business = await db.businessProfile.findUnique({ where: { id: businessId }, select: networkBusiness });
  if (!business || business.ownerId !== actor.id) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  return business;
}

/** The acting business and the listed, owned, unblocked business it turns to. */
export async function actingPair(
  db: DbOrTx,
  actor: NetworkActor,
  businessId: string,
  otherBusinessId: string,
): Promise<{ business: NetworkBusiness; other: NetworkBusiness & { ownerId: string } }> {
  const business = await actingBusiness(db, actor, businessId);
  const other = await db.businessProfile.findUnique({ where: { id: otherBusinessId }, select: networkBusiness });
  if (!other || !isListed(other)) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  if (other.ownerId === actor.id) throw new AppError("BAD_REQUEST", NETWORK_MESSAGES.sameOwner);
  if (!other.ownerId) throw new AppError("BAD_REQUEST", NETWORK_MESSAGES.unclaimed);
  if (await isBlockedBetween(db, business.id, other.id)) throw new AppError("FORBIDDEN", NETWORK_MESSAGES.blocked);
  return { business, other: { ...other, ownerId: other.ownerId } };
}

export async function isBlockedBetween(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const block = await db.businessBlock.findFirst({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
    select: { blockerId: true },
  });
  return block !== null;
}

/** One key per pair of businesses, whichever asked. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
