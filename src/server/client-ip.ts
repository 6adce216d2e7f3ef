// The visitor's IP address as the reverse proxy reports it: the first hop of X-Forwarded-For, else
// X-Real-IP. Read from the request on the server; never taken from the browser's own claims.
const MAX_LENGTH = 64;

export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || headers.get("x-real-ip")?.trim();
  return ip ? ip.slice(0, MAX_LENGTH) : null;
}
