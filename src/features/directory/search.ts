import "server-only";
// The directory search: filters, sorts and pages active businesses on the server. The matching
// ids and the total come from two raw queries that the indexes serve (see docs/ARCHITECTURE.md,
// "Directory search"); the twelve cards of the page are then read with Prisma.
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import type { BusinessCardData } from "./types";
import { loadBusinessCards } from "./cards";
import { longitudeScale } from "./distance";
import { resolveDirectoryLocation, unknownLocationMessage } from "./location";
import { widenedPlan, withinPlan, type PlannedSearch } from "./nearby";
import { PLACE_ONLY, searchConditions, type SearchArea } from "./search-filters";
import type { SearchTerm } from "./search-terms";
import { relevanceScore, scoreParts } from "./relevance";
import { relevancePage, type RelevanceParts } from "./relevance-page";
import { partsIndexed } from "./text-match";
import {
  DIRECTORY_COUNT_CAP,
  DIRECTORY_PAGE_SIZE,
  type Coordinates,
  type DirectorySearchQuery,
  type DirectorySearchResult,
  type ResolvedLocation,
} from "./schema";
import { sql, type Sql } from "./sql";
import { withTimeLimit } from "./time-limit";

export type Origin = { kind: "near" | "location"; point: Coordinates };

export function searchOrigin(query: DirectorySearchQuery, location: ResolvedLocation | null): Origin | null {
  if (query.near) return { kind: "near", point: query.near };
  if (location && location.latitude !== null && location.longitude !== null) {
    return { kind: "location", point: { latitude: location.latitude, longitude: location.longitude } };
  }
  return null;
}

/**
 * Squared equirectangular distance in degrees of latitude: orders like the real distance at city
 * scale. Businesses without coordinates come last (1e9 is beyond any real distance).
 */
export function squaredDistance(origin: Origin): Sql {
  const { latitude, longitude } = origin.point;
  const scale = longitudeScale(origin.point);
  return sql`COALESCE((b."latitude" - ${latitude}) * (b."latitude" - ${latitude})
          + (b."longitude" - ${longitude}) * (b."longitude" - ${longitude}) * ${scale * scale}, 1e9)`;
}

/** How a page is ordered: by the query's sort, the place's businesses then by distance, or by distance. */
export type SearchOrder = "sort" | "place-then-distance" | "distance";

/** The sort's ORDER BY; relevance with text ranks by match quality (text-match.ts) before review count. */
function sortOrder(query: DirectorySearchQuery, origin: Origin | null, terms: readonly SearchTerm[]): Sql {
  switch (query.sort) {
    case "rating":
      return sql`b."averageRating" DESC, b."id" ASC`;
    case "newest":
      return sql`b."memberSince" DESC, b."id" ASC`;
    case "distance":
      if (origin) return sql`${squaredDistance(origin)} ASC, b."id" ASC`;
      return sql`b."totalReviews" DESC, b."id" ASC`;
    default: {
      const score = relevanceScore(terms);
      if (score) return sql`${score} DESC, b."totalReviews" DESC, b."id" ASC`;
      return sql`b."totalReviews" DESC, b."id" ASC`;
    }
  }
}

/** ORDER BY for the page; every order ends with the id so pages never overlap or skip rows. */
function orderBy(query: DirectorySearchQuery, origin: Origin | null, terms: readonly SearchTerm[], order: SearchOrder, location: ResolvedLocation | null): Sql {
  if (order === "distance" && origin) return sql`${squaredDistance(origin)} ASC, b."id" ASC`;
  const inPlace = location && placeCondition(location);
  if (order === "place-then-distance" && origin && inPlace) {
    return sql`CASE WHEN ${inPlace} THEN 0 ELSE 1 END, CASE WHEN ${inPlace} THEN 0 ELSE ${squaredDistance(origin)} END, ${sortOrder(query, origin, terms)}`;
  }
  return sortOrder(query, origin, terms);
}

/** The chosen place's own businesses: its city, or its ZIP code. */
export const placeCondition = (location: ResolvedLocation): Sql =>
  location.kind === "city" ? sql`b."citySlug" = ${location.slug}` : sql`b."zipCode" = ${location.zipCode}`;

export function resolveLocationOrThrow(segment: string | undefined): ResolvedLocation | null {
  if (segment === undefined || segment === "") return null;
  const location = resolveDirectoryLocation(segment);
  if (!location) throw new AppError("NOT_FOUND", unknownLocationMessage(segment));
  return location;
}

/**
 * With open now a page can be read two ways: through the other filters or in sort order, probing
 * each business's hours, or driven from the open hours (then sorted). Probing in sort order reads
 * about (offset + page size) x businesses / matches businesses, so it is used unless only filters
 * the hours copy narrow open now and the matches are fewer than this many times the rows needed.
 */
const PROBE_WHEN_MATCHES_EXCEED_ROWS_NEEDED = 20;

/** Where results come from and how they are ordered (see nearby.ts); the default is the place's own, in the sort's order. */
export type SearchPlan = { area: SearchArea; order: SearchOrder };
const DEFAULT_PLAN: SearchPlan = { area: PLACE_ONLY, order: "sort" };

/** The statements a search runs (the total and the page of ids), or null when nothing can match. */
export async function directorySearchStatements(db: Db, query: DirectorySearchQuery, now: Date, plan: SearchPlan = DEFAULT_PLAN) {
  const location = resolveLocationOrThrow(query.location);
  const origin = searchOrigin(query, location);
  const conditions = await searchConditions(db, query, location, now, plan.area);
  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  const order = conditions ? orderBy(query, origin, conditions.terms, plan.order, location) : sql``;
  const pageOf = (where: Sql) => sql`SELECT b."id" FROM "BusinessProfile" b WHERE ${where}
      ORDER BY ${order} LIMIT ${DIRECTORY_PAGE_SIZE} OFFSET ${offset}`;
  const byDistance = plan.order === "distance" || (plan.order === "sort" && query.sort === "distance");
  const distance = byDistance && origin ? origin : null;
  const score = conditions && plan.order === "sort" && !["rating", "newest", "distance"].includes(query.sort) ? relevanceScore(conditions.terms) : null;
  const statements = conditions && {
    count: conditions.openNow?.count ?? sql`SELECT COUNT(*) AS total FROM (SELECT 1 FROM "BusinessProfile" b WHERE ${conditions.where} LIMIT ${countLimit(offset) + 1}) capped`,
    /** Whether `count` stops at countLimit (the open-now count from the hours is exact). */
    capped: !conditions.openNow,
    page: pageOf(conditions.where),
    /** The page statement to use once the total is known. */
    pageFor: (total: number): Sql => {
      if (!conditions.openNow) return pageOf(conditions.where);
      const few = total < (offset + DIRECTORY_PAGE_SIZE) * PROBE_WHEN_MATCHES_EXCEED_ROWS_NEEDED;
      return pageOf(few ? conditions.openNow.whereFromOpenHours : conditions.openNow.whereInSortOrder);
    },
    // (With open now the page statement depends on the total; by distance, a few matches are sorted whole.)
    countFirst: conditions.openNow !== null || distance !== null,
    /** The relevance order's page read by the score's parts (relevance-page.ts), when the text scores matches differently. */
    // (Not with open now: walking review order probes each business's hours, and open matches can be sparse.)
    relevance: score && partsIndexed(conditions.terms) && !query.features.includes("open-now") ? ({ parts: scoreParts(conditions.terms), filters: conditions.filters, termConditions: conditions.termConditions, score } satisfies RelevanceParts) : null,
    /** The distance sort's page from a box around the origin of this half-width (degrees of latitude). */
    pageInBox: distance
      ? (halfWidth: number) => {
          const { latitude, longitude } = distance.point;
          const lngHalfWidth = halfWidth / Math.max(longitudeScale(distance.point), 1e-6);
          return sql`SELECT b."id", ${squaredDistance(distance)} AS d FROM "BusinessProfile" b
            WHERE ${conditions.where}
              AND b."latitude" BETWEEN ${latitude - halfWidth} AND ${latitude + halfWidth}
              AND b."longitude" BETWEEN ${longitude - lngHalfWidth} AND ${longitude + lngHalfWidth}
            ORDER BY ${squaredDistance(distance)} ASC, b."id" ASC LIMIT ${DIRECTORY_PAGE_SIZE} OFFSET ${offset}`;
        }
      : null,
    offset,
  };
  return { location, origin, statements };
}

/**
 * A count reads at most one row past this many matches: the cap, or the rows up to the end of the
 * page when that is deeper. A count beyond it is only known to be at least this.
 */
export const countLimit = (offset: number) => Math.max(DIRECTORY_COUNT_CAP, offset + DIRECTORY_PAGE_SIZE);

/** The first box's half-width in degrees of latitude (about 1 km), and how much each retry widens it. */
export const DISTANCE_BOX_START = 0.01;
const DISTANCE_BOX_GROWTH = 4;
/** Past this half-width (degrees) the box would hold nearly everything: sort all matches instead. */
const DISTANCE_BOX_LIMIT = 30;

type Statements = NonNullable<Awaited<ReturnType<typeof directorySearchStatements>>["statements"]>;

/**
 * The distance sort's page without ordering every match: the page is read from a box around the
 * origin, widened until it holds the page's last row within the box's inscribed radius. Every
 * business outside the box is farther than that radius, so the box's order is the full order.
 * Otherwise (the page runs into businesses without coordinates, or past the last match) the full
 * sort answers. Returns the ids, how many boxes were tried and the statement that answered.
 */
export async function distancePage(db: Db, statements: Statements): Promise<{ ids: string[]; boxes: number; statement: Sql }> {
  const inBox = statements.pageInBox!;
  let boxes = 0;
  for (let halfWidth = DISTANCE_BOX_START; halfWidth <= DISTANCE_BOX_LIMIT; halfWidth *= DISTANCE_BOX_GROWTH) {
    boxes++;
    const statement = inBox(halfWidth);
    const rows = await db.$queryRaw<Array<{ id: string; d: number }>>(statement);
    const last = rows[DIRECTORY_PAGE_SIZE - 1];
    // (A hair inside the radius, so rounding cannot let a row just outside the box be nearer.)
    if (last && Number(last.d) < halfWidth * halfWidth * (1 - 1e-9)) return { ids: rows.map((row) => row.id), boxes, statement };
  }
  const rows = await db.$queryRaw<Array<{ id: string }>>(statements.page);
  return { ids: rows.map((row) => row.id), boxes, statement: statements.page };
}

/**
 * The distance sort reads its page from boxes (distancePage) unless there are at most countLimit
 * matches (the count is then exact): sorting those few reads the matches once, where each box tried reads them again
 * (a widened search's one match in Waco took six boxes and then the full sort).
 */
export const sortsWholeByDistance = (statements: Statements, total: number) => total <= countLimit(statements.offset);

async function pageAndTotal(db: Db, statements: Statements) {
  const count = async () => Number((await db.$queryRaw<Array<{ total: bigint | number }>>(statements.count))[0]?.total ?? 0);
  const page = async (statement: Sql, total?: number) => {
    if (statements.pageInBox && !(total !== undefined && sortsWholeByDistance(statements, total))) return (await distancePage(db, statements)).ids;
    const byParts = statements.relevance && (await relevancePage(db, statements.relevance, statements.offset));
    return byParts ?? (await db.$queryRaw<Array<{ id: string }>>(statement)).map((row) => row.id);
  };
  if (statements.countFirst) {
    const total = await count();
    return { total, ids: total ? await page(statements.pageFor(total), total) : [] };
  }
  const [total, ids] = await Promise.all([count(), page(statements.page)]);
  return { total, ids };
}

/** The search, each statement time-limited (time-limit.ts). */
export async function searchDirectory(db: Db, query: DirectorySearchQuery, now: Date): Promise<DirectorySearchResult<BusinessCardData>> {
  return withTimeLimit(db, async (limited) => (await plannedSearch(limited, query, now)).result);
}

/**
 * The search with the plan that answered it: the 'Within' control's, or when the place has no match
 * the widened one (nearby.ts). The benchmark explains the plan's statements.
 */
export async function plannedSearch(db: Db, query: DirectorySearchQuery, now: Date) {
  const location = resolveLocationOrThrow(query.location);
  const context = { origin: searchOrigin(query, location), location, placeCondition, squaredDistance };
  const plan = withinPlan(query, context);
  const result = await runSearch(db, query, now, plan);
  if (result.total > 0) return { plan, result };
  const widened = await widenedPlan(db, query, now, context);
  return widened ? { plan: widened, result: await runSearch(db, query, now, widened) } : { plan, result };
}

async function runSearch(db: Db, query: DirectorySearchQuery, now: Date, plan: PlannedSearch): Promise<DirectorySearchResult<BusinessCardData>> {
  const { location, origin, statements } = await directorySearchStatements(db, query, now, plan);
  const result = { items: [], total: 0, totalCapped: false, page: query.page, pageCount: 0, location, distanceOrigin: origin?.kind ?? null, nearby: plan.nearby };
  if (!statements) return result;
  const { total: counted, ids } = await pageAndTotal(db, statements);
  const totalCapped = statements.capped && counted > countLimit(statements.offset);
  const total = totalCapped ? countLimit(statements.offset) : counted;
  return {
    ...result,
    items: await loadBusinessCards(db, ids, now, origin?.point ?? null),
    total,
    totalCapped,
    // Only pages the rows counted prove are offered.
    pageCount: Math.ceil(total / DIRECTORY_PAGE_SIZE),
  };
}
