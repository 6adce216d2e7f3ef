// The /directory/{location} segment: a 5-digit ZIP code or a known city's slug.
import { KNOWN_CITIES, type KnownCity } from "@/lib/cities";
import type { ResolvedLocation } from "./schema";

const ZIP_CODE = /^\d{5}$/;

/** "san-antonio" -> "San Antonio": dashes become spaces, each word capitalised. */
export function cityNameFromSlug(segment: string): string {
  return segment
    .trim()
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/**
 * The city or ZIP code a directory URL names, or null when it names neither. Cities match by name
 * regardless of case, so "mckinney" finds McKinney even though capitalising gives "Mckinney".
 */
export function resolveDirectoryLocation(segment: string): ResolvedLocation | null {
  const text = segment.trim();
  if (ZIP_CODE.test(text)) {
    const city = KNOWN_CITIES.find((known) => known.zipCode === text);
    return {
      kind: "zip",
      zipCode: text,
      city: city?.name ?? null,
      state: city?.state ?? null,
      latitude: city?.latitude ?? null,
      longitude: city?.longitude ?? null,
    };
  }
  const name = cityNameFromSlug(text).toLowerCase();
  if (!name) return null;
  const city = KNOWN_CITIES.find((known) => known.name.toLowerCase() === name);
  return city ? cityLocation(city) : null;
}

function cityLocation(city: KnownCity): ResolvedLocation {
  return {
    kind: "city",
    slug: city.slug,
    city: city.name,
    state: city.state,
    latitude: city.latitude,
    longitude: city.longitude,
  };
}

/** The error people see for a directory URL naming no known city and no ZIP code. */
export const unknownLocationMessage = (segment: string) => `We could not find the location "${segment.trim()}".`;

/** "Austin, TX" for a city (or a ZIP of a known city), the ZIP itself otherwise. */
export function locationLabel(location: ResolvedLocation): string {
  if (location.city) return location.state ? `${location.city}, ${location.state}` : location.city;
  return location.kind === "zip" ? location.zipCode : "";
}

/** Every known city's label by its slug and its ZIP code, for the header search (which stays in the page's city). */
export const placeLabels = (): Record<string, string> =>
  Object.fromEntries(
    KNOWN_CITIES.flatMap((city) => [
      [city.slug, `${city.name}, ${city.state}`],
      [city.zipCode, `${city.name}, ${city.state}`],
    ]),
  );
