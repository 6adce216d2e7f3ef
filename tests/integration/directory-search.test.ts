// Directory search over real HTTP on the database under test: each filter, each sort, paging.
import { beforeAll, describe, expect, it } from "vitest";
import { outcome, apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createBusiness, createCategoryTree, createTag, uniqueWord } from "../helpers/business-factories";
import type { DirectorySearchInput } from "@/features/directory/schema";
import { db } from "@/platform/db";

const server = apiServerForThisFile();
let api: ApiClient;
beforeAll(() => {
  api = server.client();
});

const names = async (input: DirectorySearchInput) =>
  (await api.directory.search.query(input)).items.map((card) => card.businessName);

describe("filters", () => {
  it("matches text in the name, category or address, ignoring case, and only active businesses", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word.toUpperCase()} Bakery` });
    await createBusiness({ name: "Corner Shop", category: `Bread ${word}` });
    await createBusiness({ name: "Tailor", address: `12 ${word} Road` });
    await createBusiness({ name: `${word} Closed`, active: false });
    await createBusiness({ name: "Unrelated" });
    const result = await api.directory.search.query({ search: word });
    expect(result.total).toBe(3);
    expect(result.items.map((card) => card.businessName).sort()).toEqual(
      ["Corner Shop", "Tailor", `${word.toUpperCase()} Bakery`].sort(),
    );
  });

  it("follows renames and deletions (the search index keeps up with writes)", async () => {
    const word = uniqueWord();
    const business = await createBusiness({ name: `${word} Old Name` });
    await db.businessProfile.update({
      where: { id: business.id },
      data: { businessName: "Renamed Bakery", address: `${word} Lane` },
    });
    expect(await names({ search: `${word} old` })).toEqual([]);
    expect(await names({ search: `${word} lane` })).toEqual(["Renamed Bakery"]);
    await db.businessProfile.delete({ where: { id: business.id } });
    expect(await names({ search: word })).toEqual([]);
  });

  it("matches text under three letters or digits at the start of names, or inside with a longer word", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `#7${word} Garage`, citySlug: "laredo" });
    await createBusiness({ name: `${word} #7 Garage`, citySlug: "laredo" });
    await createBusiness({ name: `${word} Other`, citySlug: "laredo" });
    expect(await names({ search: "#7", location: "laredo" })).toEqual([`#7${word} Garage`]);
    expect((await names({ search: `${word} #7`, location: "laredo" })).sort()).toEqual(
      [`#7${word} Garage`, `${word} #7 Garage`].sort(),
    );
  });

  it("treats LIKE wildcards in the text as plain characters", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word} 100% Organic` });
    await createBusiness({ name: `${word} 1000 Organic` });
    expect(await names({ search: `${word} 100%` })).toEqual([`${word} 100% Organic`]);
  });

  it("filters by category, a parent category including its subcategories", async () => {
    const word = uniqueWord();
    const tree = await createCategoryTree(2);
    const [first, second] = tree.children;
    await createBusiness({ name: `${word} parent`, categoryId: tree.parent.id });
    await createBusiness({ name: `${word} child one`, categoryId: first!.id });
    await createBusiness({ name: `${word} child two`, categoryId: second!.id });
    await createBusiness({ name: `${word} none` });
    expect((await names({ search: word, category: tree.parent.slug })).sort()).toEqual([
      `${word} child one`,
      `${word} child two`,
      `${word} parent`,
    ]);
    expect(await names({ search: word, category: first!.slug })).toEqual([`${word} child one`]);
    expect(await api.directory.search.query({ search: word, category: "no-such-category" })).toMatchObject({
      total: 0,
      items: [],
    });
  });

  it("requires every selected tag, ignoring inactive tags", async () => {
    const word = uniqueWord();
    const [red, blue, hidden] = await Promise.all([createTag(), createTag(), createTag({ isActive: false })]);
    await createBusiness({ name: `${word} both`, tagIds: [red.id, blue.id, hidden.id] });
    await createBusiness({ name: `${word} red`, tagIds: [red.id] });
    expect((await names({ search: word, tags: [red.slug] })).sort()).toEqual([`${word} both`, `${word} red`]);
    expect(await names({ search: word, tags: [red.slug, blue.slug] })).toEqual([`${word} both`]);
    expect(await names({ search: word, tags: [hidden.slug] })).toEqual([]);
    const card = (await api.directory.search.query({ search: `${word} both` })).items[0]!;
    expect(card.tags.map((tag) => tag.slug).sort()).toEqual([blue.slug, red.slug].sort());
    expect(card.tags[0]).toMatchObject({ color: "#2563eb" });
  });

  it("applies the lowest selected rating threshold", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word} five`, averageRating: 5 });
    await createBusiness({ name: `${word} four`, averageRating: 4.2 });
    await createBusiness({ name: `${word} three`, averageRating: 3 });
    await createBusiness({ name: `${word} two`, averageRating: 2.9 });
    expect(await names({ search: word, ratings: ["5-star"] })).toEqual([`${word} five`]);
    expect((await names({ search: word, ratings: ["5-star", "4-star"] })).sort()).toEqual([
      `${word} five`,
      `${word} four`,
    ]);
    expect(await api.directory.search.query({ search: word, ratings: ["5-star", "3-star", "4-star"] })).toMatchObject({
      total: 3,
    });
  });

  it("filters by city slug or ZIP code and reports the resolved location", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word} austin`, citySlug: "austin" });
    await createBusiness({ name: `${word} dallas`, citySlug: "dallas" });
    await createBusiness({ name: `${word} austin other zip`, citySlug: "austin", zipCode: "78745" });
    const city = await api.directory.search.query({ search: word, location: "dallas" });
    expect(city.items.map((card) => card.businessName)).toEqual([`${word} dallas`]);
    expect(city.location).toMatchObject({ kind: "city", slug: "dallas", city: "Dallas", state: "TX" });
    expect(await names({ search: word, location: "78745" })).toEqual([`${word} austin other zip`]);
    expect(await names({ search: word, location: "78701" })).toEqual([`${word} austin`]);
  });

  it("filters by verified, online booking and same-day service", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word} verified`, verified: true });
    await createBusiness({ name: `${word} booking`, onlineBooking: true });
    await createBusiness({ name: `${word} same day`, sameDayService: true, verified: true });
    expect((await names({ search: word, features: ["verified"] })).sort()).toEqual([
      `${word} same day`,
      `${word} verified`,
    ]);
    expect(await names({ search: word, features: ["online-booking"] })).toEqual([`${word} booking`]);
    expect(await names({ search: word, features: ["same-day", "verified"] })).toEqual([`${word} same day`]);
  });
});

describe("cards", () => {
  it("carry the verified flag and only an active, pinned, unexpired offer", async () => {
    const word = uniqueWord();
    const yesterday = new Date(Date.now() - 86_400_000);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    await createBusiness({
      name: `${word} pinned`,
      verified: true,
      offers: [{ title: "Not pinned" }, { title: "Ten percent off", isPinned: true, validTo: nextWeek }],
    });
    await createBusiness({
      name: `${word} expired`,
      offers: [
        { title: "Old", isPinned: true, validTo: yesterday },
        { title: "Paused", isPinned: true, isActive: false },
      ],
    });
    const result = await api.directory.search.query({ search: word, sort: "newest" });
    const byName = new Map(result.items.map((card) => [card.businessName, card]));
    expect(byName.get(`${word} pinned`)).toMatchObject({ verified: true, pinnedOffer: { title: "Ten percent off" } });
    expect(byName.get(`${word} expired`)).toMatchObject({ verified: false, pinnedOffer: null, distanceKm: null });
  });
});

describe("sorts", () => {
  it("orders by reviews, rating and member-since, with the id breaking ties", async () => {
    const word = uniqueWord();
    const a = await createBusiness({
      name: `${word} a`,
      totalReviews: 3,
      averageRating: 4,
      memberSince: new Date("2020-01-01"),
    });
    await createBusiness({ name: `${word} b`, totalReviews: 9, averageRating: 3, memberSince: new Date("2023-01-01") });
    const c = await createBusiness({
      name: `${word} c`,
      totalReviews: 3,
      averageRating: 5,
      memberSince: new Date("2021-06-01"),
    });
    const tied = [a, c].sort((x, y) => (x.id < y.id ? -1 : 1)).map((row) => row.businessName);
    expect(await names({ search: word })).toEqual([`${word} b`, ...tied]);
    expect(await names({ search: word, sort: "rating" })).toEqual([`${word} c`, `${word} a`, `${word} b`]);
    expect(await names({ search: word, sort: "newest" })).toEqual([`${word} b`, `${word} c`, `${word} a`]);
  });

  it("orders by real distance from the visitor's position and reports kilometres", async () => {
    const word = uniqueWord();
    // Origin in Austin; alphabetical order differs from distance order on purpose.
    await createBusiness({ name: `${word} a far`, latitude: 30.6, longitude: -97.7431 });
    await createBusiness({ name: `${word} b near`, latitude: 30.28, longitude: -97.7431 });
    await createBusiness({ name: `${word} c middle east`, latitude: 30.2672, longitude: -97.5 });
    await createBusiness({ name: `${word} d nowhere`, latitude: null, longitude: null });
    const result = await api.directory.search.query({
      search: word,
      sort: "distance",
      near: { latitude: 30.2672, longitude: -97.7431 },
    });
    expect(result.distanceOrigin).toBe("near");
    expect(result.items.map((card) => card.businessName)).toEqual([
      `${word} b near`,
      `${word} c middle east`,
      `${word} a far`,
      `${word} d nowhere`,
    ]);
    expect(result.items.map((card) => card.distanceKm)).toEqual([1.4, 23.3, 37, null]);
  });

  it("measures distance from the location's coordinates without a position, and falls back to relevance without either", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word} frisco`, citySlug: "frisco", zipCode: "75201", totalReviews: 50 });
    await createBusiness({ name: `${word} dallas`, citySlug: "dallas", zipCode: "75201", totalReviews: 1 });
    const byZip = await api.directory.search.query({ search: word, location: "75201", sort: "distance" });
    expect(byZip.distanceOrigin).toBe("location");
    expect(byZip.items.map((card) => card.businessName)).toEqual([`${word} dallas`, `${word} frisco`]);
    // Placed at Dallas's centre for want of a position of its own: no distance is claimed for it.
    expect(byZip.items[0]!.distanceKm).toBeNull();
    const noOrigin = await api.directory.search.query({ search: word, sort: "distance" });
    expect(noOrigin.distanceOrigin).toBeNull();
    expect(noOrigin.items.map((card) => card.businessName)).toEqual([`${word} frisco`, `${word} dallas`]);
  });

  it("claims no distance for a business at its city's centre, and measures one placed a few steps from it", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word} stand-in`, citySlug: "austin", zipCode: "78701" });
    await createBusiness({ name: `${word} own door`, citySlug: "austin", latitude: 30.2675, longitude: -97.7431 });
    const result = await api.directory.search.query({ search: word, location: "austin", sort: "distance" });
    expect(result.distanceOrigin).toBe("location");
    expect(result.items.map((card) => [card.businessName, card.distanceKm])).toEqual([
      [`${word} stand-in`, null],
      [`${word} own door`, 0],
    ]);
  });
});

describe("pagination", () => {
  it("pages by 12 with the real total, stable across pages, and returns an empty page beyond the end", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 26; i++)
      await createBusiness({ name: `${word} ${String(i).padStart(2, "0")}`, totalReviews: i % 3 });
    const pages = await Promise.all([1, 2, 3].map((page) => api.directory.search.query({ search: word, page })));
    expect(pages.map((page) => page.items.length)).toEqual([12, 12, 2]);
    expect(pages.every((page) => page.total === 26 && page.pageCount === 3)).toBe(true);
    expect(new Set(pages.flatMap((page) => page.items.map((card) => card.id))).size).toBe(26);
    expect(await api.directory.search.query({ search: word, page: 9 })).toMatchObject({
      items: [],
      total: 26,
      page: 9,
      pageCount: 3,
    });
  });
});

describe("bad input", () => {
  it("answers an unknown location with NOT_FOUND and a clear message", async () => {
    expect(await outcome(api.directory.search.query({ location: "gotham" }))).toMatchObject({
      code: "NOT_FOUND",
      message: 'We could not find the location "gotham".',
    });
  });

  it("answers invalid input with BAD_REQUEST and the rule that failed", async () => {
    expect(await outcome(api.directory.search.query({ search: "x".repeat(101) }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Search text is too long",
    });
    expect(await outcome(api.directory.search.query({ page: 0 }))).toMatchObject({ code: "BAD_REQUEST" });
    // @ts-expect-error an unknown sort is refused by the server, not only by the types
    expect(await outcome(api.directory.search.query({ sort: "cheapest" }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await outcome(api.directory.search.query({ near: { latitude: 91, longitude: 0 } }))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
