// The visitor's address, read on the server (never from the browser's own claims). The production
// server (scripts/server.mjs) stamps every request with the address it can prove: the socket's
// peer, or with TRUSTED_PROXY_HOPS=n the entry the n-th trusted proxy saw; a client-supplied copy
// of that header is overwritten, and a made-up X-Forwarded-For changes nothing. Used for the
// per-address limits, the waitlist's referrer IP and (hashed) the insider check of reviews.
import { createHash } from "node:crypto";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_TRUSTED,
  resolveClientAddress,
} from "@/platform/runtime/client-address.mjs";

export function clientIp(headers: Headers): string | null {
  if ((globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_TRUSTED] === true)
    return headers.get(CLIENT_ADDRESS_HEADER);
  // `next dev` (no stamping server): Next fills X-Forwarded-For from the socket only when the client
  // sent none, so this is the socket address unless the visitor made one up. Development only.
  return resolveClientAddress(headers.get("x-forwarded-for"), null, 0);
}

/** The key per-address limits count under; requests whose address is unknown share one. */
export function clientKey(headers: Headers): string {
  return clientIp(headers) ?? "unknown";
}

/**
 * The SHA-256 of the visitor's address, for records that compare addresses without keeping them
 * (sessions, reviews); null when the address is unknown (unknown addresses never match).
 */
export function clientAddressHash(headers: Headers): string | null {
  const address = clientIp(headers);
  return address ? createHash("sha256").update(address).digest("hex") : null;
}
