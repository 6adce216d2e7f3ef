import "server-only";
// An organisation's member directory for other sites' iframes: a minimal document of its own (no
// site header or footer). The only path any site may frame (src/proxy.ts, next.config.ts).
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { embedDocument } from "@/features/organizations/embed";
import { pageStateOf } from "@/features/organizations/components/page-url";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ tagSlug: string }> }) {
  const slug = decodeURIComponent((await params).tagSlug)
    .trim()
    .toLowerCase()
    .slice(0, 120);
  const url = new URL(request.url);
  const state = pageStateOf(Object.fromEntries(url.searchParams));
  const origin = (env.NEXTAUTH_URL ?? url.origin).replace(/\/+$/, "");
  const html = slug ? await embedDocument(db, { slug, ...state }, origin) : null;
  return new Response(html ?? "<!doctype html><title>Not found</title><p>Organization not found.</p>", {
    status: html ? 200 : 404,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=60" },
  });
}
