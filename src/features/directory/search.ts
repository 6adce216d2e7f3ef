import "server-only";
// The directory search: filters, sorts and pages active businesses on the server. The matching
// ids and the total come from two raw queries that the indexes serve (see docs/ARCHITECTURE.md,
// "Directory search"); the twelve cards of the page are then read with Prisma.
import type { Db } from "@/platform/db";
import { dialect } from "./dialect";
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
import { distancePage, inBox } from "./distance-page";
import { encodeSeekKey, decodeSeekKey } from "./seek-key";
import { ascending, descending, ID_COLUMN, indexedDescending, orderSql, seekArms, seekCondition, type OrderColumn, type Seek } from "./seek";
import {
  DIRECTORY_COUNT_CAP,
  DIRECTORY_PAGE_SIZE,
  MAX_OFFSET_PAGE,
  type PageLink,
  type Coordinates,
  type DirectorySearchQuery,
  type DirectorySearchResult,
  type ResolvedLocation,
} from "./schema";
import { join, sql, type Sql } from "./sql";
import { Prisma } from "@/generated/sqlite/client";
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

const byReviews = [indexedDescending(sql`b."totalReviews"`), ID_COLUMN];

/** The sort's columns; relevance with text ranks by match quality (text-match.ts) before review count. */
function sortColumns(query: DirectorySearchQuery, origin: Origin | null, terms: readonly SearchTerm[]): OrderColumn[] {
  switch (query.sort) {
    case "rating":
      return [indexedDescending(sql`b."averageRating"`), ID_COLUMN];
    case "newest":
      return [indexedDescending(sql`b."memberSince"`), ID_COLUMN];
    case "distance":
      return origin ? [ascending(squaredDistance(origin)), ID_COLUMN] : byReviews;
    default: {
      const score = relevanceScore(terms);
      return score ? [descending(score), ...byReviews] : byReviews;
    }
  }
}

/** The page's order as columns; every order ends with the id so pages never overlap or skip rows. */
function orderColumns(query: DirectorySearchQuery, origin: Origin | null, terms: readonly SearchTerm[], order: SearchOrder, location: ResolvedLocation | null): OrderColumn[] {
  if (order === "distance" && origin) return [ascending(squaredDistance(origin)), ID_COLUMN];
  const inPlace = location && placeCondition(location);
  if (order === "place-then-distance" && origin && inPlace) {
    return [ascending(sql`CASE WHEN ${inPlace} THEN 0 ELSE 1 END`), ascending(sql`CASE WHEN ${inPlace} THEN 0 ELSE ${squaredDistance(origin)} END`), ...sortColumns(query, origin, terms)];
  }
  return sortColumns(query, origin, terms);
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
 * With open now or tags a page can be read two ways (SearchConditions.byMatches): in sort order,
 * probing each business's hours or tags, or driven from the open hours or the tag's businesses
 * (then sorted). Probing in sort order reads about (offset + page size) x businesses / matches
 * businesses, so it is used unless the matches are fewer than this many times the rows needed.
 */
const PROBE_WHEN_MATCHES_EXCEED_ROWS_NEEDED = 20;

/** Where results come from and how they are ordered (see nearby.ts); the default is the place's own, in the sort's order. */
export type SearchPlan = { area: SearchArea; order: SearchOrder };
const DEFAULT_PLAN: SearchPlan = { area: PLACE_ONLY, order: "sort" };

/** A page read in order reads this many rows: its own and the next page's, whose last row is the key of the page after. */
export const ROWS_READ = 2 * DIRECTORY_PAGE_SIZE;

/** Where the page starts: after (or before) the row of a usable key in the address; page 1 needs none. */
export function pageSeek(query: DirectorySearchQuery): Seek | null {
  if (query.page === 1) return null;
  const after = decodeSeekKey(query.after, query.sort);
  if (after) return { direction: "after", id: after.id };
  const before = decodeSeekKey(query.before, query.sort);
  return before ? { direction: "before", id: before.id } : null;
}

/**
 * The statements a search runs (the total and the page of ids), or null when nothing can match.
 * With a seek the page is read from the key's row (no OFFSET) and the count covers the rows from
 * there on; without one, a page up to MAX_OFFSET_PAGE skips the rows before it (OFFSET).
 */
export async function directorySearchStatements(db: Db, query: DirectorySearchQuery, now: Date, plan: SearchPlan = DEFAULT_PLAN, seek: Seek | null = pageSeek(query)) {
  const location = resolveLocationOrThrow(query.location);
  const origin = searchOrigin(query, location);
  const conditions = await searchConditions(db, query, location, now, plan.area);
  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  const keyNeeded = !seek && query.page > MAX_OFFSET_PAGE;
  const columns = conditions ? orderColumns(query, origin, conditions.terms, plan.order, location) : [ID_COLUMN];
  const seeking = (where: Sql) => (seek ? sql`${where} AND ${seekCondition(columns, seek)}` : where);
  const order = orderSql(columns, seek?.direction === "before");
  const limit = seek ? sql`LIMIT ${ROWS_READ}` : sql`LIMIT ${ROWS_READ} OFFSET ${offset}`;
  /** The rows a page statement must read in order (the OFFSET's and the page's) before its page is known. */
  const rowsBeforeProof = (seek ? 0 : offset) + DIRECTORY_PAGE_SIZE;
  const arms = seek && seekArms(columns, seek);
  const pageOf = (where: Sql) => {
    if (!arms) return sql`SELECT b."id" FROM "BusinessProfile" b WHERE ${seeking(where)} ORDER BY ${order} ${limit}`;
    const arm = (condition: Sql, index: number) =>
      sql`SELECT * FROM (SELECT b."id", ${Prisma.raw(String(index))} AS "arm", ${columns[0]!.expr} AS "k" FROM "BusinessProfile" b WHERE ${where} AND ${condition} ORDER BY ${order} ${limit}) a${Prisma.raw(String(index))}`;
    const outer = orderSql([{ ...columns[0]!, expr: sql`p."k"` }, { ...ID_COLUMN, expr: sql`p."id"` }], seek.direction === "before");
    return sql`SELECT p."id" FROM (${arm(arms[0], 0)} UNION ALL ${arm(arms[1], 1)}) p ORDER BY p."arm", ${outer} ${limit}`;
  };
  const byDistance = plan.order === "distance" || (plan.order === "sort" && query.sort === "distance");
  const distance = byDistance && origin ? origin : null;
  const score = conditions && plan.order === "sort" && !["rating", "newest", "distance"].includes(query.sort) ? relevanceScore(conditions.terms) : null;
  // An exact total of every match: the stored counts (also from a key).
  const wholeCount = conditions?.storedCount ?? null;
  const countRows = (seek ? DIRECTORY_COUNT_CAP : countLimit(keyNeeded ? 0 : offset)) + 1;
  // Open now's count from the hours (not from a key: there the page's choice of plan needs the rows
  // from the key on), counted as far as the page's choice of plan (pageFor) and the shown total need.
  const openNowCount = conditions?.openNow && !seek ? conditions.openNow.count(Math.max(countRows, (offset + DIRECTORY_PAGE_SIZE) * PROBE_WHEN_MATCHES_EXCEED_ROWS_NEEDED)) : null;
  const statements = conditions && {
    count: wholeCount ?? openNowCount ?? countStatement(conditions.where, columns, seek, countRows),
    /** How many rows `count` reads at most. */
    countRows,
    /**
     * Reads of matches only, each counted up to countRows (capProof): one that reaches it caps the
     * total without reading every match ('plumbers': the category's 1,925 businesses, where the
     * count of every match read the 1,474 name matches' rows too). Not from a key (that count covers the rows after it).
     */
    capProof: wholeCount || openNowCount || seek || !conditions.matchingReads.length ? null : capProof(conditions.matchingReads, countRows),
    /** Whether `count` stops at its limit (the stored count is exact). */
    capped: !wholeCount,
    /** Whether `count` counts every match; otherwise, with a seek, those from the key on. */
    whole: !!(wholeCount ?? openNowCount),
    page: pageOf(conditions.where),
    /** The page statement to use once the total is known. */
    pageFor: (total: number): Sql => {
      if (!conditions.byMatches) return pageOf(conditions.where);
      // (From a key, the count is of the rows from the key on, and the page needs only its own.)
      const few = total < ((seek ? 0 : offset) + DIRECTORY_PAGE_SIZE) * PROBE_WHEN_MATCHES_EXCEED_ROWS_NEEDED;
      return pageOf(few ? conditions.byMatches.few : conditions.byMatches.many);
    },
    // (With open now or tags the page statement depends on the total; by distance, a few matches are sorted whole.)
    countFirst: conditions.byMatches !== null || distance !== null,
    /** The relevance order's page read by the score's parts (relevance-page.ts), when the text scores matches differently. */
    // (Not with open now: walking review order probes each business's hours, and open matches can be sparse.)
    relevance: score && partsIndexed(conditions.terms) && !query.features.includes("open-now") ? ({ parts: scoreParts(conditions.terms), filters: conditions.filters, termConditions: conditions.termConditions, score } satisfies RelevanceParts) : null,
    /** The distance sort's page from a box around the origin of this half-width (degrees of latitude). */
    pageInBox: distance
      ? (halfWidth: number) =>
          sql`SELECT b."id", ${squaredDistance(distance)} AS d FROM "BusinessProfile" b
            WHERE ${seeking(conditions.where)} AND ${inBox(distance.point, halfWidth)}
            ORDER BY ${order} ${limit}`
      : null,
    /**
     * PostgreSQL: the largest squared distance among the page's number of matches nearest the
     * origin (read nearest first from the GiST index), which sizes a box that holds the page when a
     * thin box leaves it unknown (the origin is far from every match).
     */
    nearestBound:
      distance && dialect.distance.nearestFirst
        ? sql`SELECT MAX(n.d) AS d, COUNT(*) AS n FROM (SELECT ${squaredDistance(distance)} AS d FROM "BusinessProfile" b
            WHERE ${seeking(conditions.where)} AND b."latitude" IS NOT NULL AND b."longitude" IS NOT NULL
            ORDER BY ${dialect.distance.nearestFirst(distance.point)} LIMIT ${rowsBeforeProof}) n`
        : null,
    rowsBeforeProof,
    /** The key row's squared distance, which sizes the first box of a page read from a key. */
    keyDistance: distance && seek ? sql`SELECT ${squaredDistance(distance)} AS d FROM "BusinessProfile" b WHERE b."id" = ${seek.id}` : null,
    seek,
    keyNeeded,
    offset,
  };
  return { location, origin, statements };
}

/**
 * The matches, counting at most `limit`; with a seek those from the key on (a page before the key:
 * from the key's row on), as one or two index ranges like the page.
 */
function countStatement(where: Sql, columns: readonly OrderColumn[], seek: Seek | null, limit: number): Sql {
  const fromKey = seek && { direction: "after" as const, id: seek.id };
  const inclusive = seek?.direction === "before";
  const arms = fromKey && seekArms(columns, fromKey, inclusive);
  const read = (condition: Sql, name: string) => sql`SELECT 1 FROM (SELECT 1 FROM "BusinessProfile" b WHERE ${where} AND ${condition} LIMIT ${limit}) ${Prisma.raw(name)}`;
  const rows = arms ? sql`${read(arms[0], "a0")} UNION ALL ${read(arms[1], "a1")} LIMIT ${limit}` : sql`SELECT 1 FROM "BusinessProfile" b WHERE ${fromKey ? sql`${where} AND ${seekCondition(columns, fromKey, inclusive)}` : where} LIMIT ${limit}`;
  return sql`SELECT COUNT(*) AS total FROM (${rows}) capped`;
}

/** Each read's rows, counted up to `limit`, one row per read. */
const capProof = (reads: readonly Sql[], limit: number): Sql =>
  join(
    reads.map((read, index) => sql`SELECT COUNT(*) AS n FROM (SELECT 1 FROM (${read}) ${Prisma.raw(`r${index}`)} LIMIT ${limit}) ${Prisma.raw(`c${index}`)}`),
    " UNION ALL ",
  );

/**
 * A count reads at most one row past this many matches: the cap, or the rows up to the end of the
 * page when that is deeper. A count beyond it is only known to be at least this.
 */
export const countLimit = (offset: number) => Math.max(DIRECTORY_COUNT_CAP, offset + DIRECTORY_PAGE_SIZE);

export type Statements = NonNullable<Awaited<ReturnType<typeof directorySearchStatements>>["statements"]>;

/**
 * The rows read, in reading order: the page's rows first, then the next page's; `backward` when read
 * backward from a `before` key (the score's parts read the page by its offset, forward).
 */
async function readRows(db: Db, statements: Statements, statement: Sql, total?: number): Promise<{ rows: string[]; backward: boolean }> {
  const backward = statements.seek?.direction === "before";
  if (statements.keyNeeded) return { rows: [], backward };
  if (statements.pageInBox && !(total !== undefined && sortsWholeByDistance(statements, total))) return { rows: (await distancePage(db, statements)).ids, backward };
  const byParts = statements.relevance && (await relevancePage(db, statements.relevance, statements.offset));
  if (byParts) return { rows: byParts, backward: false };
  return { rows: (await db.$queryRaw<Array<{ id: string }>>(statement)).map((row) => row.id), backward };
}

/**
 * The distance sort reads its page from boxes (distancePage) unless there are at most countLimit
 * matches (the count is then exact): sorting those few reads the matches once, where each box tried reads them again
 * (a widened search's one match in Waco took six boxes and then the full sort).
 */
// (From a key the count covers the rows from the key on, and the full sort still reads the matches before it.)
export const sortsWholeByDistance = (statements: Statements, total: number) =>
  statements.seek && !statements.whole ? statements.offset + total <= DIRECTORY_COUNT_CAP : total <= countLimit(statements.offset);

/** The count when one read of matches only reaches its limit (statements.capProof), else null: the count of every match answers. */
export async function cappedByReads(db: Db, statements: Statements): Promise<number | null> {
  if (!statements.capProof) return null;
  const most = Math.max(...(await db.$queryRaw<Array<{ n: bigint | number }>>(statements.capProof)).map((row) => Number(row.n)));
  return most >= statements.countRows ? most : null;
}

async function pageAndTotal(db: Db, statements: Statements) {
  const count = async () => (await cappedByReads(db, statements)) ?? Number((await db.$queryRaw<Array<{ total: bigint | number }>>(statements.count))[0]?.total ?? 0);
  if (statements.countFirst) {
    const counted = await count();
    return { counted, ...(counted ? await readRows(db, statements, statements.pageFor(counted), counted) : { rows: [], backward: false }) };
  }
  const [counted, read] = await Promise.all([count(), readRows(db, statements, statements.page)]);
  return { counted, ...read };
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

async function runSearch(db: Db, query: DirectorySearchQuery, now: Date, plan: PlannedSearch, seek = pageSeek(query)): Promise<DirectorySearchResult<BusinessCardData>> {
  const { location, origin, statements } = await directorySearchStatements(db, query, now, plan, seek);
  const result = { items: [], total: 0, totalCapped: false, page: query.page, pageCount: 0, pageLinks: [], keyNeeded: false, location, distanceOrigin: origin?.kind ?? null, nearby: plan.nearby };
  if (!statements) return result;
  const { counted, rows, backward } = await pageAndTotal(db, statements);
  // Nothing from the key's row on: the key's row is gone, or belongs to another list (the widened
  // one, say). The page is read again without it, by its number.
  if (seek && !rows.length) return runSearch(db, query, now, plan, null);
  const { ids, pageLinks } = pageAndLinks(rows, query, backward);
  const limit = seek ? DIRECTORY_COUNT_CAP : countLimit(statements.keyNeeded ? 0 : statements.offset);
  const totalCapped = statements.capped && counted > limit;
  // With a seek the count started at the page (before a key: at the next page).
  const skipped = seek && !statements.whole ? statements.offset + (seek.direction === "before" ? ids.length : 0) : 0;
  const total = skipped + (statements.capped ? Math.min(counted, limit) : counted);
  return {
    ...result,
    items: await loadBusinessCards(db, ids, now, origin?.point ?? null),
    total,
    totalCapped,
    // Only pages the rows counted prove are offered.
    pageCount: Math.ceil(total / DIRECTORY_PAGE_SIZE),
    pageLinks,
    keyNeeded: statements.keyNeeded,
  };
}

/**
 * The page's ids from the rows read, and the keys of the page links around it: Next starts after
 * the page's last row, the page after it after the next page's last row; Previous ends before the
 * page's first row. Read backward (before a key), the rows come last row first, and the second
 * twelve are the previous page.
 */
export function pageAndLinks(rows: readonly string[], query: DirectorySearchQuery, backward: boolean): { ids: string[]; pageLinks: PageLink[] } {
  const key = (id: string | undefined) => id && encodeSeekKey({ sort: query.sort, id });
  const page = rows.slice(0, DIRECTORY_PAGE_SIZE);
  const ids = backward ? [...page].reverse() : page;
  const links: Array<PageLink | null> =
    backward
      ? [
          rows.length > DIRECTORY_PAGE_SIZE ? { page: query.page - 2, before: key(rows[2 * DIRECTORY_PAGE_SIZE - 1]) } : null,
          { page: query.page - 1, before: key(ids[0]) },
          { page: query.page + 1, after: key(ids[ids.length - 1]) },
        ]
      : [
          { page: query.page - 1, before: key(ids[0]) },
          { page: query.page + 1, after: key(ids[ids.length - 1]) },
          rows.length >= 2 * DIRECTORY_PAGE_SIZE ? { page: query.page + 2, after: key(rows[2 * DIRECTORY_PAGE_SIZE - 1]) } : null,
        ];
  return { ids, pageLinks: links.filter((link): link is PageLink => !!link && link.page > 1 && !!(link.after || link.before)) };
}
