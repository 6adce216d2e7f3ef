import "server-only";
// Nearby instead of nothing: the 'Within' control, and the widening when the chosen place has no
// match. Distances are measured from the place's (or the visitor's) coordinates; the radius is a
// box on the coordinate index plus the squared equirectangular distance (search/order.ts), which at these
// ranges differs from the great-circle distance by well under one per cent.
import type { Db } from "@/platform/db";
import { MILES_PER_DEGREE, longitudeScale } from "./distance";
import type { DirectorySearchQuery, ResolvedLocation } from "./schema";
import { searchConditions } from "./search-filters";
import type { Origin } from "./search/order";
import type { AreaPlan } from "./search/prepare";
import { or, sql, type Sql } from "./sql";

/** The radii (miles) tried, smallest first, when the chosen place has no match. */
const NEARBY_RADII_MILES = [5, 10, 20, 40, 80, 160, 320, 640, 1280] as const;

export type PlannedSearch = AreaPlan & { nearby: { radiusMiles: number } | null };

const PLACE_ONLY_PLAN: PlannedSearch = { area: { kind: "place" }, order: "sort", nearby: null };

/** Business `b` lies within `miles` of the origin (a box the coordinate index serves, then the distance). */
function withinMiles(origin: Origin, miles: number, squaredDistance: (origin: Origin) => Sql): Sql {
  const { latitude, longitude } = origin.point;
  const radius = miles / MILES_PER_DEGREE;
  const lngRadius = radius / Math.max(longitudeScale(origin.point), 1e-6);
  return sql`(b."latitude" BETWEEN ${latitude - radius} AND ${latitude + radius}
    AND b."longitude" BETWEEN ${longitude - lngRadius} AND ${longitude + lngRadius}
    AND ${squaredDistance(origin)} <= ${radius * radius})`;
}

type Context = {
  origin: Origin | null;
  location: ResolvedLocation | null;
  placeCondition: (location: ResolvedLocation) => Sql;
  squaredDistance: (origin: Origin) => Sql;
};

/**
 * What the 'Within' control asks for. With the visitor's position: businesses within the radius,
 * nearest first. With a place: the place's businesses, then the others within the radius by
 * distance. Without a radius (or an origin): the place's businesses only.
 */
export function withinPlan(
  query: DirectorySearchQuery,
  { origin, location, placeCondition, squaredDistance }: Context,
): PlannedSearch {
  if (!query.within || !origin) return PLACE_ONLY_PLAN;
  const radius = query.within === "any" ? null : withinMiles(origin, Number(query.within), squaredDistance);
  if (origin.kind === "near") return { area: { kind: "area", condition: radius }, order: "distance", nearby: null };
  if (!location) return PLACE_ONLY_PLAN;
  return {
    area: { kind: "area", condition: radius && or([placeCondition(location), radius]) },
    order: "place-then-distance",
    nearby: null,
  };
}

/**
 * When the place's own search (or the chosen radius around it) found nothing: the smallest radius
 * in NEARBY_RADII_MILES holding a match, read from the nearest match, or null when nothing matches
 * anywhere (or the place has no coordinates).
 */
export async function widenedPlan(
  db: Db,
  query: DirectorySearchQuery,
  now: Date,
  context: Context,
): Promise<PlannedSearch | null> {
  const { origin, location, squaredDistance } = context;
  if (!origin || origin.kind !== "location" || !location) return null;
  const elsewhere = await searchConditions(db, query, location, now, {
    kind: "area",
    condition: sql`b."latitude" IS NOT NULL`,
  });
  if (!elsewhere) return null;
  const nearest = await db.$queryRaw<Array<{ d: number }>>(
    sql`SELECT ${squaredDistance(origin)} AS d FROM "BusinessProfile" b WHERE ${elsewhere.where} ORDER BY d ASC LIMIT 1`,
  );
  if (!nearest[0]) return null;
  const miles = Math.sqrt(Number(nearest[0].d)) * MILES_PER_DEGREE;
  const radiusMiles = NEARBY_RADII_MILES.find((radius) => radius >= miles);
  if (radiusMiles === undefined) return null;
  return {
    area: { kind: "area", condition: withinMiles(origin, radiusMiles, squaredDistance) },
    order: "distance",
    nearby: { radiusMiles },
  };
}
