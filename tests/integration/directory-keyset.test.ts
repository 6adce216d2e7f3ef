// Keyset pages: a page read from its link's key (after the previous page's last row, or before the
// next page's first row) is the page OFFSET reads for its number, in every order, with ties in every
// sort column (equal ratings, review counts, join dates, distances, relevance scores).
import { randomInt } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { ensureCity, uniqueWord, analyzeAfterBulkLoad } from "../helpers/business-factories";
import {
  DIRECTORY_PAGE_SIZE,
  MAX_OFFSET_PAGE,
  type DirectorySearchInput,
  type PageLink,
} from "@/features/directory/schema";
import { encodeSeekKey } from "@/features/directory/seek-key";
import { db } from "@/platform/db";

const server = apiServerForThisFile();
let api: ApiClient;

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
/** A ZIP code of its own (no known city's): 150 businesses, 13 pages. */
const zip = `2${randomInt(1000, 10000)}`; // (each test file's own first digit: no other file's ZIP can collide)
const word = uniqueWord();
const COUNT = 150;
let austinZip = "";

/** Ties everywhere: 4 ratings, 5 review counts, 3 join dates, 7 positions (one without coordinates); the word in the name, category or address. */
function row(i: number, zipCode: string, city: { name: string; timeZone: string }) {
  const position = i % 7;
  return {
    businessName: i % 3 === 0 ? `${word} ${i}` : `Keyset ${i}`,
    category: i % 3 === 1 ? `${word} services` : "Services",
    address: `${i} ${i % 3 === 2 ? word : "Seek"} Street`,
    slug: `austin-${word}-${zipCode}-${i}`,
    city: city.name,
    citySlug: "austin",
    zipCode,
    timeZone: city.timeZone,
    averageRating: [5, 4.5, 4.5, 3][i % 4]!,
    totalReviews: i % 5,
    memberSince: new Date(Date.UTC(2024, i % 3, 1)),
    latitude: position === 6 ? null : AUSTIN.latitude + 0.01 * position,
    longitude: position === 6 ? null : AUSTIN.longitude + 0.005 * (position % 2),
  };
}

// Each test is its own visitor, so the walks stay under the per-address search limit.
beforeEach(() => {
  api = server.client();
});

beforeAll(async () => {
  const city = await ensureCity("austin");
  austinZip = city.zipCode;
  await db.businessProfile.createMany({ data: Array.from({ length: COUNT }, (_, i) => row(i, zip, city)) });
  // Austin's own ZIP: the place of the place-then-distance order (the others are within 25 miles).
  await db.businessProfile.createMany({ data: Array.from({ length: 30 }, (_, i) => row(COUNT + i, austinZip, city)) });
  await analyzeAfterBulkLoad();
}, 60_000);

const search = (input: DirectorySearchInput) => api.directory.search.query(input);
const ids = (result: { items: Array<{ id: string }> }) => result.items.map((item) => item.id);
const linkTo = (links: PageLink[], page: number) => links.find((link) => link.page === page);

/** Every page by its number alone (OFFSET), up to the last. */
async function offsetPages(input: DirectorySearchInput) {
  const first = await search(input);
  const pages = [ids(first)];
  for (let page = 2; page <= first.pageCount; page++) pages.push(ids(await search({ ...input, page })));
  return pages;
}

const ORDERS: Array<[string, DirectorySearchInput]> = [
  ["relevance without text", { location: zip }],
  ["relevance with text", { location: zip, search: word }],
  ["rating", { location: zip, sort: "rating" }],
  ["newest", { location: zip, sort: "newest" }],
  ["distance", { location: zip, sort: "distance", near: AUSTIN }],
  ["distance from the visitor within a radius", { search: word, near: AUSTIN, within: "25" }],
  ["place then distance", { search: word, location: "__austin_zip__", within: "25", sort: "rating" }],
];

describe.each(ORDERS)("keyset pages, %s", (_name, template) => {
  const input = () => (template.location === "__austin_zip__" ? { ...template, location: austinZip } : template);

  it("walking Next and Previous by key gives the OFFSET pages, and the links two pages on too", async () => {
    const expected = await offsetPages(input());
    expect(expected.length).toBeGreaterThanOrEqual(10);
    // The pages hold every match once: nothing skipped, nothing twice.
    const all = expected.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe((await search(input())).total);

    // Forward by Next (after the last row), checking the link two pages on as well.
    let result = await search(input());
    for (let page = 2; page <= expected.length; page++) {
      const links = result.pageLinks;
      const twoOn = linkTo(links, page + 1);
      const next = linkTo(links, page)!;
      expect(next.after).toBeTruthy();
      result = await search({ ...input(), page, after: next.after });
      expect(result.page).toBe(page);
      expect(ids(result)).toEqual(expected[page - 1]);
      expect(result.pageCount).toBe(expected.length);
      if (twoOn && page + 1 <= expected.length)
        expect(ids(await search({ ...input(), page: page + 1, after: twoOn.after }))).toEqual(expected[page]);
    }
    // Back by Previous (before the first row), and the link two pages back.
    for (let page = expected.length - 1; page >= 2; page--) {
      const links = result.pageLinks;
      const twoBack = linkTo(links, page - 1);
      const previous = linkTo(links, page)!;
      expect(previous.before).toBeTruthy();
      result = await search({ ...input(), page, before: previous.before });
      expect(ids(result)).toEqual(expected[page - 1]);
      expect(result.pageCount).toBe(expected.length);
      if (twoBack && page - 1 >= 2)
        expect(ids(await search({ ...input(), page: page - 1, before: twoBack.before }))).toEqual(expected[page - 2]);
    }
  });
});

describe("keys the server cannot use", () => {
  it("ignores a tampered key, a key for another sort and a key of a row that is gone, reading the page by its number", async () => {
    const input = { location: zip, sort: "rating" as const };
    const third = ids(await search({ ...input, page: 3 }));
    const tampered = [
      "e30",
      encodeSeekKey({ sort: "rating", id: "no-such-business" }),
      encodeSeekKey({ sort: "newest", id: third[0]! }),
      "bm90IGpzb24",
      Buffer.from('{"s":"rating","i":"x\' OR 1=1"}').toString("base64url"),
    ];
    for (const key of tampered) {
      expect(ids(await search({ ...input, page: 3, after: key }))).toEqual(third);
      expect(ids(await search({ ...input, page: 3, before: key }))).toEqual(third);
    }
  });

  it("refuses a key that is not one with BAD_REQUEST", async () => {
    expect(await outcome(search({ location: zip, page: 2, after: "'; DROP TABLE x" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Invalid page key",
    });
    expect(await outcome(search({ location: zip, page: 2, before: "k".repeat(201) }))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("deep pages", () => {
  const deepZip = `3${randomInt(1000, 10000)}`;
  beforeAll(async () => {
    const city = await ensureCity("austin");
    const rows = Array.from({ length: MAX_OFFSET_PAGE * DIRECTORY_PAGE_SIZE + 30 }, (_, i) => ({
      ...row(i, deepZip, city),
      slug: `deep-${word}-${i}`,
    }));
    await db.businessProfile.createMany({ data: rows });
    await analyzeAfterBulkLoad();
  }, 60_000);

  it("opens pages past MAX_OFFSET_PAGE from a key, and answers a page number alone there without reading it", async () => {
    const input = { location: deepZip, sort: "rating" as const };
    const last = await search({ ...input, page: MAX_OFFSET_PAGE });
    const twoOn = linkTo(last.pageLinks, MAX_OFFSET_PAGE + 2)!;
    const deep = await search({ ...input, page: MAX_OFFSET_PAGE + 2, after: twoOn.after });
    const all = await db.businessProfile.findMany({
      where: { zipCode: deepZip },
      orderBy: [{ averageRating: "desc" }, { id: "asc" }],
      select: { id: true },
    });
    const offset = (MAX_OFFSET_PAGE + 1) * DIRECTORY_PAGE_SIZE;
    expect(ids(deep)).toEqual(all.slice(offset, offset + DIRECTORY_PAGE_SIZE).map((business) => business.id));
    expect(deep).toMatchObject({ total: all.length, totalCapped: false, keyNeeded: false });

    const alone = await search({ ...input, page: MAX_OFFSET_PAGE + 2 });
    expect(alone).toMatchObject({ items: [], keyNeeded: true, pageCount: MAX_OFFSET_PAGE, totalCapped: true });
  });
});
