// Header and directory suggestions, and the directory's filter options, over real HTTP.
import { beforeAll, describe, expect, it } from "vitest";
import { outcome, apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createBusiness, createCategoryTree, createTag, uniqueWord } from "../helpers/business-factories";
import { KNOWN_CITIES } from "@/lib/cities";
import { db } from "@/platform/db";

const server = apiServerForThisFile();
let api: ApiClient;
beforeAll(() => {
  api = server.client();
});

const names = (found: { businesses: Array<{ businessName: string }> }) =>
  found.businesses.map((row) => row.businessName);

describe("suggestions", () => {
  it("match name, category or address of active businesses, at most 5, name before category, then most reviewed", async () => {
    const word = uniqueWord();
    for (let i = 1; i <= 6; i++) await createBusiness({ name: `${word} shop ${i}`, totalReviews: i });
    await createBusiness({ name: "By category", category: `${word} services`, totalReviews: 100 });
    await createBusiness({ name: `${word} inactive`, active: false, totalReviews: 1000 });
    const found = await api.directory.suggest.query({ text: ` ${word.toUpperCase()} ` });
    expect(names(found)).toEqual([
      `${word} shop 6`,
      `${word} shop 5`,
      `${word} shop 4`,
      `${word} shop 3`,
      `${word} shop 2`,
    ]);
    expect(Object.keys(found.businesses[0]!).sort()).toEqual([
      "address",
      "businessName",
      "category",
      "city",
      "citySlug",
      "id",
      "slug",
      "state",
    ]);
    expect(found.businesses[0]).toMatchObject({ city: "Austin", state: "TX" });
    const byCategory = await api.directory.suggest.query({ text: `${word} services` });
    expect(names(byCategory)).toEqual(["By category"]);
    const byAddress = await createBusiness({ name: "Address only", address: `9 ${word}avenue` });
    expect((await api.directory.suggest.query({ text: `${word}avenue` })).businesses.map((row) => row.id)).toEqual([
      byAddress.id,
    ]);
  });

  it("list the categories the text names first, at most 5, with the page's place", async () => {
    const tree = await createCategoryTree(2);
    const child = await db.businessCategory.findUniqueOrThrow({ where: { id: tree.children[0]!.id } });
    const found = await api.directory.suggest.query({ text: child.name, location: "austin" });
    expect(found.categories[0]).toEqual({ id: child.id, name: child.name, slug: child.slug });
    expect(found.categories.length).toBeLessThanOrEqual(5);
    expect(found.place).toEqual({ segment: "austin", label: "Austin, TX" });
    expect((await api.directory.suggest.query({ text: child.name })).place).toBeNull();
  });

  it("need at least two characters after trimming", async () => {
    const none = { place: null, categories: [], businesses: [] };
    expect(await api.directory.suggest.query({ text: " a " })).toEqual(none);
    expect(await api.directory.suggest.query({ text: "" })).toEqual(none);
    expect(await outcome(api.directory.suggest.query({ text: "y".repeat(101) }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Search text is too long",
    });
  });

  it("stay within the location when given", async () => {
    const word = uniqueWord();
    for (let i = 1; i <= 4; i++)
      await createBusiness({ name: `${word} austin ${i}`, citySlug: "austin", totalReviews: i });
    for (let i = 1; i <= 3; i++)
      await createBusiness({ name: `${word} waco ${i}`, citySlug: "waco", totalReviews: 10 + i });
    expect((await api.directory.suggest.query({ text: word })).businesses).toHaveLength(5);
    expect(names(await api.directory.suggest.query({ text: word, location: "waco" }))).toEqual([
      `${word} waco 3`,
      `${word} waco 2`,
      `${word} waco 1`,
    ]);
    expect((await api.directory.suggest.query({ text: word, location: "76701" })).businesses).toHaveLength(3);
  });

  it("refuse an unknown location with NOT_FOUND", async () => {
    expect(await outcome(api.directory.suggest.query({ text: "cafe", location: "atlantis" }))).toMatchObject({
      code: "NOT_FOUND",
      message: 'We could not find the location "atlantis".',
    });
  });
});

describe("filter options", () => {
  it("list active top-level categories with their active children by name, the most used active tags (at most 10) and the known cities", async () => {
    const tree = await createCategoryTree(2);
    await db.businessCategory.update({ where: { id: tree.children[1]!.id }, data: { active: false } });
    const inactiveTag = await createTag({ isActive: false });
    await createBusiness({ name: `${uniqueWord()} inactive tag`, tagIds: [inactiveTag.id] });
    // Only tags some business carries are offered.
    for (let i = 0; i < 11; i++)
      await createBusiness({ name: `${uniqueWord()} tagged`, tagIds: [(await createTag()).id] });
    const options = await api.directory.filterOptions.query();
    const parent = options.categories.find((category) => category.id === tree.parent.id);
    expect(parent).toMatchObject({
      name: tree.parent.name,
      slug: tree.parent.slug,
      children: [{ id: tree.children[0]!.id, slug: tree.children[0]!.slug }],
    });
    expect(options.categories.every((category) => !category.slug.startsWith("child-"))).toBe(true);
    const categoryNames = options.categories.map((category) => category.name);
    expect(categoryNames).toEqual([...categoryNames].sort());
    expect(options.tags).toHaveLength(10);
    expect(options.tags.map((tag) => tag.id)).not.toContain(inactiveTag.id);
    const tagNames = options.tags.map((tag) => tag.name);
    expect(tagNames).toEqual([...tagNames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(options.cities).toHaveLength(KNOWN_CITIES.length);
    expect(options.cities[0]).toEqual({
      name: "Houston",
      state: "TX",
      slug: "houston",
      zipCode: "77002",
      latitude: 29.7604,
      longitude: -95.3698,
    });
  });
});
