import "server-only";
// The distance sort's page without ordering every match: the page is read from a box around the
// origin (latitude ± h, longitude ± h / cos(latitude)): on PostgreSQL through a GiST index on the
// coordinates (only the box's rows), on SQLite through the (active, latitude, longitude, id) index
// (the latitude band). Every business outside the box is farther than h, so the box's rows nearer
// than h are in their final order. The box is sized from what is known: a page read from a key
// starts just past the key row's distance; a box that held enough rows but not within h is redrawn
// exactly around the farthest of them; an empty or thin box grows 4x, or on PostgreSQL is redrawn
// around the matches nearest the origin, read nearest first from the GiST index.
import type { Db } from "@/platform/db";
import { dialect } from "./dialect";
import { longitudeScale } from "./distance";
import { DIRECTORY_PAGE_SIZE, type Coordinates } from "./schema";
import type { Sql } from "./sql";
import type { Seek } from "./seek";

/** The first box's half-width in degrees of latitude (about 1 km) without a key, and how much a thin box grows. */
export const DISTANCE_BOX_START = 0.01;
const DISTANCE_BOX_GROWTH = 4;
/** Past this half-width (degrees) the box would hold nearly everything: sort all matches instead. */
const DISTANCE_BOX_LIMIT = 30;
/** Rounding margins: a row counts as inside a box a hair smaller, and a box drawn around a row is a hair bigger. */
const INSIDE = 1 - 1e-9;
const AROUND = 1 + 1e-6;

/** Business `b` lies in the box of this half-width (degrees of latitude) around `point`. */
export function inBox(point: Coordinates, halfWidth: number): Sql {
  return dialect.distance.inBox(point, halfWidth, halfWidth / Math.max(longitudeScale(point), 1e-6));
}

export type DistanceStatements = {
  pageInBox: ((halfWidth: number) => Sql) | null;
  /**
   * PostgreSQL: the largest squared distance (d) among the `rowsBeforeProof` matches nearest the
   * origin in plain degrees, and how many there were (n). A box that wide holds at least that many
   * matches, so it proves the page.
   */
  nearestBound: Sql | null;
  rowsBeforeProof: number;
  /** The full sort, when no box proves the page. */
  page: Sql;
  /** The key row's squared distance (null without a key). */
  keyDistance: Sql | null;
  seek: Seek | null;
  offset: number;
};

/** The first box: without a key the smallest; after a key's row a bit past it (more for shallow pages); before it, just around it. */
async function firstHalfWidth(db: Db, statements: DistanceStatements): Promise<number | null> {
  if (!statements.seek || !statements.keyDistance) return DISTANCE_BOX_START;
  const [key] = await db.$queryRaw<Array<{ d: number }>>(statements.keyDistance);
  if (!key) return null;
  const radius = Math.sqrt(Number(key.d));
  if (statements.seek.direction === "before") return radius * AROUND + 1e-6;
  // The rows up to the key lie within its radius: the next rows need about (offset + rows read) / offset of that area.
  const offset = Math.max(statements.offset, DIRECTORY_PAGE_SIZE);
  return Math.max(radius * Math.sqrt((offset + 2 * DIRECTORY_PAGE_SIZE) / offset) * 1.05, radius + DISTANCE_BOX_START);
}

/**
 * The rows read for the page (in reading order, up to the page and the next), how many boxes were
 * tried and the statement that answered. The full sort answers when no box up to the limit proves a
 * page (the page reaches businesses without coordinates or the last match, or the origin is far from
 * every business). No rows when the key's row is gone.
 */
export async function distancePage(db: Db, statements: DistanceStatements): Promise<{ ids: string[]; boxes: number; statement: Sql }> {
  const inBox = statements.pageInBox!;
  let halfWidth = await firstHalfWidth(db, statements);
  if (halfWidth === null) return { ids: [], boxes: 0, statement: statements.keyDistance! };
  let boxes = 0;
  let askedNearest = false;
  while (halfWidth <= DISTANCE_BOX_LIMIT) {
    boxes++;
    const statement = inBox(halfWidth);
    const rows = await db.$queryRaw<Array<{ id: string; d: number }>>(statement);
    const inside = halfWidth * halfWidth * INSIDE;
    const proved = rows.findIndex((row) => Number(row.d) >= inside);
    const provedRows = proved === -1 ? rows : rows.slice(0, proved);
    // Before a key every row lies within the box (it holds the key's distance), so all are proved.
    if (provedRows.length >= DIRECTORY_PAGE_SIZE || (statements.seek?.direction === "before" && proved === -1)) {
      return { ids: provedRows.map((row) => row.id), boxes, statement };
    }
    if (rows.length >= DIRECTORY_PAGE_SIZE) halfWidth = Math.sqrt(Number(rows[rows.length - 1]!.d)) * AROUND;
    else if (statements.nearestBound && !askedNearest) {
      askedNearest = true;
      const [bound] = await db.$queryRaw<Array<{ d: number | null; n: number | bigint }>>(statements.nearestBound);
      // Fewer matches with coordinates than the page needs: only the full sort has the page.
      if (!bound || Number(bound.n) < statements.rowsBeforeProof) break;
      halfWidth = Math.max(Math.sqrt(Number(bound.d)) * AROUND, halfWidth * AROUND);
    } else halfWidth *= DISTANCE_BOX_GROWTH;
  }
  const rows = await db.$queryRaw<Array<{ id: string }>>(statements.page);
  return { ids: rows.map((row) => row.id), boxes, statement: statements.page };
}
