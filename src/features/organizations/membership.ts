import "server-only";
// Membership of an organisation: a business asks to join (an organisation admin approves or
// declines), or an organisation admin invites a business (its owner accepts or declines) or an
// email address not yet on LocalHub (an email with the organisation's page, whose waitlist join
// carries the organisation). One row per organisation and business: a second request or invitation
// is refused with where it stands, and two simultaneous ones leave exactly one row.
import type { Db, DbOrTx, Tx } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { absoluteUrl } from "@/platform/site-url";
import { hasProvenEmail } from "@/features/auth/proven-email";
import { isAdmin } from "@/lib/roles";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { sendTemplatedEmail } from "@/features/email/send";
import { notifyOwner } from "@/features/notifications/notify-owner";
import { managedOrganization, managesOrganization, publicOrganization, type OrganizationActor } from "./access";
import { limitInvitations } from "./limits";
import { MEMBERSHIP_MESSAGES, ORGANIZATION_MESSAGES, organizationManagePath, organizationPath } from "./types";

/** The owner's screen of memberships, invitations and requests. */
const MEMBERSHIPS_PATH = "/dashboard/network/organizations";
const membershipsLink = (businessId: string) => absoluteUrl(`${MEMBERSHIPS_PATH}?business=${businessId}`);

const isListed = (business: { active: boolean; awaitingApproval: boolean }) =>
  business.active && !business.awaitingApproval;

const businessFields = {
  id: true,
  ownerId: true,
  businessName: true,
  active: true,
  awaitingApproval: true,
} as const;

/** The caller's own listed business, when their email is proven (to join or accept). */
async function joiningBusiness(db: DbOrTx, actor: OrganizationActor, businessId: string) {
  const business = await db.businessProfile.findUnique({ where: { id: businessId }, select: businessFields });
  if (!business || business.ownerId !== actor.id) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  if (!isListed(business)) throw new AppError("FORBIDDEN", MEMBERSHIP_MESSAGES.notListed);
  if (!(await hasProvenEmail(db, actor.id))) throw new AppError("FORBIDDEN", MEMBERSHIP_MESSAGES.verifyToJoin);
  return business;
}

async function refuseExistingAsk(db: DbOrTx, organization: { id: string; name: string }, businessId: string) {
  const existing = await db.organizationMember.findUnique({
    where: { organizationId_businessId: { organizationId: organization.id, businessId } },
    select: { status: true },
  });
  if (!existing) return;
  if (existing.status === "active")
    throw new AppError("CONFLICT", ORGANIZATION_MESSAGES.alreadyMember(organization.name));
  if (existing.status === "requested")
    throw new AppError("CONFLICT", ORGANIZATION_MESSAGES.alreadyRequested(organization.name));
  throw new AppError("CONFLICT", ORGANIZATION_MESSAGES.alreadyInvited(organization.name));
}

/** A business of the caller asks to join a public organisation. */
export async function askToJoin(db: Db, actor: OrganizationActor, input: { slug: string; businessId: string }) {
  const organization = await publicOrganization(db, input.slug);
  const business = await joiningBusiness(db, actor, input.businessId);
  await refuseExistingAsk(db, organization, business.id);
  try {
    return await db.$transaction(async (tx) => {
      const membership = await tx.organizationMember.create({
        data: { organizationId: organization.id, businessId: business.id, status: "requested" },
        select: { id: true, status: true },
      });
      // The organisation's admins see it in their bell (no email: the business's name only).
      const managers = await tx.organizationManager.findMany({
        where: { organizationId: organization.id },
        select: { userId: true },
      });
      if (managers.length > 0) {
        await tx.notification.createMany({
          data: managers.map(({ userId }) => ({
            userId,
            type: "organization_join_request",
            title: `${business.businessName} asked to join ${organization.name}`,
            body: "Approve or decline the request on your organization's screen.",
            link: organizationManagePath(organization.slug),
          })),
        });
      }
      return membership;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseExistingAsk(db, organization, business.id);
    throw error;
  }
}

/** The caller's businesses with their memberships, invitations and requests. */
export async function myMemberships(db: Db, actor: OrganizationActor) {
  const [businesses, user] = await Promise.all([
    db.businessProfile.findMany({
      where: { ownerId: actor.id },
      orderBy: [{ businessName: "asc" }, { id: "asc" }],
      take: 100,
      select: {
        ...businessFields,
        city: true,
        memberships: {
          orderBy: { createdAt: "desc" },
          take: 200,
          select: {
            id: true,
            status: true,
            showValue: true,
            createdAt: true,
            joinedAt: true,
            organization: { select: { id: true, slug: true, name: true, kind: true, city: true, active: true } },
          },
        },
      },
    }),
    hasProvenEmail(db, actor.id),
  ]);
  return {
    emailVerified: user,
    businesses: businesses.map((business) => ({
      id: business.id,
      businessName: business.businessName,
      city: business.city,
      listed: isListed(business),
      memberships: business.memberships.filter((membership) => membership.organization.active),
    })),
  };
}

/** The owner of the membership's business: the row, else NOT_FOUND. */
async function ownMembership(db: DbOrTx, actor: OrganizationActor, membershipId: string) {
  const membership = await db.organizationMember.findFirst({
    where: { id: membershipId, business: { ownerId: actor.id } },
    select: { id: true, status: true, businessId: true, organizationId: true },
  });
  if (!membership) throw new AppError("NOT_FOUND", ORGANIZATION_MESSAGES.membershipNotFound);
  return membership;
}

/** The business leaves (or withdraws its request). */
export async function leaveOrganization(db: Db, actor: OrganizationActor, input: { membershipId: string }) {
  const membership = await ownMembership(db, actor, input.membershipId);
  await db.organizationMember.deleteMany({ where: { id: membership.id } });
  return { removed: true };
}

/** The invited business's owner accepts (an active member) or declines (the invitation goes). */
export async function answerInvitation(
  db: Db,
  actor: OrganizationActor,
  input: { membershipId: string; accept: boolean },
) {
  const membership = await ownMembership(db, actor, input.membershipId);
  if (membership.status !== "invited") throw new AppError("NOT_FOUND", MEMBERSHIP_MESSAGES.invitationNotFound);
  if (!input.accept) {
    await db.organizationMember.deleteMany({ where: { id: membership.id, status: "invited" } });
    return { status: "declined" as const };
  }
  await joiningBusiness(db, actor, membership.businessId);
  const { count } = await db.organizationMember.updateMany({
    where: { id: membership.id, status: "invited" },
    data: { status: "active", joinedAt: new Date() },
  });
  if (count === 0) throw new AppError("NOT_FOUND", MEMBERSHIP_MESSAGES.invitationNotFound);
  return { status: "active" as const };
}

/** The member's owner shows (or hides) its own closed-business value on the leaderboards. */
export async function setShowValue(db: Db, actor: OrganizationActor, input: { membershipId: string; show: boolean }) {
  const membership = await ownMembership(db, actor, input.membershipId);
  if (membership.status !== "active") throw new AppError("NOT_FOUND", ORGANIZATION_MESSAGES.membershipNotFound);
  await db.organizationMember.updateMany({ where: { id: membership.id }, data: { showValue: input.show } });
  return { showValue: input.show };
}

/** A membership of an organisation the caller manages, else NOT_FOUND. */
async function managedMembership(db: DbOrTx, actor: OrganizationActor, membershipId: string) {
  const membership = await db.organizationMember.findUnique({
    where: { id: membershipId },
    select: {
      id: true,
      status: true,
      organizationId: true,
      organization: { select: { name: true, active: true } },
      business: { select: { id: true, businessName: true, ownerId: true } },
    },
  });
  // An inactive organisation (awaiting approval, suspended) is in site admins' hands only.
  if (
    !membership ||
    (!membership.organization.active && !isAdmin(actor.roles)) ||
    !(await managesOrganization(db, actor, membership.organizationId))
  ) {
    throw new AppError("NOT_FOUND", ORGANIZATION_MESSAGES.membershipNotFound);
  }
  return membership;
}

/** An organisation admin approves a request (an active member, its owner told) or declines it (deleted). */
export async function answerRequest(
  db: Db,
  actor: OrganizationActor,
  input: { membershipId: string; approve: boolean },
) {
  const membership = await managedMembership(db, actor, input.membershipId);
  if (membership.status !== "requested") throw new AppError("NOT_FOUND", MEMBERSHIP_MESSAGES.requestNotFound);
  if (!input.approve) {
    const { count } = await db.organizationMember.deleteMany({ where: { id: membership.id, status: "requested" } });
    if (count === 0) throw new AppError("NOT_FOUND", MEMBERSHIP_MESSAGES.requestNotFound);
    return { status: "declined" as const };
  }
  return db.$transaction(async (tx) => {
    const { count } = await tx.organizationMember.updateMany({
      where: { id: membership.id, status: "requested" },
      data: { status: "active", joinedAt: new Date() },
    });
    if (count === 0) throw new AppError("NOT_FOUND", MEMBERSHIP_MESSAGES.requestNotFound);
    await notifyOwner(tx, membership.business, {
      type: "organization_membership_approved",
      title: `${membership.business.businessName} is now a member of ${membership.organization.name}`,
      body: `${membership.organization.name} approved your request.`,
      link: `${MEMBERSHIPS_PATH}?business=${membership.business.id}`,
      variables: {
        organizationName: membership.organization.name,
        membershipsLink: membershipsLink(membership.business.id),
      },
    });
    return { status: "active" as const };
  });
}

/** An organisation admin removes a member (or withdraws an invitation, or drops a request). */
export async function removeMember(db: Db, actor: OrganizationActor, input: { membershipId: string }) {
  const membership = await managedMembership(db, actor, input.membershipId);
  await db.organizationMember.deleteMany({ where: { id: membership.id } });
  return { removed: true };
}

/** The organisation, managed by the caller, active, and the caller able to send (verified email). */
async function sendingOrganization(db: Db, actor: OrganizationActor, slug: string) {
  const organization = await managedOrganization(db, actor, slug);
  if (!organization.active) throw new AppError("FORBIDDEN", MEMBERSHIP_MESSAGES.inactive);
  if (!(await hasProvenEmail(db, actor.id))) throw new AppError("FORBIDDEN", MEMBERSHIP_MESSAGES.verifyToInvite);
  return organization;
}

async function refuseExistingInvite(db: DbOrTx, organizationId: string, businessId: string) {
  const existing = await db.organizationMember.findUnique({
    where: { organizationId_businessId: { organizationId, businessId } },
    select: { status: true },
  });
  if (!existing) return;
  if (existing.status === "active") throw new AppError("CONFLICT", ORGANIZATION_MESSAGES.businessAlreadyMember);
  throw new AppError("CONFLICT", ORGANIZATION_MESSAGES.businessAlreadyInvited);
}

/** An organisation admin invites a listed business; its owner is told (bell and email). */
export async function inviteBusiness(db: Db, actor: OrganizationActor, input: { slug: string; businessId: string }) {
  const organization = await sendingOrganization(db, actor, input.slug);
  const business = await db.businessProfile.findUnique({ where: { id: input.businessId }, select: businessFields });
  if (!business || !isListed(business)) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  if (!business.ownerId) throw new AppError("BAD_REQUEST", MEMBERSHIP_MESSAGES.businessUnclaimed);
  await refuseExistingInvite(db, organization.id, business.id);
  await limitInvitations(organization.id);
  try {
    return await db.$transaction(async (tx) => {
      const membership = await tx.organizationMember.create({
        data: { organizationId: organization.id, businessId: business.id, status: "invited" },
        select: { id: true, status: true },
      });
      await tellInvited(tx, organization, business);
      return membership;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseExistingInvite(db, organization.id, business.id);
    throw error;
  }
}

function tellInvited(
  tx: Tx,
  organization: { name: string },
  business: { id: string; businessName: string; ownerId: string | null },
) {
  return notifyOwner(tx, business, {
    type: "organization_invitation_business",
    title: `${organization.name} invites ${business.businessName}`,
    body: "Accept or decline the invitation on your dashboard.",
    link: `${MEMBERSHIPS_PATH}?business=${business.id}`,
    variables: { organizationName: organization.name, membershipsLink: membershipsLink(business.id) },
  });
}

/**
 * An organisation admin invites an email address that has no LocalHub account: an email with the
 * organisation's page (its waitlist join carries the organisation). An address with an account is
 * refused: its business is invited instead.
 */
export async function inviteEmail(db: Db, actor: OrganizationActor, input: { slug: string; email: string }) {
  const organization = await sendingOrganization(db, actor, input.slug);
  const email = input.email.trim().toLowerCase();
  const account = await db.user.findFirst({ where: { email }, select: { id: true } });
  if (account) throw new AppError("CONFLICT", MEMBERSHIP_MESSAGES.emailHasAccount, "email");
  const refuseDuplicate = async () => {
    const existing = await db.organizationInvitation.findUnique({
      where: { organizationId_email: { organizationId: organization.id, email } },
      select: { id: true },
    });
    if (existing) throw new AppError("CONFLICT", ORGANIZATION_MESSAGES.emailAlreadyInvited, "email");
  };
  await refuseDuplicate();
  await limitInvitations(organization.id);
  try {
    return await db.$transaction(async (tx) => {
      const invitation = await tx.organizationInvitation.create({
        data: { organizationId: organization.id, email, invitedById: actor.id },
        select: { id: true, email: true },
      });
      await sendTemplatedEmail(tx, {
        templateKey: "organization_invitation_email",
        to: email,
        variables: {
          organizationName: organization.name,
          organizationLink: absoluteUrl(organizationPath(organization.slug)),
        },
      });
      return invitation;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseDuplicate();
    throw error;
  }
}
