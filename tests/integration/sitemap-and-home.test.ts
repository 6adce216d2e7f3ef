// Sitemap data (cities, per-city pages, files split at the URL limit) and the home page's
// featured businesses and platform features.
import { beforeAll, describe, expect, it } from "vitest";
import { forgetCatalogueCache } from "../helpers/catalogue";
import { db } from "@/platform/db";
import { planSitemap, sitemapFile, STATIC_PATHS } from "@/features/sitemap/queries";
import { DEFAULT_PLATFORM_FEATURES } from "@/features/home/platform-features";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createBusiness, createTestCity } from "../helpers/business-factories";

const BASE = "https://localhub.example";
const server = apiServerForThisFile();
let api: ApiClient;
beforeAll(() => {
  api = server.client();
});

async function locationsOf(file: AsyncGenerator<string>) {
  let xml = "";
  for await (const chunk of file) xml += chunk;
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ),
  ).toBe(true);
  expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

describe("sitemap", () => {
  it("lists cities with active businesses only, with their counts", async () => {
    const [busy, quiet] = [await createTestCity(), await createTestCity()];
    await createBusiness({ name: "Test Business", citySlug: busy.slug });
    await createBusiness({ name: "Test Business", citySlug: busy.slug });
    await createBusiness({ name: "Test Business", citySlug: busy.slug, active: false });
    await createBusiness({ name: "Test Business", citySlug: quiet.slug, active: false });
    const cities = await api.sitemap.cities.query();
    expect(cities.find((city) => city.slug === busy.slug)).toEqual({
      slug: busy.slug,
      name: busy.name,
      state: "TX",
      businessCount: 2,
    });
    expect(cities.some((city) => city.slug === quiet.slug)).toBe(false);
  });

  it("pages a city's businesses by name and knows no page for a city without any", async () => {
    const [city, empty] = [await createTestCity(), await createTestCity()];
    for (const name of ["Charlie", "Alpha", "Bravo"])
      await createBusiness({ citySlug: city.slug, name: `${name} Test` });
    const page = await api.sitemap.cityBusinesses.query({ city: city.slug });
    expect(page?.businesses.map((business) => business.businessName)).toEqual([
      "Alpha Test",
      "Bravo Test",
      "Charlie Test",
    ]);
    expect(page).toMatchObject({ total: 3, pages: 1, city: { name: city.name } });
    expect(await api.sitemap.cityBusinesses.query({ city: empty.slug })).toBeNull();
    expect(await api.sitemap.cityBusinesses.query({ city: "atlantis" })).toBeNull();
  });

  it("lists every active business's canonical URL once, split into files of at most the limit", async () => {
    const active = await createBusiness({ name: "Test Business", citySlug: "denton" });
    const inactive = await createBusiness({ name: "Test Business", citySlug: "denton", active: false });
    const businessCount = await db.businessProfile.count({ where: { active: true } });
    const limit = 7;
    const plan = await planSitemap(db, limit);
    expect(plan.businessCount).toBe(businessCount);
    expect(plan.urlCount).toBe(STATIC_PATHS.length + plan.cities.length + businessCount);
    expect(plan.files).toBe(Math.ceil(plan.urlCount / limit));
    expect(plan.files).toBeGreaterThan(1);

    const all: string[] = [];
    for (let file = 1; file <= plan.files; file += 1) {
      const locations = await locationsOf(sitemapFile(db, plan, BASE, file));
      expect(locations.length).toBeLessThanOrEqual(limit);
      all.push(...locations);
    }
    expect(all).toHaveLength(plan.urlCount);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, 2)).toEqual([`${BASE}/`, `${BASE}/directory`]);
    expect(all).toContain(`${BASE}/directory/denton`);
    expect(all).toContain(`${BASE}/waitlist/austin`);
    expect(all).toContain(`${BASE}/business/denton/${active.slug}`);
    expect(all).not.toContain(`${BASE}/business/denton/${inactive.slug}`);
  });

  it("puts everything in one file under the limit", async () => {
    const plan = await planSitemap(db);
    expect(plan.files).toBe(1);
    expect(await locationsOf(sitemapFile(db, plan, BASE, 1))).toHaveLength(plan.urlCount);
  });
});

describe("home page data", () => {
  it("shows the built-in feature cards while the table is empty, then the featured, active rows in order", async () => {
    await db.platformFeature.deleteMany();
    forgetCatalogueCache();
    expect((await api.home.platformFeatures.query()).map((feature) => feature.title)).toEqual(
      DEFAULT_PLATFORM_FEATURES.map((feature) => feature.title),
    );
    await db.platformFeature.createMany({
      data: Array.from({ length: 8 }, (_, index) => ({
        title: `Feature ${index}`,
        description: "d",
        displayOrder: 10 - index,
        isFeatured: index !== 1,
        isActive: index !== 2,
      })),
    });
    forgetCatalogueCache();
    const titles = (await api.home.platformFeatures.query()).map((feature) => feature.title);
    expect(titles).toEqual(["Feature 7", "Feature 6", "Feature 5", "Feature 4", "Feature 3", "Feature 0"]);
  });

  it("features at most six active, featured businesses, newest first", async () => {
    const now = Date.now();
    const featured = [];
    for (let index = 0; index < 7; index += 1)
      featured.push(
        await createBusiness({ name: "Test Business", featured: true, createdAt: new Date(now + index * 1000) }),
      );
    await createBusiness({ name: "Test Business", featured: true, active: false, createdAt: new Date(now + 60_000) });
    await createBusiness({ name: "Test Business", featured: false, createdAt: new Date(now + 60_000) });
    forgetCatalogueCache();
    const shown = await api.home.featuredBusinesses.query();
    expect(shown.map((business) => business.id)).toEqual(
      featured
        .slice(1)
        .reverse()
        .map((business) => business.id),
    );
    expect(shown[0]).toMatchObject({
      citySlug: "austin",
      verified: false,
      tags: [],
      pinnedOffer: null,
      distanceKm: null,
    });
  });
});
