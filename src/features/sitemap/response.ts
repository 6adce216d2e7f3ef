import "server-only";
// Streams a sitemap file as an HTTP response.
import type { Db } from "@/platform/db";
import { sitemapFile, type SitemapPlan } from "./queries";

const XML_HEADERS = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" };

export function xmlResponse(body: string): Response {
  return new Response(body, { headers: XML_HEADERS });
}

export function streamSitemapFile(db: Db, plan: SitemapPlan, baseUrl: string, file: number): Response {
  const encoder = new TextEncoder();
  const chunks = sitemapFile(db, plan, baseUrl, file);
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(stream, { headers: XML_HEADERS });
}
