// The address a request came from, for per-client rate limits. `next start` fills X-Forwarded-For
// with the socket's address when the header is absent; a reverse proxy in front appends the address
// it saw. The last entry is therefore the one a visitor cannot choose (behind one proxy hop).
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}
