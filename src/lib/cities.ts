import { slugify } from "./slug";

// The built-in list of the 23 Texas cities LocalHub serves, with a representative ZIP code,
// coordinates and time zone (El Paso keeps Mountain time). The seed copies it into the City table.
export type KnownCity = {
  name: string;
  state: string;
  slug: string;
  zipCode: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
};

const CENTRAL = "America/Chicago";

const rows: Array<[name: string, zip: string, lat: number, lng: number, timeZone?: string]> = [
  ["Houston", "77002", 29.7604, -95.3698],
  ["San Antonio", "78205", 29.4241, -98.4936],
  ["Dallas", "75201", 32.7767, -96.797],
  ["Austin", "78701", 30.2672, -97.7431],
  ["Fort Worth", "76102", 32.7555, -97.3308],
  ["El Paso", "79901", 31.7619, -106.485, "America/Denver"],
  ["Arlington", "76010", 32.7357, -97.1081],
  ["Corpus Christi", "78401", 27.8006, -97.3964],
  ["Plano", "75074", 33.0198, -96.6989],
  ["Laredo", "78040", 27.5306, -99.4803],
  ["Lubbock", "79401", 33.5779, -101.8552],
  ["Irving", "75061", 32.814, -96.9489],
  ["Garland", "75040", 32.9126, -96.6389],
  ["Frisco", "75034", 33.1507, -96.8236],
  ["McKinney", "75069", 33.1972, -96.6398],
  ["Amarillo", "79101", 35.222, -101.8313],
  ["Grand Prairie", "75050", 32.746, -96.9978],
  ["Brownsville", "78520", 25.9017, -97.4975],
  ["Killeen", "76541", 31.1171, -97.7278],
  ["Denton", "76201", 33.2148, -97.1331],
  ["Waco", "76701", 31.5493, -97.1467],
  ["Round Rock", "78664", 30.5083, -97.6789],
  ["Sugar Land", "77478", 29.6197, -95.6349],
];

export const citySlug = slugify;

export const KNOWN_CITIES: readonly KnownCity[] = rows.map(([name, zipCode, latitude, longitude, timeZone]) => ({
  name,
  state: "TX",
  slug: citySlug(name),
  zipCode,
  country: "US",
  latitude,
  longitude,
  timeZone: timeZone ?? CENTRAL,
}));

const CENTRES = new Map(KNOWN_CITIES.map((city) => [city.slug, city]));

/**
 * True when a position is its city's centre: the stand-in for a business that gave no position of
 * its own (or only its city or ZIP code), so no distance to it can honestly be claimed.
 */
export function isCityCentre(slug: string, point: { latitude: number; longitude: number }): boolean {
  const centre = CENTRES.get(slug);
  return (
    centre !== undefined &&
    Math.abs(centre.latitude - point.latitude) < 1e-9 &&
    Math.abs(centre.longitude - point.longitude) < 1e-9
  );
}
