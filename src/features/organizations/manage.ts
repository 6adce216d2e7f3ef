import "server-only";
// The organisation admin's screen: active members, pending requests, invitations sent (to
// businesses and to email addresses), the numbers, the members as CSV, and the settings. Every
// read goes through managedOrganization: anyone but its admins (and site admins) gets NOT_FOUND.
import type { Db } from "@/platform/db";
import { containsText } from "@/platform/db-text";
import { absoluteUrl } from "@/platform/site-url";
import { quotedCsv } from "@/lib/csv";
import { managedOrganization, type OrganizationActor } from "./access";
import { liveOffer } from "./offers";

/** How many rows of each list the screen shows (the numbers count them all). */
const MANAGE_LIST_LIMIT = 500;

const memberBusiness = {
  id: true,
  businessName: true,
  slug: true,
  citySlug: true,
  city: true,
  category: true,
  categoryRef: { select: { name: true } },
} as const;

type MemberBusiness = {
  id: string;
  businessName: string;
  slug: string;
  citySlug: string;
  city: string;
  category: string | null;
  categoryRef: { name: string } | null;
};
const shown = ({ categoryRef, category, ...business }: MemberBusiness) => ({
  ...business,
  category: categoryRef?.name ?? category ?? null,
});

export async function manageOrganization(db: Db, actor: OrganizationActor, input: { slug: string }) {
  const found = await managedOrganization(db, actor, input.slug);
  const id = found.id;
  const now = new Date();
  const [organization, members, requests, invited, emails, counts, offers] = await Promise.all([
    db.organization.findUniqueOrThrow({
      where: { id },
      select: {
        id: true,
        slug: true,
        name: true,
        kind: true,
        city: true,
        description: true,
        websiteUrl: true,
        leaderboardPublic: true,
        active: true,
      },
    }),
    db.organizationMember.findMany({
      where: { organizationId: id, status: "active" },
      orderBy: [{ joinedAt: "desc" }, { id: "asc" }],
      take: MANAGE_LIST_LIMIT,
      select: { id: true, joinedAt: true, showValue: true, business: { select: memberBusiness } },
    }),
    db.organizationMember.findMany({
      where: { organizationId: id, status: "requested" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: MANAGE_LIST_LIMIT,
      select: { id: true, createdAt: true, business: { select: memberBusiness } },
    }),
    db.organizationMember.findMany({
      where: { organizationId: id, status: "invited" },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: MANAGE_LIST_LIMIT,
      select: { id: true, createdAt: true, business: { select: memberBusiness } },
    }),
    db.organizationInvitation.findMany({
      where: { organizationId: id },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: MANAGE_LIST_LIMIT,
      select: { id: true, email: true, createdAt: true },
    }),
    db.organizationMember.groupBy({ by: ["status"], where: { organizationId: id }, _count: { _all: true } }),
    db.memberOffer.count({ where: { organizationId: id, ...liveOffer(now) } }),
  ]);
  const count = (status: string) => counts.find((row) => row.status === status)?._count._all ?? 0;
  const emailCount =
    emails.length < MANAGE_LIST_LIMIT
      ? emails.length
      : await db.organizationInvitation.count({ where: { organizationId: id } });
  return {
    organization,
    members: members.map((member) => ({ ...member, business: shown(member.business) })),
    requests: requests.map((request) => ({ ...request, business: shown(request.business) })),
    invitations: {
      businesses: invited.map((invitation) => ({ ...invitation, business: shown(invitation.business) })),
      emails,
    },
    numbers: {
      members: count("active"),
      requests: count("requested"),
      invitations: count("invited") + emailCount,
      memberOffers: offers,
    },
  };
}

/** The active members as CSV: business, category, city, joined, profile address. */
export async function exportMembersCsv(db: Db, actor: OrganizationActor, input: { slug: string }): Promise<string> {
  const organization = await managedOrganization(db, actor, input.slug);
  const members = await db.organizationMember.findMany({
    where: { organizationId: organization.id, status: "active" },
    orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
    take: 50_000,
    select: { joinedAt: true, business: { select: memberBusiness } },
  });
  const header = ["Business", "Category", "City", "Joined", "Profile"];
  const lines = members.map(({ joinedAt, business }) => [
    business.businessName,
    shown(business).category,
    business.city,
    joinedAt?.toISOString().slice(0, 10),
    absoluteUrl(`/business/${business.citySlug}/${business.slug}`),
  ]);
  return quotedCsv(header, lines);
}

export async function updateOrganizationSettings(
  db: Db,
  actor: OrganizationActor,
  input: { slug: string; description: string | null; websiteUrl: string | null; leaderboardPublic: boolean },
) {
  const organization = await managedOrganization(db, actor, input.slug);
  return db.organization.update({
    where: { id: organization.id },
    data: { description: input.description, websiteUrl: input.websiteUrl, leaderboardPublic: input.leaderboardPublic },
    select: { slug: true, description: true, websiteUrl: true, leaderboardPublic: true },
  });
}

/** Listed, owned businesses matching a name, with where each stands toward the organisation (to invite). */
export async function inviteCandidates(db: Db, actor: OrganizationActor, input: { slug: string; search: string }) {
  const organization = await managedOrganization(db, actor, input.slug);
  const businesses = await db.businessProfile.findMany({
    where: {
      businessName: containsText(input.search),
      active: true,
      awaitingApproval: false,
      ownerId: { not: null },
    },
    orderBy: [{ businessName: "asc" }, { id: "asc" }],
    take: 10,
    select: {
      id: true,
      businessName: true,
      city: true,
      memberships: { where: { organizationId: organization.id }, select: { status: true } },
    },
  });
  return businesses.map(({ memberships, ...business }) => ({ ...business, status: memberships[0]?.status ?? null }));
}
