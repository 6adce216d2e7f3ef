// Totals past the cap show as '1,000+': the count stops one row past the cap, so a total at or under
// it is exact and one over it is never reported below the cap.
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import {
  createCategoryTree,
  createTag,
  ensureCity,
  uniqueWord,
  analyzeAfterBulkLoad,
} from "../helpers/business-factories";
import {
  DIRECTORY_COUNT_CAP,
  DIRECTORY_PAGE_SIZE,
  directorySearchInput,
  type DirectorySearchInput,
} from "@/features/directory/schema";
import { prepareSearch, searchDirectory } from "@/features/directory/search";
import { db } from "@/platform/db";

// A Wednesday: 06:00 in Austin.
const NOW = new Date("2026-03-04T12:00:00Z");
const WEDNESDAY = 3;

const server = apiServerForThisFile();
let api: ApiClient;
/** A ZIP code of its own: exactly CAP + 1 businesses; CAP of them verified, CAP - 1 rated 5; all in one category text. */
const zip = `0${randomInt(1000, 10000)}`; // (each test file's own first digit: no other file's ZIP can collide)
const trade = uniqueWord();
/** A word in the category text of the first five of them only. */
const fewTrade = uniqueWord();
/** Their category (of its own); CAP of them are open all Wednesday, the last has no hours. */
let categorySlug = "";
let unopenedId = "";
/** The word of a tag all of them carry. */
let tagWord = "";

beforeAll(async () => {
  api = server.client();
  const city = await ensureCity("austin");
  const category = (await createCategoryTree(0)).parent;
  categorySlug = category.slug;
  const word = uniqueWord();
  await db.businessProfile.createMany({
    data: Array.from({ length: DIRECTORY_COUNT_CAP + 1 }, (_, i) => ({
      businessName: `${word} ${i}`,
      slug: `austin-${word}-${i}`,
      address: "1 Count Street",
      category: i < 5 ? `${trade} ${fewTrade} Works` : `${trade} Works`,
      city: city.name,
      citySlug: "austin",
      categoryId: category.id,
      zipCode: zip,
      timeZone: city.timeZone,
      averageRating: i < DIRECTORY_COUNT_CAP - 1 ? 5 : 3,
      totalReviews: i,
      verificationStatus: i < DIRECTORY_COUNT_CAP ? "verified" : "pending",
      memberSince: new Date("2024-01-01T00:00:00Z"),
    })),
  });
  const ids = (
    await db.businessProfile.findMany({
      where: { zipCode: zip },
      orderBy: { totalReviews: "asc" },
      select: { id: true },
    })
  ).map((row) => row.id);
  const tag = await createTag();
  tagWord = tag.name.split(" ")[1]!;
  await db.businessTagAssignment.createMany({ data: ids.map((businessId) => ({ businessId, tagId: tag.id })) });
  unopenedId = ids.pop()!;
  await db.businessHours.createMany({
    data: ids.map((businessId) => ({ businessId, dayOfWeek: WEDNESDAY, openMinute: 0, closeMinute: 1440 })),
  });
  await analyzeAfterBulkLoad();
}, 60_000);

const search = (input: object) => api.directory.search.query({ location: zip, ...input });
/** The count strategy the search's plan names (`matching-reads`: reads of matches only, each up to the cap, may cap the total). */
const countStrategy = async (input: DirectorySearchInput) =>
  (await prepareSearch(db, directorySearchInput.parse(input), NOW)).search!.plan.count;

describe("capped counts", () => {
  it("reports a total over the cap as at least the cap, offering only the pages it proves", async () => {
    const result = await search({});
    expect(result).toMatchObject({
      total: DIRECTORY_COUNT_CAP,
      totalCapped: true,
      pageCount: Math.ceil(DIRECTORY_COUNT_CAP / DIRECTORY_PAGE_SIZE),
    });
    expect(result.items).toHaveLength(DIRECTORY_PAGE_SIZE);
  });

  it("counts exactly at and under the cap", async () => {
    expect(await search({ features: ["verified"] })).toMatchObject({ total: DIRECTORY_COUNT_CAP, totalCapped: false });
    expect(await search({ ratings: ["5-star"] })).toMatchObject({ total: DIRECTORY_COUNT_CAP - 1, totalCapped: false });
  });

  it("counts past the cap on a page beyond it, so the last page is exact", async () => {
    const last = Math.ceil((DIRECTORY_COUNT_CAP + 1) / DIRECTORY_PAGE_SIZE);
    const result = await search({ page: last });
    expect(result).toMatchObject({ total: DIRECTORY_COUNT_CAP + 1, totalCapped: false, pageCount: last });
    expect(result.items).toHaveLength((DIRECTORY_COUNT_CAP + 1) % DIRECTORY_PAGE_SIZE || DIRECTORY_PAGE_SIZE);
  });

  it("caps a text search's total from one read of matches only, and counts every match when no read reaches the cap", async () => {
    const anywhere = (input: object) => api.directory.search.query(input);
    // The category text's read holds CAP + 1 matches: the total is capped without counting every match.
    expect(await countStrategy({ search: trade })).toBe("matching-reads");
    expect(await anywhere({ search: trade })).toMatchObject({ total: DIRECTORY_COUNT_CAP, totalCapped: true });
    // Five in that read: it stops short of the cap, so the count of every match answers, exactly.
    expect(await anywhere({ search: fewTrade })).toMatchObject({ total: 5, totalCapped: false });
    // Past the cap the count reads further than the read is counted: exact again.
    const last = Math.ceil((DIRECTORY_COUNT_CAP + 1) / DIRECTORY_PAGE_SIZE);
    expect(await anywhere({ search: trade, page: last })).toMatchObject({
      total: DIRECTORY_COUNT_CAP + 1,
      totalCapped: false,
    });
    // Narrowed by a city, a filter the category's index holds: the read carries it and caps the total.
    const inCity = directorySearchInput.parse({ search: trade, location: "austin" });
    expect(await countStrategy(inCity)).toBe("matching-reads");
    expect(await anywhere({ search: trade, location: "austin" })).toMatchObject({
      total: DIRECTORY_COUNT_CAP,
      totalCapped: true,
    });
    expect(await anywhere({ search: fewTrade, location: "austin" })).toMatchObject({ total: 5, totalCapped: false });
    // Narrowed by a ZIP code (not in that index; CAP of them verified), or two terms: no such read; the counts stay exact.
    expect(await search({ search: trade, features: ["verified"] })).toMatchObject({
      total: DIRECTORY_COUNT_CAP,
      totalCapped: false,
    });
    for (const input of [{ search: trade, location: zip }, { search: `${trade} count` }]) {
      expect(await countStrategy(input)).not.toBe("matching-reads");
    }
  });

  it("caps a search naming a tag from the tag's read alone", async () => {
    expect(await countStrategy({ search: tagWord })).toBe("matching-reads");
    expect(await api.directory.search.query({ search: tagWord })).toMatchObject({
      total: DIRECTORY_COUNT_CAP,
      totalCapped: true,
    });
  });

  // (Last: it opens the last business.)
  it("caps open now's count from the opening hours like any other count, exact up to the cap", async () => {
    const openNow = (page = 1) =>
      searchDirectory(db, directorySearchInput.parse({ category: categorySlug, features: ["open-now"], page }), NOW);
    expect(await openNow()).toMatchObject({ total: DIRECTORY_COUNT_CAP, totalCapped: false });
    await db.businessHours.create({
      data: { businessId: unopenedId, dayOfWeek: WEDNESDAY, openMinute: 0, closeMinute: 1440 },
    });
    const capped = await openNow();
    expect(capped).toMatchObject({
      total: DIRECTORY_COUNT_CAP,
      totalCapped: true,
      pageCount: Math.ceil(DIRECTORY_COUNT_CAP / DIRECTORY_PAGE_SIZE),
    });
    expect(capped.items).toHaveLength(DIRECTORY_PAGE_SIZE);
    // The last page counts past the cap: exact again.
    const last = Math.ceil((DIRECTORY_COUNT_CAP + 1) / DIRECTORY_PAGE_SIZE);
    expect(await openNow(last)).toMatchObject({ total: DIRECTORY_COUNT_CAP + 1, totalCapped: false, pageCount: last });
  });
});
