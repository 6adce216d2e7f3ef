import "server-only";
// An organisation's member directory: its active members whose business is listed (active, not
// awaiting approval), by name, a page at a time, searched by name (case-insensitive, LIKE's
// wildcards taken literally) and filtered by category (a top category includes its subcategories).
// The members are read from OrganizationMember's (organizationId, status, joinedAt) index and
// joined to their businesses through an index holding what the page needs: an organisation's
// members, never the whole table.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { columnContains } from "@/platform/db-text";
import { businessPath } from "@/features/directory/types";
import { publicOrganization } from "./access";
import { MEMBERS_PAGE_SIZE } from "./types";

const sql = Prisma.sql;

/** The listed active members' condition (aliases m: OrganizationMember, b: BusinessProfile). */
const listedMembers = (organizationId: string) => sql`
  m."organizationId" = ${organizationId} AND m."status" = 'active'
  AND b."active" = TRUE AND b."awaitingApproval" = FALSE`;

const memberCardSelect = {
  id: true,
  businessName: true,
  slug: true,
  citySlug: true,
  city: true,
  state: true,
  category: true,
  categoryId: true,
  logoUrl: true,
  averageRating: true,
  totalReviews: true,
} as const;

export type MemberCard = {
  id: string;
  businessName: string;
  path: string;
  city: string;
  state: string;
  category: string | null;
  logoUrl: string | null;
  averageRating: number;
  totalReviews: number;
};

/** A business row as read for a card: the card's fields, with its address's parts instead of the path. */
type CardSource = Omit<MemberCard, "path"> & { slug: string; citySlug: string };

const memberCard = (business: CardSource): MemberCard => ({
  id: business.id,
  businessName: business.businessName,
  path: businessPath(business),
  city: business.city,
  state: business.state,
  category: business.category,
  logoUrl: business.logoUrl,
  averageRating: business.averageRating,
  totalReviews: business.totalReviews,
});

/** The directory's statements: a page's business ids in order with the matching total, and the total alone. */
export function memberDirectoryStatements(
  organizationId: string,
  input: { search?: string; categoryId?: string; page: number },
) {
  // Member-first at every size: the organisation's members, then their listed businesses' name and
  // category from BusinessProfile_listed_member_idx alone (both materialised, so no planner walks
  // the whole directory by name, or the whole index for a category, instead), then the filters.
  const members = sql`WITH "members" AS MATERIALIZED (
      SELECT m."businessId" FROM "OrganizationMember" m
       WHERE m."organizationId" = ${organizationId} AND m."status" = 'active'),
    "listed" AS MATERIALIZED (
      SELECT b."id", b."businessName", b."categoryId" FROM "members" m
        JOIN "BusinessProfile" b ON b."id" = m."businessId"
       WHERE b."active" = TRUE AND b."awaitingApproval" = FALSE)`;
  const conditions = [sql`TRUE`];
  if (input.search) conditions.push(columnContains(`l."businessName"`, input.search));
  if (input.categoryId) {
    conditions.push(sql`(l."categoryId" = ${input.categoryId}
      OR l."categoryId" IN (SELECT c."id" FROM "BusinessCategory" c WHERE c."parentId" = ${input.categoryId}))`);
  }
  const where = Prisma.join(conditions, " AND ");
  const offset = (input.page - 1) * MEMBERS_PAGE_SIZE;
  return {
    // The total rides along with the page (one pass over the members instead of two).
    page: sql`${members}
      SELECT l."id", COUNT(*) OVER () AS "total" FROM "listed" l
       WHERE ${where}
       ORDER BY l."businessName" ASC, l."id" ASC
       LIMIT ${MEMBERS_PAGE_SIZE} OFFSET ${offset}`,
    count: sql`${members}
      SELECT COUNT(*) AS "total" FROM "listed" l
       WHERE ${where}`,
  };
}

export async function listMembers(db: Db, input: { slug: string; search?: string; categoryId?: string; page: number }) {
  const organization = await publicOrganization(db, input.slug);
  const statements = memberDirectoryStatements(organization.id, input);
  const rows = await db.$queryRaw<Array<{ id: string; total: number | bigint }>>(statements.page);
  // A page past the end has no rows to carry the total: counted on its own.
  const counted =
    rows[0] ?? (input.page > 1 ? (await db.$queryRaw<Array<{ total: number | bigint }>>(statements.count))[0] : null);
  const ids = rows.map((row) => row.id);
  const businesses = ids.length
    ? await db.businessProfile.findMany({ where: { id: { in: ids } }, select: memberCardSelect })
    : [];
  const byId = new Map(businesses.map((business) => [business.id, business]));
  const total = Number(counted?.total ?? 0);
  return {
    members: ids.flatMap((id) => {
      const business = byId.get(id);
      return business ? [memberCard(business)] : [];
    }),
    total,
    page: input.page,
    pages: Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE)),
  };
}

/** The categories the listed members are in (top categories, for the directory's select), by name. */
export async function memberCategories(db: Db, organizationId: string) {
  const rows = await db.$queryRaw<Array<{ id: string; name: string }>>(sql`
    SELECT DISTINCT COALESCE(p."id", c."id") AS "id", COALESCE(p."name", c."name") AS "name"
      FROM "OrganizationMember" m
      JOIN "BusinessProfile" b ON b."id" = m."businessId"
      JOIN "BusinessCategory" c ON c."id" = b."categoryId"
      LEFT JOIN "BusinessCategory" p ON p."id" = c."parentId"
     WHERE ${listedMembers(organizationId)}`);
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every listed member (for members.json), by name. */
export async function allMembers(db: Db, organizationId: string) {
  const businesses = await db.businessProfile.findMany({
    where: { active: true, awaitingApproval: false, memberships: { some: { organizationId, status: "active" } } },
    orderBy: [{ businessName: "asc" }, { id: "asc" }],
    select: memberCardSelect,
  });
  return businesses.map(memberCard);
}
