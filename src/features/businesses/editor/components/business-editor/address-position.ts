// A map position from what the address form already holds, without a geocoding service: a ZIP
// code one of the known cities has is placed at that city's centre, anything else at the chosen
// city's centre. Pure: the location section and its unit test use it.

export type PlaceOption = {
  slug: string;
  name: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
};
export type AddressPosition = { latitude: number; longitude: number; message: string };

/** The position and a sentence saying honestly where it is; null when neither city nor ZIP code names a place. */
export function positionFromAddress(
  cities: readonly PlaceOption[],
  citySlug: string,
  zipCode: string,
): AddressPosition | null {
  const zip = zipCode.trim();
  const byZip = zip ? cities.find((city) => city.zipCode === zip) : undefined;
  const place = byZip ?? cities.find((city) => city.slug === citySlug);
  if (!place) return null;
  const where = byZip ? `ZIP code ${zip} (${place.name}, ${place.state})` : `${place.name}, ${place.state}`;
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    message: `Placed at the centre of ${where}: near you, not at your door, so the directory shows no distance to it. For your exact spot, enter your door's numbers from any map app below.`,
  };
}
