import { expect, test } from "@playwright/test";
import { rows, scalar } from "./e2e-db";
import { KNOWN_CITIES } from "@/lib/cities";

test("sitemap.xml is valid sitemap XML listing the home page, the directory, the waitlist's city pages, every city and every active business", async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();

  await page.goto("/");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
    return {
      error: doc.getElementsByTagName("parsererror").length,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locations: Array.from(doc.getElementsByTagNameNS(ns, "loc"), (loc) => loc.textContent ?? ""),
    };
  }, xml);

  expect(parsed.error).toBe(0);
  expect(parsed.root).toBe("urlset");
  expect(parsed.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const cities = rows<{ citySlug: string }>(`SELECT DISTINCT citySlug FROM "BusinessProfile" WHERE active = 1`);
  const businesses = scalar(`SELECT COUNT(*) FROM "BusinessProfile" WHERE active = 1`);
  expect(parsed.locations).toHaveLength(2 + KNOWN_CITIES.length + cities.length + businesses);
  expect(new Set(parsed.locations).size).toBe(parsed.locations.length);
  expect(parsed.locations.slice(0, 2)).toEqual([`${baseURL}/`, `${baseURL}/directory`]);
  for (const city of cities) expect(parsed.locations).toContain(`${baseURL}/directory/${city.citySlug}`);
  for (const city of KNOWN_CITIES) expect(parsed.locations).toContain(`${baseURL}/waitlist/${city.slug}`);
  const [active] = rows<{ citySlug: string; slug: string }>(
    `SELECT citySlug, slug FROM "BusinessProfile" WHERE active = 1 ORDER BY id DESC LIMIT 1`,
  );
  const [inactive] = rows<{ citySlug: string; slug: string }>(
    `SELECT citySlug, slug FROM "BusinessProfile" WHERE active = 0 ORDER BY id LIMIT 1`,
  );
  expect(parsed.locations).toContain(`${baseURL}/business/${active!.citySlug}/${active!.slug}`);
  expect(parsed.locations).not.toContain(`${baseURL}/business/${inactive!.citySlug}/${inactive!.slug}`);
});

test("the /sitemap page links the main pages, each city and the businesses of a city", async ({ page }) => {
  await page.goto("/sitemap");
  await expect(page).toHaveTitle("Sitemap | LocalHub");
  await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
  const main = page.getByRole("region", { name: "Main pages" });
  await expect(main.getByRole("link", { name: "Business Directory" })).toHaveAttribute("href", "/directory");

  const [city] = rows<{ slug: string; name: string; count: number }>(
    `SELECT c.slug, c.name, COUNT(*) AS count FROM "BusinessProfile" b JOIN "City" c ON c.slug = b.citySlug WHERE b.active = 1 GROUP BY c.slug, c.name ORDER BY count DESC LIMIT 1`,
  );
  const cities = page.getByRole("region", { name: "Businesses by city" });
  await expect(cities.getByRole("link", { name: `${city!.name}, TX` })).toHaveAttribute(
    "href",
    `/directory/${city!.slug}`,
  );
  await cities
    .getByRole("link", { name: `All ${city!.count} businesses` })
    .first()
    .click();
  await expect(page).toHaveURL(`/sitemap/${city!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Businesses in ${city!.name}, TX`);

  const [first] = rows<{ businessName: string; slug: string }>(
    `SELECT businessName, slug FROM "BusinessProfile" WHERE active = 1 AND citySlug = ? ORDER BY businessName, id LIMIT 1`,
    city!.slug,
  );
  const link = page.getByRole("main").getByRole("link", { name: first!.businessName, exact: true }).first();
  await expect(link).toHaveAttribute("href", `/business/${city!.slug}/${first!.slug}`);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.businessName);
});

test("a city without businesses has no sitemap page", async ({ page }) => {
  const response = await page.goto("/sitemap/atlantis");
  expect(response?.status()).toBe(404);
});
