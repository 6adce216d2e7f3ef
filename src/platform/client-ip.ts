// The visitor's IP address, read from the request on the server (never from the browser's own
// claims or a third-party service). `next start` sets X-Forwarded-For to the socket's address when
// the header is absent, and a reverse proxy in front appends the address it saw, so the LAST entry is
// the one a visitor cannot choose (behind one proxy hop); earlier entries are whatever the client
// sent. X-Real-IP is the fallback. Used for the waitlist's referrer IP and for per-client rate limits.
const MAX_LENGTH = 64;

export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  const ip = forwarded || headers.get("x-real-ip")?.trim();
  return ip ? ip.slice(0, MAX_LENGTH) : null;
}
