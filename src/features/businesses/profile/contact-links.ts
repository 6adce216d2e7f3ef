// The addresses behind a profile's Call and Directions actions.

/** A tel: link with only the digits and a leading +; null when there is nothing to dial. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** The one-line postal address: street, city, state and ZIP. */
export function postalAddress(business: {
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
}): string {
  return [business.address, `${business.city}, ${business.state}${business.zipCode ? ` ${business.zipCode}` : ""}`]
    .filter(Boolean)
    .join(", ");
}

/** Directions: OpenStreetMap's search for the address, which offers a route from there. */
export const directionsHref = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
