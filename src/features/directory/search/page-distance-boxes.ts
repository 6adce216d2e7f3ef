import "server-only";
// Page strategy `distance-boxes`: the distance sort's page without ordering every match. The page is
// read from a box around the origin (latitude ± h, longitude ± h / cos(latitude)): on PostgreSQL
// through a GiST index on the coordinates (only the box's rows), on SQLite through the (active,
// latitude, longitude, id) index (the latitude band); the dialect writes the box. Every business
// outside the box is farther than h, so the box's rows nearer than h are in their final order. The
// box is sized from what is known: a page read from a key starts just past the key row's distance; a
// box that held enough rows but not within h is redrawn exactly around the farthest of them; an
// empty or thin box grows 4x, or where the database has a nearest-first order (PostgreSQL) is
// redrawn around the matches nearest the origin.
import type { Db } from "@/platform/db";
import { dialect } from "../dialect";
import { longitudeScale } from "../distance";
import { DIRECTORY_PAGE_SIZE, type Coordinates } from "../schema";
import { sql, type Sql } from "../sql";
import { squaredDistance, type Origin } from "./order";
import { fromKey, orderedPage, pageLimit, pageOrder } from "./page-ordered";
import type { PreparedSearch } from "./prepare";
import type { PageRead } from "./strategy";

/** The first box's half-width in degrees of latitude (about 1 km) without a key, and how much a thin box grows. */
export const DISTANCE_BOX_START = 0.01;
const DISTANCE_BOX_GROWTH = 4;
/** Past this half-width (degrees) the box would hold nearly everything: sort all matches instead. */
const DISTANCE_BOX_LIMIT = 30;
/** Rounding margins: a row counts as inside a box a hair smaller, and a box drawn around a row is a hair bigger. */
const INSIDE = 1 - 1e-9;
const AROUND = 1 + 1e-6;

/** Business `b` lies in the box of this half-width (degrees of latitude) around `point`. */
const inBox = (point: Coordinates, halfWidth: number): Sql =>
  dialect.distance.inBox(point, halfWidth, halfWidth / Math.max(longitudeScale(point), 1e-6));

/** The rows a box must prove before the page is known: the OFFSET's and the page's. */
const rowsBeforeProof = (search: PreparedSearch) => (search.seek ? 0 : search.offset) + DIRECTORY_PAGE_SIZE;

/** The page from a box around the origin of this half-width (degrees of latitude), with each row's squared distance (d). */
const pageInBox = (search: PreparedSearch, origin: Origin, halfWidth: number) =>
  sql`SELECT b."id", ${squaredDistance(origin)} AS d FROM "BusinessProfile" b
            WHERE ${fromKey(search, search.conditions.where)} AND ${inBox(origin.point, halfWidth)}
            ORDER BY ${pageOrder(search)} ${pageLimit(search)}`;

/**
 * With a nearest-first order: the largest squared distance (d) among the `rowsBeforeProof` matches
 * nearest the origin in plain degrees, and how many there were (n). A box that wide holds at least
 * that many matches, so it proves the page (when a thin box leaves it unknown: the origin is far from every match).
 */
function nearestBound(search: PreparedSearch, origin: Origin): Sql | null {
  const nearestFirst = dialect.distance.nearestFirst;
  if (!nearestFirst) return null;
  return sql`SELECT MAX(n.d) AS d, COUNT(*) AS n FROM (SELECT ${squaredDistance(origin)} AS d FROM "BusinessProfile" b
            WHERE ${fromKey(search, search.conditions.where)} AND b."latitude" IS NOT NULL AND b."longitude" IS NOT NULL
            ORDER BY ${nearestFirst(origin.point)} LIMIT ${rowsBeforeProof(search)}) n`;
}

/** The key row's squared distance, which sizes the first box of a page read from a key. */
const keyDistance = (origin: Origin, id: string) =>
  sql`SELECT ${squaredDistance(origin)} AS d FROM "BusinessProfile" b WHERE b."id" = ${id}`;

/** The first box: without a key the smallest; after a key's row a bit past it (more for shallow pages); before it, just around it. Null when the key's row is gone. */
async function firstHalfWidth(db: Db, search: PreparedSearch, origin: Origin): Promise<number | null> {
  if (!search.seek) return DISTANCE_BOX_START;
  const [key] = await db.$queryRaw<Array<{ d: number }>>(keyDistance(origin, search.seek.id));
  if (!key) return null;
  const radius = Math.sqrt(Number(key.d));
  if (search.seek.direction === "before") return radius * AROUND + 1e-6;
  // The rows up to the key lie within its radius: the next rows need about (offset + rows read) / offset of that area.
  const offset = Math.max(search.offset, DIRECTORY_PAGE_SIZE);
  return Math.max(radius * Math.sqrt((offset + 2 * DIRECTORY_PAGE_SIZE) / offset) * 1.05, radius + DISTANCE_BOX_START);
}

/**
 * The rows read for the page (in reading order, up to the page and the next), how many boxes were
 * tried and the statement that answered. The full sort answers when no box up to the limit proves a
 * page (the page reaches businesses without coordinates or the last match, or the origin is far from
 * every business). No rows when the key's row is gone.
 */
export async function distanceBoxes(
  db: Db,
  search: PreparedSearch,
): Promise<{ ids: string[]; boxes: number; statement: Sql }> {
  const origin = search.origin!;
  let halfWidth = await firstHalfWidth(db, search, origin);
  if (halfWidth === null) return { ids: [], boxes: 0, statement: keyDistance(origin, search.seek!.id) };
  const bound = nearestBound(search, origin);
  let boxes = 0;
  let askedNearest = false;
  while (halfWidth <= DISTANCE_BOX_LIMIT) {
    boxes++;
    const statement = pageInBox(search, origin, halfWidth);
    const rows = await db.$queryRaw<Array<{ id: string; d: number }>>(statement);
    const inside = halfWidth * halfWidth * INSIDE;
    const proved = rows.findIndex((row) => Number(row.d) >= inside);
    const provedRows = proved === -1 ? rows : rows.slice(0, proved);
    // Before a key every row lies within the box (it holds the key's distance), so all are proved.
    if (provedRows.length >= DIRECTORY_PAGE_SIZE || (search.seek?.direction === "before" && proved === -1)) {
      return { ids: provedRows.map((row) => row.id), boxes, statement };
    }
    if (rows.length >= DIRECTORY_PAGE_SIZE) halfWidth = Math.sqrt(Number(rows[rows.length - 1]!.d)) * AROUND;
    else if (bound && !askedNearest) {
      askedNearest = true;
      const [nearest] = await db.$queryRaw<Array<{ d: number | null; n: number | bigint }>>(bound);
      // Fewer matches with coordinates than the page needs: only the full sort has the page.
      if (!nearest || Number(nearest.n) < rowsBeforeProof(search)) break;
      halfWidth = Math.max(Math.sqrt(Number(nearest.d)) * AROUND, halfWidth * AROUND);
    } else halfWidth *= DISTANCE_BOX_GROWTH;
  }
  const statement = orderedPage(search, search.conditions.where);
  const rows = await db.$queryRaw<Array<{ id: string }>>(statement);
  return { ids: rows.map((row) => row.id), boxes, statement };
}

export const pageDistanceBoxes: PageRead = async (db, search) => ({
  rows: (await distanceBoxes(db, search)).ids,
  backward: search.seek?.direction === "before",
});
