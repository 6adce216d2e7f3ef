import "server-only";
// The profile's business: its row and the eight relations the page shows, read in one statement,
// each relation a JSON array column (json-rows.ts writes them for the database). Prisma's nested
// read sent a statement per relation (eleven in all); beside the profile's other reads they queued
// for the pool's ten connections. It gives what that read gave: the same fields, rows, orders and
// types (JSON carries dates as text and SQLite's booleans as 0/1; they are turned back here).
import { Prisma } from "@/generated/sqlite/client";
import type {
  BusinessHours,
  BusinessOffer,
  BusinessPhoto,
  BusinessPost,
  BusinessProfile,
  BusinessSpecialHours,
  BusinessTag,
  Organization,
  Service,
} from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { POST_FIELDS } from "@/features/posts/queries";
import { join, sql, type Sql } from "@/features/directory/sql";
import { jsonRows, type JsonOrder } from "./json-rows";
import { dbInstant } from "@/platform/db-instant";

/** How many live posts a profile shows, and how many special-hours rows it reads ahead. */
const PROFILE_POSTS_SHOWN = 10;
const SPECIAL_DAYS_READ = 60;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const BUSINESS_COLUMNS = [
  "id",
  "ownerId",
  "slug",
  "citySlug",
  "businessName",
  "description",
  "category",
  "address",
  "city",
  "state",
  "zipCode",
  "phone",
  "email",
  "websiteUrl",
  "instagramUrl",
  "facebookUrl",
  "tiktokUrl",
  "googleBusinessUrl",
  "logoUrl",
  "coverImageUrl",
  "latitude",
  "longitude",
  "timeZone",
  "averageRating",
  "totalReviews",
  "verificationStatus",
  "memberSince",
  "foundingMemberAt",
  "enquiriesEnabled",
  "onlineBooking",
  "sameDayService",
] as const satisfies ReadonlyArray<keyof BusinessProfile>;

const HOURS_KEYS = ["dayOfWeek", "openMinute", "closeMinute"] as const satisfies ReadonlyArray<keyof BusinessHours>;
const SERVICE_KEYS = [
  "id",
  "serviceName",
  "description",
  "priceFromCents",
  "priceToCents",
  "durationMinutes",
  "isFeatured",
] as const satisfies ReadonlyArray<keyof Service>;
const OFFER_KEYS = ["id", "title", "description", "isPinned", "validTo"] as const satisfies ReadonlyArray<
  keyof BusinessOffer
>;
const ORGANIZATION_KEYS = ["slug", "name"] as const satisfies ReadonlyArray<keyof Organization>;
const PHOTO_KEYS = ["id", "url", "altText"] as const satisfies ReadonlyArray<keyof BusinessPhoto>;
/** The fields every public list of posts gives (POST_FIELDS). */
const POST_KEYS = Object.keys(POST_FIELDS) as Array<keyof typeof POST_FIELDS>;
const SPECIAL_KEYS = ["day", "closed", "openMinute", "closeMinute", "label"] as const satisfies ReadonlyArray<
  keyof BusinessSpecialHours
>;
const TAG_KEYS = ["id", "name", "slug", "color"] as const satisfies ReadonlyArray<keyof BusinessTag>;

type Fields<Model, Keys extends ReadonlyArray<keyof Model>> = Pick<Model, Keys[number]>;

type ProfileBusiness = Fields<BusinessProfile, typeof BUSINESS_COLUMNS> & {
  hours: Array<Fields<BusinessHours, typeof HOURS_KEYS>>;
  services: Array<Fields<Service, typeof SERVICE_KEYS>>;
  offers: Array<Fields<BusinessOffer, typeof OFFER_KEYS>>;
  memberships: Array<{ organization: Fields<Organization, typeof ORGANIZATION_KEYS> }>;
  photos: Array<Fields<BusinessPhoto, typeof PHOTO_KEYS>>;
  posts: Array<Fields<BusinessPost, typeof POST_KEYS>>;
  specialHours: Array<Fields<BusinessSpecialHours, typeof SPECIAL_KEYS>>;
  tags: Array<{ tag: Fields<BusinessTag, typeof TAG_KEYS> }>;
};

/**
 * One relation's rows: the columns `keys` (and `orderOnly`, which its order needs) of the table
 * `alias` in `from` (FROM ... WHERE ..., tied to the business b), in `order`, at most `limit`.
 */
function relation(
  alias: string,
  keys: readonly string[],
  from: Sql,
  order: JsonOrder,
  { orderOnly = [], limit }: { orderOnly?: readonly string[]; limit?: number } = {},
): Sql {
  const columns = [...keys, ...orderOnly].map((column) => Prisma.raw(`${alias}."${column}" AS "${column}"`));
  const orderBy = order.map(([column, direction]) => Prisma.raw(`${alias}."${column}" ${direction}`));
  const rows = sql`SELECT ${join(columns)} ${from} ORDER BY ${join(orderBy)}${limit === undefined ? Prisma.empty : sql` LIMIT ${limit}`}`;
  return jsonRows.array(keys, rows, order);
}

/**
 * The business with its relations, as Prisma's nested read wrote them: hours by day and opening;
 * services in the owner's order; offers live now, pinned first, newest first; active memberships of
 * active organisations by name; photos in the owner's order; the newest live posts; special days
 * from two days ago (yesterday in any time zone) on; active tags by name. Rows that tie in an order
 * keep one order (by id), where the nested read left it to the database.
 */
const profileStatement = (id: string, now: Date) => sql`
  SELECT ${join(BUSINESS_COLUMNS.map((column) => Prisma.raw(`b."${column}"`)))},
    ${relation("h", HOURS_KEYS, sql`FROM "BusinessHours" h WHERE h."businessId" = b."id"`, [
      ["dayOfWeek", "ASC"],
      ["openMinute", "ASC"],
    ])} AS "hours",
    ${relation(
      "v",
      SERVICE_KEYS,
      sql`FROM "Service" v WHERE v."businessId" = b."id"`,
      [
        ["displayOrder", "ASC"],
        ["serviceName", "ASC"],
        ["id", "ASC"],
      ],
      { orderOnly: ["displayOrder"] },
    )} AS "services",
    ${relation(
      "o",
      OFFER_KEYS,
      sql`FROM "BusinessOffer" o WHERE o."businessId" = b."id" AND o."isActive" = TRUE
        AND (o."validTo" IS NULL OR o."validTo" >= ${now}) AND (o."validFrom" IS NULL OR o."validFrom" <= ${now})`,
      [
        ["isPinned", "DESC"],
        ["createdAt", "DESC"],
        ["id", "ASC"],
      ],
      { orderOnly: ["createdAt"] },
    )} AS "offers",
    ${relation(
      "g",
      ORGANIZATION_KEYS,
      sql`FROM "OrganizationMember" m JOIN "Organization" g ON g."id" = m."organizationId"
        WHERE m."businessId" = b."id" AND m."status" = 'active' AND g."active" = TRUE`,
      [
        ["name", "ASC"],
        ["slug", "ASC"],
      ],
    )} AS "organizations",
    ${relation(
      "ph",
      PHOTO_KEYS,
      sql`FROM "BusinessPhoto" ph WHERE ph."businessId" = b."id"`,
      [
        ["position", "ASC"],
        ["createdAt", "ASC"],
        ["id", "ASC"],
      ],
      { orderOnly: ["position", "createdAt"] },
    )} AS "photos",
    ${relation(
      "p",
      POST_KEYS,
      sql`FROM "BusinessPost" p WHERE p."businessId" = b."id" AND p."status" = 'published' AND p."expiresAt" > ${now}`,
      [
        ["createdAt", "DESC"],
        ["id", "DESC"],
      ],
      { limit: PROFILE_POSTS_SHOWN },
    )} AS "posts",
    ${relation(
      "s",
      SPECIAL_KEYS,
      sql`FROM "BusinessSpecialHours" s WHERE s."businessId" = b."id" AND s."day" >= ${isoDay(new Date(now.getTime() - 2 * 86_400_000))}`,
      [
        ["day", "ASC"],
        ["openMinute", "ASC"],
        ["id", "ASC"],
      ],
      { orderOnly: ["id"], limit: SPECIAL_DAYS_READ },
    )} AS "specialHours",
    ${relation(
      "t",
      TAG_KEYS,
      sql`FROM "BusinessTagAssignment" a JOIN "BusinessTag" t ON t."id" = a."tagId" WHERE a."businessId" = b."id" AND t."isActive" = TRUE`,
      [["name", "ASC"]],
    )} AS "tags"
  FROM "BusinessProfile" b WHERE b."id" = ${id}`;

type JsonColumn = string | Array<Record<string, unknown>> | null;
type ProfileRow = Record<(typeof BUSINESS_COLUMNS)[number], unknown> &
  Record<"hours" | "services" | "offers" | "organizations" | "photos" | "posts" | "specialHours" | "tags", JsonColumn>;

/** A JSON array column: text on SQLite, already parsed on PostgreSQL. */
const jsonArray = (value: JsonColumn): Array<Record<string, unknown>> =>
  (typeof value === "string" ? (JSON.parse(value) as Array<Record<string, unknown>>) : value) ?? [];

const toDateOrNull = (value: unknown) => (value === null || value === undefined ? null : dbInstant(value));
const toNumberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The row's JSON objects with `dates` as Dates and `flags` as booleans (SQLite's 0/1). */
function revive<T>(
  value: JsonColumn,
  { dates = [], flags = [] }: { dates?: readonly string[]; flags?: readonly string[] } = {},
): T[] {
  return jsonArray(value).map((object) => {
    const revived = { ...object };
    for (const key of dates) revived[key] = toDateOrNull(object[key]);
    for (const key of flags) revived[key] = Boolean(object[key]);
    return revived as T;
  });
}

function businessOf(row: ProfileRow): ProfileBusiness {
  type B = ProfileBusiness;
  return {
    id: row.id as string,
    ownerId: row.ownerId as string | null,
    slug: row.slug as string,
    citySlug: row.citySlug as string,
    businessName: row.businessName as string,
    description: row.description as string | null,
    category: row.category as string | null,
    address: row.address as string | null,
    city: row.city as string,
    state: row.state as string,
    zipCode: row.zipCode as string | null,
    phone: row.phone as string | null,
    email: row.email as string | null,
    websiteUrl: row.websiteUrl as string | null,
    instagramUrl: row.instagramUrl as string | null,
    facebookUrl: row.facebookUrl as string | null,
    tiktokUrl: row.tiktokUrl as string | null,
    googleBusinessUrl: row.googleBusinessUrl as string | null,
    logoUrl: row.logoUrl as string | null,
    coverImageUrl: row.coverImageUrl as string | null,
    latitude: toNumberOrNull(row.latitude),
    longitude: toNumberOrNull(row.longitude),
    timeZone: row.timeZone as string,
    averageRating: Number(row.averageRating),
    totalReviews: Number(row.totalReviews),
    verificationStatus: row.verificationStatus as B["verificationStatus"],
    memberSince: dbInstant(row.memberSince),
    foundingMemberAt: toDateOrNull(row.foundingMemberAt),
    enquiriesEnabled: Boolean(row.enquiriesEnabled),
    onlineBooking: Boolean(row.onlineBooking),
    sameDayService: Boolean(row.sameDayService),
    hours: revive<B["hours"][number]>(row.hours),
    services: revive<B["services"][number]>(row.services, { flags: ["isFeatured"] }),
    offers: revive<B["offers"][number]>(row.offers, { dates: ["validTo"], flags: ["isPinned"] }),
    memberships: revive<B["memberships"][number]["organization"]>(row.organizations).map((organization) => ({
      organization,
    })),
    photos: revive<B["photos"][number]>(row.photos),
    posts: revive<B["posts"][number]>(row.posts, { dates: ["startsAt", "endsAt", "expiresAt", "createdAt"] }),
    specialHours: revive<B["specialHours"][number]>(row.specialHours, { flags: ["closed"] }),
    tags: revive<B["tags"][number]["tag"]>(row.tags).map((tag) => ({ tag })),
  };
}

/** The profile's business by id (profileStatement), or null when there is none. */
export async function readProfileBusiness(db: Db, id: string, now: Date): Promise<ProfileBusiness | null> {
  const [row] = await db.$queryRaw<ProfileRow[]>(profileStatement(id, now));
  return row ? businessOf(row) : null;
}
