// Businesses for integration tests, each with a unique slug, in one of the known cities.
import { randomUUID } from "node:crypto";
import { KNOWN_CITIES } from "@/lib/cities";
import { db } from "@/server/db";

export async function ensureCity(slug: string) {
  const city = KNOWN_CITIES.find((candidate) => candidate.slug === slug);
  if (!city) throw new Error(`unknown city ${slug}`);
  const { name, state, zipCode, country, latitude, longitude, timeZone } = city;
  await db.city.upsert({ where: { slug }, create: { id: `city_${slug}`, slug, name, state, zipCode, country, latitude, longitude, timeZone }, update: {} });
  return city;
}

type BusinessOptions = { citySlug?: string; slug?: string; active?: boolean; featured?: boolean; createdAt?: Date; name?: string };

export async function createBusiness(options: BusinessOptions = {}) {
  const city = await ensureCity(options.citySlug ?? "austin");
  const slug = options.slug ?? `test-business-${randomUUID().slice(0, 8)}`;
  return db.businessProfile.create({
    data: {
      businessName: options.name ?? `Test Business ${slug}`,
      slug,
      citySlug: city.slug,
      city: city.name,
      state: city.state,
      timeZone: city.timeZone,
      category: "Bakery",
      active: options.active ?? true,
      featured: options.featured ?? false,
      createdAt: options.createdAt,
    },
  });
}
