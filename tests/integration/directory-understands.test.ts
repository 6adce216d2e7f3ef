// Search that understands people, over real HTTP on the database under test: accents and case,
// word forms, the synonym table (one case per entry), relevance, and nearby results with real distances.
import { beforeAll, describe, expect, it } from "vitest";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { CATEGORY_TREE } from "../../prisma/seed/categories";
import { TAGS } from "../../prisma/seed/tags";
import { haversineKm, KM_PER_MILE } from "@/features/directory/distance";
import type { DirectorySearchInput } from "@/features/directory/schema";
import { SYNONYMS } from "@/features/directory/synonyms";
import { KNOWN_CITIES } from "@/lib/cities";
import { db } from "@/platform/db";

const server = apiServerForThisFile();
let api: ApiClient;
beforeAll(() => {
  api = server.client();
});

const search = (input: DirectorySearchInput) => api.directory.search.query(input);
const names = async (input: DirectorySearchInput) => (await search(input)).items.map((card) => card.businessName);
const sorted = async (input: DirectorySearchInput) => (await names(input)).sort();

/** The seeded category (with its parent) or tag of this slug, created when the database lacks it. */
async function seededCategory(slug: string) {
  const parent = CATEGORY_TREE.find(
    (candidate) => candidate.slug === slug || candidate.children.some((child) => child.slug === slug),
  )!;
  const parentRow = await db.businessCategory.upsert({
    where: { slug: parent.slug },
    update: {},
    create: { name: parent.name, slug: parent.slug, hasChildren: true },
  });
  if (parent.slug === slug) return parentRow;
  const child = parent.children.find((candidate) => candidate.slug === slug)!;
  return db.businessCategory.upsert({
    where: { slug },
    update: {},
    create: { name: child.name, slug, parentId: parentRow.id, level: 1 },
  });
}

async function seededTag(slug: string) {
  const tag = TAGS.find((candidate) => candidate.slug === slug)!;
  return db.businessTag.upsert({ where: { slug }, update: {}, create: { name: tag.name, slug, color: tag.color } });
}

describe("accents and case", () => {
  it("never matter, in names, categories and addresses, and follow renames", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word} Café Olé` });
    await createBusiness({ name: `${word} CAFE Corner` });
    await createBusiness({ name: `${word} Tailor`, address: "12 Peña Street" });
    await createBusiness({ name: `${word} Bakery`, category: "Crème Brûlée" });
    const both = [`${word} CAFE Corner`, `${word} Café Olé`];
    expect(await sorted({ search: `${word} cafe` })).toEqual(both);
    expect(await sorted({ search: `${word} café` })).toEqual(both);
    expect(await sorted({ search: `${word} CAFÉ` })).toEqual(both);
    expect(await names({ search: `${word} pena` })).toEqual([`${word} Tailor`]);
    expect(await names({ search: `${word} peña` })).toEqual([`${word} Tailor`]);
    expect(await names({ search: `${word} creme brulee` })).toEqual([`${word} Bakery`]);
    const renamed = await createBusiness({ name: `${word} Old` });
    await db.businessProfile.update({ where: { id: renamed.id }, data: { businessName: `${word} Niño Taquería` } });
    expect(await names({ search: `${word} nino taqueria` })).toEqual([`${word} Niño Taquería`]);
  });
});

describe("word forms", () => {
  it("match plumber, plumbers and plumbing; dentist and dental", async () => {
    const word = uniqueWord();
    const plumbers = [`${word} Plumbing Co`, `${word} Plumbers United`, `${word} The Plumber`];
    for (const name of plumbers) await createBusiness({ name });
    await createBusiness({ name: `${word} Family Dentistry` });
    await createBusiness({ name: `${word} Dental Care` });
    await createBusiness({ name: `${word} Plum Orchard` });
    for (const text of ["plumber", "plumbers", "plumbing", "PLUMBING"])
      expect(await sorted({ search: `${word} ${text}` })).toEqual([...plumbers].sort());
    for (const text of ["dentist", "dentists", "dental"])
      expect(await sorted({ search: `${text} ${word}` })).toEqual([`${word} Dental Care`, `${word} Family Dentistry`]);
  });
});

describe("the synonym table", () => {
  it.each(SYNONYMS.map((synonym) => [synonym.phrases[0]!, synonym] as const))(
    "'%s' finds what it names",
    async (_, synonym) => {
      const word = uniqueWord();
      const category = synonym.categories?.[0] ? await seededCategory(synonym.categories[0]) : null;
      const tag = synonym.tags?.[0] ? await seededTag(synonym.tags[0]) : null;
      await createBusiness({
        name: `${word} Named`,
        category: category?.name ?? null,
        categoryId: category?.id ?? null,
        tagIds: tag ? [tag.id] : [],
      });
      await createBusiness({ name: `${word} Other` });
      for (const phrase of synonym.phrases)
        expect(await names({ search: `${phrase} ${word}` })).toEqual([`${word} Named`]);
    },
  );
});

describe("relevance", () => {
  it("ranks a category the query names first, then name > category > tags > address, before review count", async () => {
    const word = uniqueWord();
    const tag = await db.businessTag.create({ data: { name: `${word} tag`, slug: `${word}-tag` } });
    const named = await db.businessCategory.create({ data: { name: `${word} Services`, slug: `${word}-services` } });
    await createBusiness({ name: "By address", address: `1 ${word} Road`, totalReviews: 50 });
    await createBusiness({ name: "By tag", tagIds: [tag.id], totalReviews: 40 });
    await createBusiness({ name: "By category text", category: `Best ${word}ology`, totalReviews: 30 });
    await createBusiness({ name: `${word} By name`, totalReviews: 20 });
    await createBusiness({
      name: "In the named category",
      category: named.name,
      categoryId: named.id,
      totalReviews: 0,
    });
    expect(await names({ search: word })).toEqual([
      "In the named category",
      `${word} By name`,
      "By category text",
      "By tag",
      "By address",
    ]);
    // Other sorts keep their order.
    expect(await names({ search: word, sort: "rating" })).toHaveLength(5);
  });
});

const AUSTIN = KNOWN_CITIES.find((city) => city.slug === "austin")!;
const MILES_PER_DEGREE_LATITUDE = 69.09;
/** A point `miles` from Austin at `bearing` degrees (0 = north), close enough for the test's spacing. */
function fromAustin(miles: number, bearing: number) {
  const radians = (bearing * Math.PI) / 180;
  const latitude = AUSTIN.latitude + (miles * Math.cos(radians)) / MILES_PER_DEGREE_LATITUDE;
  const longitude =
    AUSTIN.longitude +
    (miles * Math.sin(radians)) / (MILES_PER_DEGREE_LATITUDE * Math.cos((AUSTIN.latitude * Math.PI) / 180));
  return { latitude, longitude };
}
const realMiles = (point: { latitude: number; longitude: number }) => haversineKm(AUSTIN, point) / KM_PER_MILE;

describe("nearby instead of nothing", () => {
  it("widens from a place without a match to the nearest radius, nearest first, by real distance", async () => {
    const word = uniqueWord();
    const places = [
      { name: `${word} east 14`, ...fromAustin(14, 90) },
      { name: `${word} north 12`, ...fromAustin(12, 0) },
      { name: `${word} south 18`, ...fromAustin(18, 180) },
      { name: `${word} west 35`, ...fromAustin(35, 270) },
      { name: `${word} far 70`, ...fromAustin(70, 45) },
    ];
    for (const place of places)
      await createBusiness({
        name: place.name,
        citySlug: "waco",
        zipCode: "76701",
        latitude: place.latitude,
        longitude: place.longitude,
      });

    const widened = await search({ search: word, location: "austin" });
    expect(widened.nearby).toEqual({ radiusMiles: 20 });
    expect(widened.total).toBe(3);
    expect(widened.items.map((card) => card.businessName)).toEqual([
      `${word} north 12`,
      `${word} east 14`,
      `${word} south 18`,
    ]);
    const distances = widened.items.map((card) => card.distanceKm! / KM_PER_MILE);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    widened.items.forEach((card, i) => {
      const place = places.find((candidate) => candidate.name === card.businessName)!;
      expect(distances[i]).toBeCloseTo(realMiles(place), 0);
      expect(realMiles(place)).toBeLessThanOrEqual(20);
    });
    // A chosen radius that holds nothing widens the same way.
    expect(await search({ search: `${word} far`, location: "austin", within: "25" })).toMatchObject({
      total: 1,
      nearby: { radiusMiles: 80 },
    });
    // The same from a ZIP code.
    expect((await search({ search: word, location: "78701" })).nearby).toEqual({ radiusMiles: 20 });
    // Nothing anywhere: the empty result, not a widening.
    expect(await search({ search: uniqueWord(), location: "austin" })).toMatchObject({ total: 0, nearby: null });

    // With a match in Austin: the place only by default; the 'Within' control adds the others by distance.
    await createBusiness({ name: `${word} downtown`, citySlug: "austin" });
    expect(await search({ search: word, location: "austin" })).toMatchObject({ total: 1, nearby: null });
    const downtownFirst = (more: string[]) => [`${word} downtown`, ...more];
    expect(await names({ search: word, location: "austin", within: "25" })).toEqual(
      downtownFirst([`${word} north 12`, `${word} east 14`, `${word} south 18`]),
    );
    expect(await names({ search: word, location: "austin", within: "50" })).toEqual(
      downtownFirst([`${word} north 12`, `${word} east 14`, `${word} south 18`, `${word} west 35`]),
    );
    expect(await names({ search: word, location: "austin", within: "100" })).toHaveLength(6);
    expect(await names({ search: word, location: "austin", within: "any" })).toHaveLength(6);
    // From the visitor: within the radius, nearest first.
    const near = await search({ search: word, near: fromAustin(5, 0), within: "25" });
    expect(near.items.map((card) => card.businessName)).toEqual([
      `${word} downtown`,
      `${word} north 12`,
      `${word} east 14`,
      `${word} south 18`,
    ]);
    const fromVisitor = near.items.map((card) => card.distanceKm!);
    expect(fromVisitor).toEqual([...fromVisitor].sort((a, b) => a - b));
    expect(Math.max(...fromVisitor) / KM_PER_MILE).toBeLessThanOrEqual(25);
  });
});
