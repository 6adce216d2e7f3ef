// Runs before every page and API request. It sets the security headers that vary per request:
// a Content-Security-Policy with a fresh nonce (Next.js reads the nonce from the request's CSP
// header and puts it on the scripts it renders; server components can read it from NONCE_HEADER),
// and HSTS when the site is served over https. It also passes the requested path to server
// components (guards use it to send guests to /auth and back).
// Not an authorization boundary: pages and procedures check access themselves.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/platform/env";
import { NONCE_HEADER, PATHNAME_HEADER } from "@/lib/request-headers";
import {
  fixedContentSecurityPolicy,
  HSTS_VALUE,
  isFrameablePath,
  pageContentSecurityPolicy,
} from "@/lib/security-headers";

const https = (env.NEXTAUTH_URL ?? "").startsWith("https://");

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  // The API and uploaded images (/media/...) have fixed policies; a page gets one with a fresh nonce.
  let policy = fixedContentSecurityPolicy(request.nextUrl.pathname);
  if (policy === null) {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
    policy = pageContentSecurityPolicy({
      nonce,
      development: env.NODE_ENV === "development",
      https,
      mapTileUrl: env.MAP_TILE_URL,
      frameable: isFrameablePath(request.nextUrl.pathname),
    });
    headers.set(NONCE_HEADER, nonce);
    headers.set("content-security-policy", policy);
    headers.set(PATHNAME_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  if (https) response.headers.set("strict-transport-security", HSTS_VALUE);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
