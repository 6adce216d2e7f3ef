// Sitemap XML (sitemaps.org protocol 0.9), written piece by piece so a large sitemap can stream.
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The protocol's limit of URLs per sitemap file. */
export const MAX_URLS_PER_FILE = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const URLSET_CLOSE = "</urlset>\n";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const lastmod = (date?: Date) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : "");

export function urlEntry(loc: string, modified?: Date): string {
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod(modified)}</url>\n`;
}

export function sitemapIndex(locations: string[]): string {
  const entries = locations.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join("");
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
