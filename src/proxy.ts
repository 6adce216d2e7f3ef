// Passes the requested path to server components (guards use it to send guests to /auth and back).
// Not an authorization boundary: pages and procedures check access themselves.
import { NextResponse, type NextRequest } from "next/server";
import { PATHNAME_HEADER } from "@/lib/request-headers";

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|sitemap.xml|robots.txt).*)"],
};
