// Prices (stored in cents) and durations as a profile shows them.
function dollars(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

export function formatPrice(fromCents: number | null, toCents: number | null): string | null {
  if (fromCents === null && toCents === null) return null;
  if (fromCents === null) return `Up to ${dollars(toCents!)}`;
  if (toCents === null || toCents === fromCents) return fromCents === 0 ? "Free" : dollars(fromCents);
  return `${dollars(fromCents)} – ${dollars(toCents)}`;
}

export function formatDuration(minutes: number | null): string | null {
  if (!minutes || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
