// GET /api/viewer: the signed-in visitor's own parts of a public page (name, roles, email state,
// unread notifications), asked for once after a shared cached page loads (see
// src/components/providers/viewer.tsx). Signed out: { viewer: null }. Never stored by any cache.
import { NextResponse } from "next/server";
import { loadPageViewer } from "@/components/providers/page-viewer";

export const dynamic = "force-dynamic";

export async function GET() {
  const viewer = await loadPageViewer();
  return NextResponse.json({ viewer }, { headers: { "cache-control": "private, no-store" } });
}
