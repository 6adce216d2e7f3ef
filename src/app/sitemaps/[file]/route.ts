import "server-only";
// /sitemaps/{n}.xml: the numbered files the sitemap index lists when there are over 50,000 URLs.
import { db } from "@/platform/db";
import { planSitemap } from "@/features/sitemap/queries";
import { streamSitemapFile } from "@/features/sitemap/response";
import { SITE_URL } from "@/platform/site-url";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file);
  const plan = await planSitemap(db);
  const file = match ? Number(match[1]) : 0;
  if (file < 1 || file > plan.files)
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return streamSitemapFile(db, plan, SITE_URL, file);
}
