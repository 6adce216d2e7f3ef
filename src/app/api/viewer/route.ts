// GET /api/viewer: the signed-in visitor's own parts of a public page (name, roles, email state,
// unread notifications), asked for once after a shared cached page loads (see
// src/components/providers/viewer.tsx). Signed out: { viewer: null }. Never stored by any cache.
// A session cookie naming no live session (signed out or revoked elsewhere, expired) is cleared
// here, and the signed-in hint with it (scripts/lib/page-cache-control.mjs), so the visitor's
// next pages stop asking.
import { NextResponse, type NextRequest } from "next/server";
import { readPageViewer } from "@/components/providers/page-viewer";
import { isSessionCookieName } from "@/lib/session-cookie.mjs";

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest) {
  const viewer = await readPageViewer();
  const response = NextResponse.json({ viewer: viewer ?? null }, { headers: { "cache-control": "private, no-store" } });
  if (viewer === null)
    for (const { name } of request.cookies.getAll())
      if (isSessionCookieName(name))
        response.cookies.set(name, "", {
          path: "/",
          maxAge: 0,
          httpOnly: true,
          sameSite: "lax",
          secure: name.startsWith("__Secure-"),
        });
  return response;
}
