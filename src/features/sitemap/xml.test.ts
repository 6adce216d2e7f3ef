import { describe, expect, it } from "vitest";
import { escapeXml, sitemapIndex, urlEntry } from "./xml";

describe("sitemap XML", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("writes url entries with an optional last-modified time", () => {
    expect(urlEntry("https://x.example/a?b=1&c=2")).toBe("  <url><loc>https://x.example/a?b=1&amp;c=2</loc></url>\n");
    expect(urlEntry("https://x.example/", new Date("2026-11-22T00:00:00Z"))).toContain(
      "<lastmod>2026-11-22T00:00:00.000Z</lastmod>",
    );
  });

  it("writes a sitemap index in the sitemap namespace", () => {
    const xml = sitemapIndex(["https://x.example/sitemaps/1.xml", "https://x.example/sitemaps/2.xml"]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml.match(/<sitemap><loc>https:\/\/x.example\/sitemaps\/\d.xml<\/loc><\/sitemap>/g)).toHaveLength(2);
    expect(xml.trimEnd().endsWith("</sitemapindex>")).toBe(true);
  });
});
