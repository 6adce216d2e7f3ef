// "Use current location": the known city closest to the visitor.
import { haversineKm } from "@/features/directory/distance";
import type { Coordinates } from "@/features/directory/schema";

export function nearestCity<T extends Coordinates>(origin: Coordinates, cities: readonly T[]): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const city of cities) {
    const distance = haversineKm(origin, city);
    if (distance < bestDistance) [best, bestDistance] = [city, distance];
  }
  return best;
}
