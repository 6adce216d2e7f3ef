import "server-only";
// Member-only offers: an active member business's owner posts one to the other members; only the
// owners of active member businesses and the organisation's admins read them (anyone else is
// refused, never shown them); the offering business's owner or an organisation admin deletes one.
// An offer whose end date has passed is no longer shown.
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { managesOrganization, seesMembersView, type OrganizationActor } from "./access";
import { limitMemberOffers } from "./limits";
import { MEMBERSHIP_MESSAGES, ORGANIZATION_MESSAGES } from "./types";

const OFFERS_SHOWN = 200;

/** Live (no end date, or one still ahead) offers. */
export const liveOffer = (now: Date) => ({ OR: [{ validUntil: null }, { validUntil: { gt: now } }] });

/** The organisation by slug: an active one, or one the caller manages; NOT_FOUND otherwise. */
async function visibleOrganization(db: Db, actor: OrganizationActor, slug: string) {
  const organization = await db.organization.findUnique({
    where: { slug },
    select: { id: true, slug: true, name: true, active: true },
  });
  if (!organization || (!organization.active && !(await managesOrganization(db, actor, organization.id)))) {
    throw new AppError("NOT_FOUND", ORGANIZATION_MESSAGES.notFound);
  }
  return organization;
}

export async function memberOffers(db: Db, actor: OrganizationActor, input: { slug: string }) {
  const organization = await visibleOrganization(db, actor, input.slug);
  if (!(await seesMembersView(db, actor, organization.id))) {
    throw new AppError("FORBIDDEN", ORGANIZATION_MESSAGES.notMember);
  }
  const manager = await managesOrganization(db, actor, organization.id);
  const offers = await db.memberOffer.findMany({
    where: { organizationId: organization.id, ...liveOffer(new Date()) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: OFFERS_SHOWN,
    select: {
      id: true,
      title: true,
      details: true,
      validUntil: true,
      createdAt: true,
      business: { select: { id: true, businessName: true, slug: true, citySlug: true, ownerId: true } },
    },
  });
  return {
    organization: { slug: organization.slug, name: organization.name },
    offers: offers.map(({ business: { ownerId, ...business }, ...offer }) => ({
      ...offer,
      business,
      canDelete: manager || ownerId === actor.id,
    })),
  };
}

export async function postOffer(
  db: Db,
  actor: OrganizationActor,
  input: { slug: string; businessId: string; title: string; details: string; validUntil?: Date },
) {
  const organization = await visibleOrganization(db, actor, input.slug);
  const business = await db.businessProfile.findUnique({
    where: { id: input.businessId },
    select: { id: true, ownerId: true },
  });
  if (!business || business.ownerId !== actor.id) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  const membership = await db.organizationMember.findUnique({
    where: { organizationId_businessId: { organizationId: organization.id, businessId: business.id } },
    select: { status: true },
  });
  if (membership?.status !== "active") throw new AppError("FORBIDDEN", MEMBERSHIP_MESSAGES.notActiveMember);
  await limitMemberOffers(actor.id);
  return db.memberOffer.create({
    data: {
      organizationId: organization.id,
      businessId: business.id,
      title: input.title,
      details: input.details,
      validUntil: input.validUntil ?? null,
    },
    select: { id: true, title: true, details: true, validUntil: true },
  });
}

export async function deleteOffer(db: Db, actor: OrganizationActor, input: { offerId: string }) {
  const offer = await db.memberOffer.findUnique({
    where: { id: input.offerId },
    select: { id: true, organizationId: true, business: { select: { ownerId: true } } },
  });
  if (
    !offer ||
    (offer.business.ownerId !== actor.id && !(await managesOrganization(db, actor, offer.organizationId)))
  ) {
    throw new AppError("NOT_FOUND", ORGANIZATION_MESSAGES.offerNotFound);
  }
  await db.memberOffer.deleteMany({ where: { id: offer.id } });
  return { removed: true };
}
