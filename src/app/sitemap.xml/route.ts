import "server-only";
// /sitemap.xml: every public URL, or a sitemap index of numbered files past 50,000 URLs.
import { db } from "@/platform/db";
import { planSitemap } from "@/features/sitemap/queries";
import { streamSitemapFile, xmlResponse } from "@/features/sitemap/response";
import { sitemapIndex } from "@/features/sitemap/xml";
import { SITE_URL } from "@/platform/site-url";

export const dynamic = "force-dynamic";

export async function GET() {
  const plan = await planSitemap(db);
  if (plan.files === 1) return streamSitemapFile(db, plan, SITE_URL, 1);
  return xmlResponse(
    sitemapIndex(Array.from({ length: plan.files }, (_, index) => `${SITE_URL}/sitemaps/${index + 1}.xml`)),
  );
}
