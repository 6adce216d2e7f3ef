import "server-only";
// An organisation's public page: what it is, how many listed members it has, their categories,
// the members' live public offers and the accepted recommendations between two of its members;
// and, for a signed-in visitor, where their businesses stand toward it (the page's buttons).
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { cachedRead } from "@/platform/process-cache";
import { businessPath } from "@/features/directory/types";
import { managesOrganization, publicOrganization, type OrganizationActor } from "./access";
import { allMembers, memberCategories } from "./directory";
import { ORGANIZATION_KIND_LABELS, ORGANIZATION_MESSAGES, type TMembershipStatus } from "./types";

const sql = Prisma.sql;
const PAGE_RECOMMENDATIONS_SHOWN = 12;
const PAGE_OFFERS_SHOWN = 24;

/** Members (alias m) that are active with a listed business (alias b). */
const listed = (organizationId: string) => sql`
  m."organizationId" = ${organizationId} AND m."status" = 'active' AND b."active" = TRUE AND b."awaitingApproval" = FALSE`;

export async function organizationPage(db: Db, slug: string) {
  const organization = await db.organization.findFirst({
    where: { slug, active: true },
    select: {
      id: true,
      slug: true,
      name: true,
      kind: true,
      city: true,
      citySlug: true,
      logoUrl: true,
      websiteUrl: true,
      description: true,
      leaderboardPublic: true,
    },
  });
  if (!organization) throw new AppError("NOT_FOUND", ORGANIZATION_MESSAGES.notFound);
  const [[counted], categories] = await Promise.all([
    db.$queryRaw<Array<{ total: number | bigint }>>(sql`
      SELECT COUNT(*) AS "total" FROM "OrganizationMember" m JOIN "BusinessProfile" b ON b."id" = m."businessId"
       WHERE ${listed(organization.id)}`),
    memberCategories(db, organization.id),
  ]);
  return {
    ...organization,
    kindLabel: ORGANIZATION_KIND_LABELS[organization.kind],
    memberCount: Number(counted?.total ?? 0),
    categories,
  };
}

const linkSelect = { id: true, businessName: true, slug: true, citySlug: true, timeZone: true } as const;
const link = (business: { id: string; businessName: string; slug: string; citySlug: string; timeZone: string }) => ({
  id: business.id,
  businessName: business.businessName,
  path: businessPath(business),
  timeZone: business.timeZone,
});

/** Accepted recommendations whose two businesses are both listed active members, newest first. */
export async function memberRecommendations(db: Db, slug: string) {
  const organization = await publicOrganization(db, slug);
  const rows = await db.$queryRaw<Array<{ id: string }>>(sql`
    SELECT r."id" FROM "OrganizationMember" m
      JOIN "BusinessProfile" b ON b."id" = m."businessId"
      JOIN "Recommendation" r ON r."toBusinessId" = m."businessId" AND r."status" = 'accepted'
      JOIN "OrganizationMember" fm ON fm."organizationId" = m."organizationId" AND fm."businessId" = r."fromBusinessId"
      JOIN "BusinessProfile" fb ON fb."id" = r."fromBusinessId"
     WHERE ${listed(organization.id)} AND fm."status" = 'active' AND fb."active" = TRUE AND fb."awaitingApproval" = FALSE
     ORDER BY r."createdAt" DESC, r."id" DESC
     LIMIT ${PAGE_RECOMMENDATIONS_SHOWN}`);
  if (rows.length === 0) return [];
  const found = await db.recommendation.findMany({
    where: { id: { in: rows.map((row) => row.id) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      text: true,
      createdAt: true,
      fromBusiness: { select: linkSelect },
      toBusiness: { select: linkSelect },
    },
  });
  return found.map((item) => ({ ...item, fromBusiness: link(item.fromBusiness), toBusiness: link(item.toBusiness) }));
}

/** The listed members' live public offers (as their profiles list them): pinned first, newest first. */
export async function memberPublicOffers(db: Db, slug: string, now = new Date()) {
  const organization = await publicOrganization(db, slug);
  const rows = await db.$queryRaw<Array<{ id: string }>>(sql`
    SELECT o."id" FROM "OrganizationMember" m
      JOIN "BusinessProfile" b ON b."id" = m."businessId"
      JOIN "BusinessOffer" o ON o."businessId" = m."businessId"
     WHERE ${listed(organization.id)} AND o."isActive" = TRUE
       AND (o."validTo" IS NULL OR o."validTo" >= ${now}) AND (o."validFrom" IS NULL OR o."validFrom" <= ${now})
     ORDER BY o."isPinned" DESC, o."createdAt" DESC, o."id" ASC
     LIMIT ${PAGE_OFFERS_SHOWN}`);
  if (rows.length === 0) return [];
  const found = await db.businessOffer.findMany({
    where: { id: { in: rows.map((row) => row.id) } },
    orderBy: [{ isPinned: "desc" }, { createdAt: "desc" }, { id: "asc" }],
    select: { id: true, title: true, description: true, validTo: true, business: { select: linkSelect } },
  });
  return found.map((offer) => ({ ...offer, business: link(offer.business) }));
}

/**
 * What the page's buttons need for the signed-in caller: whether they manage the organisation,
 * and each business of theirs with its membership's status (null: none).
 */
export async function organizationViewer(db: Db, actor: OrganizationActor, slug: string) {
  const organization = await publicOrganization(db, slug);
  const [manages, businesses] = await Promise.all([
    managesOrganization(db, actor, organization.id),
    db.businessProfile.findMany({
      where: { ownerId: actor.id },
      orderBy: [{ businessName: "asc" }, { id: "asc" }],
      select: {
        id: true,
        businessName: true,
        active: true,
        awaitingApproval: true,
        memberships: { where: { organizationId: organization.id }, select: { id: true, status: true } },
      },
    }),
  ]);
  const mine = businesses.map((business) => ({
    id: business.id,
    businessName: business.businessName,
    listed: business.active && !business.awaitingApproval,
    membershipId: business.memberships[0]?.id ?? null,
    status: (business.memberships[0]?.status ?? null) as TMembershipStatus | null,
  }));
  return {
    organization: { id: organization.id, slug: organization.slug, name: organization.name },
    managesOrganization: manages,
    isMember: mine.some((business) => business.status === "active"),
    businesses: mine,
  };
}

/** How long members.json's answer is kept in the process (and the Cache-Control max-age, in seconds). */
const MEMBERS_JSON_CACHE_MS = 60_000;
export const MEMBERS_JSON_MAX_AGE_SECONDS = 300;
/** The process-cache tag of an organisation's public member list (invalidate it when members change). */
export const organizationMembersTag = (slug: string) => `organization-members:${slug}`;

/**
 * The public member list for other sites (/organization/{slug}/members.json): the organisation's
 * name, address, kind and city; each listed member's name, category, city, profile address, rating
 * and review count. Nothing else (no owner, email, phone or membership details). Null for a slug
 * with no active organisation. Kept in the process for a minute.
 */
export function publicMembersJson(db: Db, slug: string, origin: string) {
  return cachedRead(
    `organization-members-json:${slug}:${origin}`,
    [organizationMembersTag(slug), "organizations"],
    async () => {
      const organization = await db.organization.findFirst({
        where: { slug, active: true },
        select: { id: true, slug: true, name: true, kind: true, city: true },
      });
      if (!organization) return null;
      const members = await allMembers(db, organization.id);
      return {
        organization: {
          name: organization.name,
          slug: organization.slug,
          kind: organization.kind,
          city: organization.city,
          url: `${origin}/organization/${organization.slug}`,
        },
        members: members.map((member) => ({
          name: member.businessName,
          category: member.category,
          city: member.city,
          state: member.state,
          profileUrl: `${origin}${member.path}`,
          rating: member.averageRating,
          reviewCount: member.totalReviews,
        })),
      };
    },
    MEMBERS_JSON_CACHE_MS,
  );
}
