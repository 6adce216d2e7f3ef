// How a template's suggested service reads: '$45–$60.50', '$35', or nothing without prices.
const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

export function priceRange(fromCents: number | null, toCents: number | null): string | null {
  if (fromCents === null && toCents === null) return null;
  if (fromCents !== null && toCents !== null && fromCents !== toCents) return `${money(fromCents)}–${money(toCents)}`;
  return money((fromCents ?? toCents)!);
}
