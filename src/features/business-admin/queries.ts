import "server-only";
// The admin's list of every business (active or not): one search box, filters, four sorts, 25 a
// page. Two raw statements like the directory's (a bounded count and the page of ids, the same
// text on both databases), then the page's rows by id. Every search and filter is served by an
// index (migration `admin_business_list`), so it stays fast at 100,000 businesses:
// - the search text is read as one thing: a 5-digit ZIP, an owner's email (it has an "@": the
//   matching users are found first on the email index, then their businesses by owner), a known
//   city's name, or else the start of the business's name (the directory's name-prefix index,
//   folded like the directory's search);
// - sorts end with the id and each has its own index; filters by status and featured have indexes
//   led by the filter in the newest-first order.
import { Prisma } from "@/generated/sqlite/client";
import type { Db, DbOrTx } from "@/platform/db";
import { columnStartsWith, prefixOrder } from "@/platform/db-text";
import { and, join, sql, type Sql } from "@/features/directory/sql";
import { nameStartsWith } from "@/features/directory/text-match";
import { categoryIds } from "@/features/directory/search-filters";
import { foldText } from "@/features/directory/text-fold";
import { cityOf, searchKind } from "./search-kind";
import { ADMIN_BUSINESS_COUNT_CAP, ADMIN_BUSINESS_PAGE_SIZE, type AdminBusinessSort, type TAdminBusinessListQuery } from "./schema";

/** Owners found for an email search: a few, since an admin is looking for one account. */
const OWNER_MATCHES = 50;

const ORDER: Record<AdminBusinessSort, Sql> = {
  newest: sql`b."createdAt" DESC, b."id" DESC`,
  name: sql`b."businessName" ASC, b."id" ASC`,
  rating: sql`b."averageRating" DESC, b."id" ASC`,
  reviews: sql`b."totalReviews" DESC, b."id" ASC`,
};

/** Ids of accounts whose email starts with the text (emails are stored lower-cased). */
async function ownersByEmail(db: Db, text: string): Promise<string[]> {
  const prefix = text.toLowerCase();
  // PostgreSQL: LIKE 'prefix%' on the (email text_pattern_ops) index; SQLite: a range of the
  // unique email index (binary order, so the range is exactly the prefix).
  const rows = await db.$queryRaw<Array<{ id: string }>>(
    sql`SELECT u."id" FROM "User" u WHERE ${columnStartsWith(`u."email"`, prefix)} ORDER BY ${prefixOrder(`u."email"`)} LIMIT ${OWNER_MATCHES}`,
  );
  return rows.map((row) => row.id);
}

const idList = (ids: readonly string[]) => (ids.length ? sql`(${join(ids.map((id) => sql`${id}`))})` : null);

async function searchCondition(db: Db, text: string): Promise<Sql | null> {
  switch (searchKind(text)) {
    case "none":
      return null;
    case "zip":
      return sql`b."zipCode" = ${text}`;
    case "email": {
      const owners = idList(await ownersByEmail(db, text));
      return owners ? sql`b."ownerId" IN ${owners}` : sql`FALSE`;
    }
    case "city":
      return sql`b."citySlug" = ${cityOf(text)!.slug}`;
    case "name":
      return nameStartsWith(foldText(text), "b");
  }
}

/** The WHERE clause of a list query (slugs and emails resolved to ids first). */
export async function adminBusinessWhere(db: Db, query: TAdminBusinessListQuery): Promise<Sql> {
  const parts: Sql[] = [];
  const search = await searchCondition(db, query.q);
  if (search) parts.push(search);
  // The status is one of three known words (zod), written as a literal so PostgreSQL reads it as the enum.
  if (query.status) parts.push(sql`b."verificationStatus" = ${Prisma.raw(`'${query.status}'`)}`);
  if (query.active !== undefined) parts.push(query.active ? sql`b."active" = TRUE` : sql`b."active" = FALSE`);
  if (query.featured !== undefined) parts.push(query.featured ? sql`b."featured" = TRUE` : sql`b."featured" = FALSE`);
  if (query.hasOwner !== undefined) parts.push(query.hasOwner ? sql`b."ownerId" IS NOT NULL` : sql`b."ownerId" IS NULL`);
  if (query.city) parts.push(sql`b."citySlug" = ${query.city}`);
  if (query.category) {
    const ids = idList(await categoryIds(db, query.category));
    parts.push(ids ? sql`b."categoryId" IN ${ids}` : sql`FALSE`);
  }
  return and(parts);
}

/** The bounded count and the page of ids (exported for the benchmark's EXPLAIN). */
export async function adminBusinessStatements(db: Db, query: TAdminBusinessListQuery) {
  const where = await adminBusinessWhere(db, query);
  const offset = (query.page - 1) * ADMIN_BUSINESS_PAGE_SIZE;
  const countLimit = Math.max(ADMIN_BUSINESS_COUNT_CAP, offset + ADMIN_BUSINESS_PAGE_SIZE) + 1;
  return {
    count: sql`SELECT COUNT(*) AS "total" FROM (SELECT 1 FROM "BusinessProfile" b WHERE ${where} LIMIT ${countLimit}) c`,
    page: sql`SELECT b."id" FROM "BusinessProfile" b WHERE ${where} ORDER BY ${ORDER[query.sort as AdminBusinessSort]} LIMIT ${ADMIN_BUSINESS_PAGE_SIZE} OFFSET ${offset}`,
    countLimit,
  };
}

const ROW_SELECT = {
  id: true,
  businessName: true,
  slug: true,
  city: true,
  citySlug: true,
  zipCode: true,
  category: true,
  verificationStatus: true,
  active: true,
  featured: true,
  averageRating: true,
  totalReviews: true,
  createdAt: true,
  owner: { select: { id: true, displayName: true, email: true } },
} as const;

export async function listAdminBusinesses(db: Db, query: TAdminBusinessListQuery) {
  const statements = await adminBusinessStatements(db, query);
  const [[counted], ids, featuredActive] = await Promise.all([
    db.$queryRaw<Array<{ total: bigint | number }>>(statements.count),
    db.$queryRaw<Array<{ id: string }>>(statements.page),
    countFeaturedOnHome(db),
  ]);
  const found = Number(counted?.total ?? 0);
  const rows = await db.businessProfile.findMany({ where: { id: { in: ids.map((row) => row.id) } }, select: ROW_SELECT });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const businesses = ids.flatMap((row) => {
    const business = byId.get(row.id);
    return business ? [{ ...business, publicUrl: `/business/${business.citySlug}/${business.slug}` }] : [];
  });
  // A full count is only known to be at least the rows it read short of the extra one.
  const capped = found >= statements.countLimit;
  return {
    businesses,
    total: capped ? statements.countLimit - 1 : found,
    totalCapped: capped,
    page: query.page,
    pageSize: ADMIN_BUSINESS_PAGE_SIZE,
    featuredActive,
  };
}

export type AdminBusinessList = Awaited<ReturnType<typeof listAdminBusinesses>>;
export type AdminBusinessRow = AdminBusinessList["businesses"][number];

/** Active featured businesses: the candidates for the home page's list. */
export function countFeaturedOnHome(db: DbOrTx) {
  return db.businessProfile.count({ where: { active: true, featured: true } });
}
