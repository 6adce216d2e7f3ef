// Factories for directory data: businesses with hours, tags and offers, and category trees.
// Names carry a unique marker word, so a test can search for exactly its own rows.
import { randomUUID } from "node:crypto";
import { db, type Db } from "@/platform/db";
import { KNOWN_CITIES } from "@/lib/cities";

/** A word no other test uses, e.g. "zqa1b2c3d4"; put it in names and search for it. */
export const uniqueWord = (prefix = "zq") => `${prefix}${randomUUID().replace(/-/g, "").slice(0, 10)}`;

/**
 * After a bulk load (hundreds of rows in one statement): fresh planner statistics, as the seed takes
 * after its load (prisma/seed.ts) and autovacuum takes within a minute in production. Without them a
 * PostgreSQL planner that last saw an empty table expects one row and nests loops over the load.
 */
export async function analyzeAfterBulkLoad() {
  await db.$executeRawUnsafe("ANALYZE");
}

/** The City row a business's citySlug points to (integration databases start without the seed). */
/** The database, or a transaction's client (a test that reads and writes in one transaction). */
type Client = Pick<Db, "city" | "businessProfile">;

export async function ensureCity(slug: string, client: Client = db) {
  const city = KNOWN_CITIES.find((known) => known.slug === slug);
  if (!city) return client.city.findUniqueOrThrow({ where: { slug } });
  const { name, state, zipCode, country, latitude, longitude, timeZone } = city;
  return client.city.upsert({
    where: { slug },
    create: { id: `city_${slug}`, slug, name, state, zipCode, country, latitude, longitude, timeZone },
    update: {},
  });
}

/** A city of its own (not one of the known cities), so a test can count exactly what is in it. */
export async function createTestCity() {
  const slug = `testville-${uniqueWord("c").toLowerCase()}`;
  return db.city.create({
    data: {
      id: slug,
      slug,
      name: `Testville ${slug.slice(-6)}`,
      state: "TX",
      zipCode: "73301",
      latitude: 30.2,
      longitude: -97.7,
    },
  });
}

export async function createCategoryTree(childCount = 1) {
  const word = uniqueWord("cat");
  const parent = await db.businessCategory.create({
    data: { name: `Parent ${word}`, slug: `parent-${word}`, level: 0, hasChildren: childCount > 0 },
  });
  const children = [];
  for (let i = 1; i <= childCount; i++) {
    children.push(
      await db.businessCategory.create({
        data: { name: `Child ${i} ${word}`, slug: `child-${i}-${word}`, parentId: parent.id, level: 1 },
      }),
    );
  }
  return { parent, children };
}

export async function createTag(options: { isActive?: boolean } = {}) {
  const word = uniqueWord("tag");
  return db.businessTag.create({
    data: { name: `Tag ${word}`, slug: `tag-${word}`, color: "#2563eb", isActive: options.isActive ?? true },
  });
}

type HoursRow = { dayOfWeek: number; openMinute: number; closeMinute: number };

export type BusinessOptions = {
  name: string;
  citySlug?: string;
  /** Defaults to a unique slug; pass one to share a slug between cities. */
  slug?: string;
  featured?: boolean;
  createdAt?: Date;
  zipCode?: string | null;
  category?: string | null;
  categoryId?: string | null;
  address?: string | null;
  active?: boolean;
  verified?: boolean;
  averageRating?: number;
  totalReviews?: number;
  memberSince?: Date;
  latitude?: number | null;
  longitude?: number | null;
  timeZone?: string;
  onlineBooking?: boolean;
  sameDayService?: boolean;
  hours?: HoursRow[];
  tagIds?: string[];
  offers?: Array<{ title: string; isActive?: boolean; isPinned?: boolean; validTo?: Date | null }>;
};

export async function createBusiness(options: BusinessOptions, client: Client = db) {
  const citySlug = options.citySlug ?? "austin";
  const city = await ensureCity(citySlug, client);
  return client.businessProfile.create({
    data: {
      businessName: options.name,
      slug: options.slug ?? `${citySlug}-${uniqueWord("b")}`,
      category: options.category ?? null,
      categoryId: options.categoryId ?? null,
      address: options.address ?? "100 Test Street",
      city: city.name,
      citySlug,
      zipCode: options.zipCode === undefined ? city.zipCode : options.zipCode,
      latitude: options.latitude === undefined ? city.latitude : options.latitude,
      longitude: options.longitude === undefined ? city.longitude : options.longitude,
      timeZone: options.timeZone ?? city.timeZone,
      averageRating: options.averageRating ?? 0,
      totalReviews: options.totalReviews ?? 0,
      verificationStatus: options.verified ? "verified" : "pending",
      memberSince: options.memberSince ?? new Date("2024-01-01T00:00:00Z"),
      active: options.active ?? true,
      featured: options.featured ?? false,
      createdAt: options.createdAt,
      onlineBooking: options.onlineBooking ?? false,
      sameDayService: options.sameDayService ?? false,
      hours: options.hours ? { create: options.hours } : undefined,
      tags: options.tagIds ? { create: options.tagIds.map((tagId) => ({ tagId })) } : undefined,
      offers: options.offers
        ? {
            create: options.offers.map((offer) => ({
              title: offer.title,
              isActive: offer.isActive ?? true,
              isPinned: offer.isPinned ?? false,
              validTo: offer.validTo ?? null,
            })),
          }
        : undefined,
    },
    select: { id: true, businessName: true, slug: true, citySlug: true },
  });
}
