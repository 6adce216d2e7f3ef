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
import { dbProvider, type Db, type DbOrTx } from "@/platform/db";
import { columnStartsWith, prefixOrder } from "@/platform/db-text";
import { and, join, sql, type Sql } from "@/features/directory/sql";
import { nameStartsWith } from "@/features/directory/text-match";
import { categoryIds } from "@/features/directory/search-filters";
import { foldText } from "@/features/directory/text-fold";
import { cityOf, searchKind } from "./search-kind";
import {
  ADMIN_BUSINESS_COUNT_CAP,
  ADMIN_BUSINESS_PAGE_SIZE,
  type AdminBusinessSort,
  type TAdminBusinessListQuery,
} from "./schema";

/** Owners found for an email search: a few, since an admin is looking for one account. */
const OWNER_MATCHES = 50;

/** A sort's ORDER BY; `away` keeps SQLite off the sort's index (unary + on the first key). */
function order(sort: AdminBusinessSort, away: boolean): Sql {
  const key = (column: string) => Prisma.raw(away ? `(+b."${column}")` : `b."${column}"`);
  switch (sort) {
    case "newest":
      return sql`${key("createdAt")} DESC, b."id" DESC`;
    // The folded name (ASCII case ignored on SQLite, case and accents on PostgreSQL), like the name
    // search, so a name search sorted by name reads its page from one index range in order.
    case "name":
      return dbProvider === "postgresql"
        ? sql`localhub_fold(b."businessName") USING ~<~, b."id" ASC`
        : sql`${key("businessName")} COLLATE NOCASE ASC, b."id" ASC`;
    case "rating":
      return sql`${key("averageRating")} DESC, b."id" ASC`;
    case "reviews":
      return sql`${key("totalReviews")} DESC, b."id" ASC`;
  }
}

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
async function adminBusinessWhere(db: Db, query: TAdminBusinessListQuery): Promise<Sql> {
  const parts: Sql[] = [];
  const search = await searchCondition(db, query.q);
  if (search) parts.push(search);
  // The status is one of three known words (zod), written as a literal so PostgreSQL reads it as the enum.
  if (query.status) parts.push(sql`b."verificationStatus" = ${Prisma.raw(`'${query.status}'`)}`);
  if (query.active !== undefined) parts.push(query.active ? sql`b."active" = TRUE` : sql`b."active" = FALSE`);
  if (query.featured !== undefined) parts.push(query.featured ? sql`b."featured" = TRUE` : sql`b."featured" = FALSE`);
  if (query.hasOwner !== undefined)
    parts.push(query.hasOwner ? sql`b."ownerId" IS NOT NULL` : sql`b."ownerId" IS NULL`);
  if (query.awaiting !== undefined)
    parts.push(query.awaiting ? sql`b."awaitingApproval" = TRUE` : sql`b."awaitingApproval" = FALSE`);
  if (query.city) parts.push(sql`b."citySlug" = ${query.city}`);
  if (query.category) {
    const ids = idList(await categoryIds(db, query.category));
    parts.push(ids ? sql`b."categoryId" IN ${ids}` : sql`FALSE`);
  }
  return and(parts);
}

/** SQLite's index for each sort but the newest (migrations `admin_business_list`, `admin_business_name_sort`). */
const SORT_INDEX: Record<Exclude<AdminBusinessSort, "newest">, string> = {
  name: "BusinessProfile_name_nocase_id_idx",
  rating: "BusinessProfile_admin_rating_idx",
  reviews: "BusinessProfile_admin_reviews_idx",
};

/**
 * The bounded count and the page of ids (exported for the benchmark's EXPLAIN). SQLite's planner
 * guesses badly between a filter's index and the sort's, so `page(many)` tells it from the count:
 * - many (the count reached its cap, so at least 1 business in 100 matches): it walks the sort's
 *   index checking the filters, about 100 rows read per row shown, instead of reading every match
 *   and sorting them (newest first needs no help: each filter's index is in that order);
 * - fewer: it reads the matches from the filters' indexes (as the count did) and sorts under
 *   1,000 rows, instead of walking the sort's index past rows that rarely match.
 * PostgreSQL's statistics choose well on their own.
 */
export async function adminBusinessStatements(db: Db, query: TAdminBusinessListQuery) {
  const where = await adminBusinessWhere(db, query);
  const sort = query.sort as AdminBusinessSort;
  const offset = (query.page - 1) * ADMIN_BUSINESS_PAGE_SIZE;
  const countLimit = Math.max(ADMIN_BUSINESS_COUNT_CAP, offset + ADMIN_BUSINESS_PAGE_SIZE) + 1;
  const sqlite = dbProvider === "sqlite";
  const walk = (many: boolean) =>
    sqlite && many && sort !== "newest" ? Prisma.raw(`INDEXED BY "${SORT_INDEX[sort]}"`) : Prisma.empty;
  return {
    count: sql`SELECT COUNT(*) AS "total" FROM (SELECT 1 FROM "BusinessProfile" b WHERE ${where} LIMIT ${countLimit}) c`,
    page: (many: boolean) =>
      sql`SELECT b."id" FROM "BusinessProfile" b ${walk(many)} WHERE ${where} ORDER BY ${order(sort, sqlite && !many)} LIMIT ${ADMIN_BUSINESS_PAGE_SIZE} OFFSET ${offset}`,
    countLimit,
  };
}

/** Runs the bounded count: the businesses found (up to the limit) and whether it stopped at the limit. */
export async function countAdminBusinesses(db: Db, statements: { count: Sql; countLimit: number }) {
  const [counted] = await db.$queryRaw<Array<{ total: bigint | number }>>(statements.count);
  const found = Number(counted?.total ?? 0);
  return { found, capped: found >= statements.countLimit };
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
  awaitingApproval: true,
  featured: true,
  averageRating: true,
  totalReviews: true,
  createdAt: true,
  owner: { select: { id: true, displayName: true, email: true } },
} as const;

export async function listAdminBusinesses(db: Db, query: TAdminBusinessListQuery) {
  const statements = await adminBusinessStatements(db, query);
  const [{ found, capped }, featuredActive, awaitingApproval] = await Promise.all([
    countAdminBusinesses(db, statements),
    countFeaturedOnHome(db),
    db.businessProfile.count({ where: { awaitingApproval: true } }),
  ]);
  const ids = await db.$queryRaw<Array<{ id: string }>>(statements.page(capped));
  const rows = await db.businessProfile.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    select: ROW_SELECT,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const businesses = ids.flatMap((row) => {
    const business = byId.get(row.id);
    return business ? [{ ...business, publicUrl: `/business/${business.citySlug}/${business.slug}` }] : [];
  });
  // A full count is only known to be at least the rows it read short of the extra one.
  return {
    businesses,
    total: capped ? statements.countLimit - 1 : found,
    totalCapped: capped,
    page: query.page,
    pageSize: ADMIN_BUSINESS_PAGE_SIZE,
    featuredActive,
    /** New listings in the admins' queue (the "Awaiting approval" tab). */
    awaitingApproval,
  };
}

export type AdminBusinessList = Awaited<ReturnType<typeof listAdminBusinesses>>;

/** Active featured businesses: the candidates for the home page's list. */
export function countFeaturedOnHome(db: DbOrTx) {
  return db.businessProfile.count({ where: { active: true, featured: true } });
}
