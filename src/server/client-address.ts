// The address a request came from, for per-client rate limits. LocalHub runs behind `next start`
// (or a reverse proxy), which puts the client's address first in X-Forwarded-For.
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}
