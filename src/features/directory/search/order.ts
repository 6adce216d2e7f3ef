import "server-only";
// The page's order as columns (seek.ts), from the plan's named order: every order ends with the id,
// so pages never overlap or skip rows.
import { longitudeScale } from "../distance";
import type { Coordinates, DirectorySearchQuery, ResolvedLocation } from "../schema";
import { ascending, descending, ID_COLUMN, indexedDescending, type OrderColumn } from "../seek";
import { sql, type Sql } from "../sql";
import type { PlannedOrder } from "./plan";

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

/** The chosen place's own businesses: its city, or its ZIP code. */
export const placeCondition = (location: ResolvedLocation): Sql =>
  location.kind === "city" ? sql`b."citySlug" = ${location.slug}` : sql`b."zipCode" = ${location.zipCode}`;

const byReviews = [indexedDescending(sql`b."totalReviews"`), ID_COLUMN];

/** The order's columns; relevance ranks by match quality (`score`, relevance.ts) before review count. */
function columnsBy(by: PlannedOrder["by"], score: Sql | null, origin: Origin | null): OrderColumn[] {
  switch (by) {
    case "rating":
      return [indexedDescending(sql`b."averageRating"`), ID_COLUMN];
    case "newest":
      return [indexedDescending(sql`b."memberSince"`), ID_COLUMN];
    case "distance":
      return [ascending(squaredDistance(origin!)), ID_COLUMN];
    case "relevance":
      return [descending(score!), ...byReviews];
    case "reviews":
      return byReviews;
  }
}

/**
 * The page's order as columns: with `placeFirst` the place's businesses, then the others by
 * distance, each in `by`. `score`: the text's relevance score (relevanceScore), for the relevance order.
 */
export function orderColumns(
  order: PlannedOrder,
  score: Sql | null,
  origin: Origin | null,
  location: ResolvedLocation | null,
): OrderColumn[] {
  const columns = columnsBy(order.by, score, origin);
  if (!order.placeFirst) return columns;
  const inPlace = placeCondition(location!);
  return [
    ascending(sql`CASE WHEN ${inPlace} THEN 0 ELSE 1 END`),
    ascending(sql`CASE WHEN ${inPlace} THEN 0 ELSE ${squaredDistance(origin!)} END`),
    ...columns,
  ];
}
