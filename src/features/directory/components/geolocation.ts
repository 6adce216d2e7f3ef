import type { Coordinates } from "@/features/directory/schema";

/** The browser's position: high accuracy, 10 s time-out, a position up to 10 minutes old is fine. */
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 600_000 };

/** What the page says when the visitor refuses to share their position. */
export const LOCATION_BLOCKED = "Location blocked — choose a city instead";

export function currentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) return reject(new Error("Geolocation is not available in this browser"));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: Math.round(coords.latitude * 1e4) / 1e4,
          longitude: Math.round(coords.longitude * 1e4) / 1e4,
        }),
      (error) =>
        reject(
          new Error(
            error.code === error.PERMISSION_DENIED ? LOCATION_BLOCKED : `Location unavailable: ${error.message}`,
          ),
        ),
      GEOLOCATION_OPTIONS,
    );
  });
}
