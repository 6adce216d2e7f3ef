// The visitor's address as the server can prove it. Plain JavaScript so the production server
// (scripts/server.mjs), the app (src/platform/client-ip.ts) and the tests share one rule.
//
// The addresses a request passed through are the X-Forwarded-For entries, oldest first, then the
// socket's peer. Each trusted proxy appends the address it saw, so with `hops` trusted proxies in
// front the visitor is the entry `hops` places before the socket; anything earlier was written by
// the visitor and is ignored. With 0 hops (the default; TRUSTED_PROXY_HOPS, read in env.mjs) only
// the socket counts.

/** Request header the production server sets on every request (any copy from the client is dropped). */
export const CLIENT_ADDRESS_HEADER = "x-localhub-client-address";

/** Set by the production server, so the app knows CLIENT_ADDRESS_HEADER is its own. */
export const CLIENT_ADDRESS_TRUSTED = Symbol.for("localhub.clientAddressHeaderIsSet");

const MAX_LENGTH = 64;

/** The client's address given the X-Forwarded-For header value(s), the socket peer and the trusted hops. */
export function resolveClientAddress(forwardedFor, socketAddress, hops) {
  const forwarded = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => String(value).split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = socketAddress ? [...forwarded, socketAddress] : forwarded;
  if (chain.length === 0) return null;
  const address = chain[Math.max(0, chain.length - 1 - hops)];
  return normalize(address).slice(0, MAX_LENGTH) || null;
}

/** "::ffff:127.0.0.1" -> "127.0.0.1", so one client has one key whichever way the socket reports it. */
function normalize(address) {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1").replace(/[^0-9A-Za-z.:_-]/g, "");
}

/** Replaces CLIENT_ADDRESS_HEADER on a Node request with the address the server can prove. */
export function stampClientAddress(req, hops) {
  const address = resolveClientAddress(req.headers["x-forwarded-for"], req.socket?.remoteAddress, hops);
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
  else delete req.headers[CLIENT_ADDRESS_HEADER];
}
