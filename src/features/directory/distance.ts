// Distances for the directory's distance sort. The database orders by a cheap planar measure
// (squared equirectangular distance, with cos(latitude) computed here once); the kilometres shown on
// cards come from the haversine formula for the returned rows only.
import type { Coordinates } from "./schema";

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The longitude scale for ordering by (dLat)^2 + (dLng * scale)^2 around `origin`. */
export const longitudeScale = (origin: Coordinates) => Math.cos(radians(origin.latitude));

/** Kilometres in a mile; distances show in miles. */
export const KM_PER_MILE = 1.609344;
/** Miles in one degree of latitude (a great-circle degree). */
export const MILES_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180 / KM_PER_MILE;
