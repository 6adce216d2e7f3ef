// Resolves a typed location ("Austin", "Austin, TX", "round-rock", "Dallas 75201") to a known
// city and/or a 5-digit ZIP code, so waitlist entries can be found when an area launches.
import { KNOWN_CITIES, citySlug, type KnownCity } from "./cities";

export type ResolvedLocation = { city: KnownCity | null; zipCode: string | null };

const ZIP = /(?:^|\D)(\d{5})(?:-\d{4})?(?!\d)/;
const STATE_SUFFIX = /\s+(tx|texas)$/i;

function findKnownCity(text: string): KnownCity | null {
  const slug = citySlug(text.replace(STATE_SUFFIX, ""));
  return KNOWN_CITIES.find((city) => city.slug === slug) ?? null;
}

export function resolveLocation(text: string): ResolvedLocation {
  const zipCode = ZIP.exec(text)?.[1] ?? null;
  const withoutZip = zipCode ? text.replace(ZIP, " ") : text;
  const firstPart = withoutZip.split(",")[0] ?? "";
  return { city: findKnownCity(firstPart.trim()), zipCode };
}

/** "Austin, TX" */
export function cityLabel(city: KnownCity): string {
  return `${city.name}, ${city.state}`;
}
