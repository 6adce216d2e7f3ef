import "server-only";
// What the sitemaps list: the home page, the directory, each known city's waitlist page, every city
// with active businesses and every active business's canonical profile. Businesses are read in id order, a batch at a time,
// so even 100,000 of them never sit in memory at once.
import type { Db } from "@/platform/db";
import { KNOWN_CITIES } from "@/lib/cities";
import { MAX_URLS_PER_FILE, URLSET_CLOSE, URLSET_OPEN, urlEntry } from "./xml";

/** The pages every sitemap lists first: home, the directory, and each known city's waitlist page. */
export const STATIC_PATHS = ["/", "/directory", ...KNOWN_CITIES.map((city) => `/waitlist/${city.slug}`)];
const BATCH_SIZE = 2_000;

export type SitemapCity = { slug: string; name: string; state: string; businessCount: number };

/** Cities with at least one active business, by name, with their count of active businesses. */
export async function sitemapCities(db: Db): Promise<SitemapCity[]> {
  const cities = await db.city.findMany({
    where: { businesses: { some: { active: true } } },
    orderBy: { name: "asc" },
    select: { slug: true, name: true, state: true, _count: { select: { businesses: { where: { active: true } } } } },
  });
  return cities.map(({ _count, ...city }) => ({ ...city, businessCount: _count.businesses }));
}

/** One page of a city's active businesses by name, for the readable /sitemap. */
export async function sitemapCityBusinesses(db: Db, citySlug: string, page: number, pageSize: number) {
  const where = { citySlug, active: true };
  const [city, total, businesses] = await Promise.all([
    db.city.findUnique({ where: { slug: citySlug }, select: { slug: true, name: true, state: true } }),
    db.businessProfile.count({ where }),
    db.businessProfile.findMany({
      where,
      orderBy: [{ businessName: "asc" }, { id: "asc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: { id: true, slug: true, citySlug: true, businessName: true, category: true },
    }),
  ]);
  if (!city || total === 0) return null;
  return { city, total, page, pages: Math.ceil(total / pageSize), businesses };
}

export type SitemapPlan = {
  cities: SitemapCity[];
  businessCount: number;
  urlCount: number;
  files: number;
  limit: number;
};

export async function planSitemap(db: Db, limit = MAX_URLS_PER_FILE): Promise<SitemapPlan> {
  const [cities, businessCount] = await Promise.all([
    sitemapCities(db),
    db.businessProfile.count({ where: { active: true } }),
  ]);
  const urlCount = STATIC_PATHS.length + cities.length + businessCount;
  return { cities, businessCount, urlCount, files: Math.max(1, Math.ceil(urlCount / limit)), limit };
}

/** Active businesses' canonical paths in id order, from the `skip`-th, at most `take`. */
async function* businessEntries(db: Db, baseUrl: string, skip: number, take: number) {
  let cursor: string | undefined;
  let left = take;
  let first = true;
  while (left > 0) {
    const rows = await db.businessProfile.findMany({
      where: { active: true },
      orderBy: { id: "asc" },
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : { skip: first ? skip : 0 }),
      take: Math.min(BATCH_SIZE, left),
      select: { id: true, citySlug: true, slug: true, updatedAt: true },
    });
    first = false;
    if (rows.length === 0) return;
    yield rows.map((row) => urlEntry(`${baseUrl}/business/${row.citySlug}/${row.slug}`, row.updatedAt)).join("");
    left -= rows.length;
    cursor = rows[rows.length - 1]!.id;
  }
}

/**
 * The XML of sitemap file `file` (1-based) of `plan`: the URLs numbered [(file-1)*limit, file*limit)
 * in the order static pages, cities, businesses.
 */
export async function* sitemapFile(db: Db, plan: SitemapPlan, baseUrl: string, file: number) {
  const start = (file - 1) * plan.limit;
  const end = start + plan.limit;
  const fixed = [
    ...STATIC_PATHS.map((path) => `${baseUrl}${path}`),
    ...plan.cities.map((city) => `${baseUrl}/directory/${city.slug}`),
  ];
  yield URLSET_OPEN;
  yield fixed
    .slice(start, end)
    .map((loc) => urlEntry(loc))
    .join("");
  const businessStart = Math.max(0, start - fixed.length);
  const businessTake = Math.min(end, fixed.length + plan.businessCount) - Math.max(start, fixed.length);
  if (businessTake > 0) yield* businessEntries(db, baseUrl, businessStart, businessTake);
  yield URLSET_CLOSE;
}
