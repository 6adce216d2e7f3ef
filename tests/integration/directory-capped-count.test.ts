// Totals past the cap show as '1,000+': the count stops one row past the cap, so a total at or under
// it is exact and one over it is never reported below the cap.
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import { ensureCity, uniqueWord, analyzeAfterBulkLoad } from "../helpers/business-factories";
import { DIRECTORY_COUNT_CAP, DIRECTORY_PAGE_SIZE, directorySearchInput } from "@/features/directory/schema";
import { directorySearchStatements } from "@/features/directory/search";
import { db } from "@/platform/db";

const NOW = new Date("2026-03-04T12:00:00Z");

const server = apiServerForThisFile();
let api: ApiClient;
/** A ZIP code of its own: exactly CAP + 1 businesses; CAP of them verified, CAP - 1 rated 5; all in one category text. */
const zip = `0${randomInt(1000, 10000)}`; // (each test file's own first digit: no other file's ZIP can collide)
const trade = uniqueWord();
/** A word in the category text of the first five of them only. */
const fewTrade = uniqueWord();

beforeAll(async () => {
  api = server.client();
  const city = await ensureCity("austin");
  const word = uniqueWord();
  await db.businessProfile.createMany({
    data: Array.from({ length: DIRECTORY_COUNT_CAP + 1 }, (_, i) => ({
      businessName: `${word} ${i}`,
      slug: `austin-${word}-${i}`,
      address: "1 Count Street",
      category: i < 5 ? `${trade} ${fewTrade} Works` : `${trade} Works`,
      city: city.name,
      citySlug: "austin",
      zipCode: zip,
      timeZone: city.timeZone,
      averageRating: i < DIRECTORY_COUNT_CAP - 1 ? 5 : 3,
      totalReviews: i,
      verificationStatus: i < DIRECTORY_COUNT_CAP ? "verified" : "pending",
      memberSince: new Date("2024-01-01T00:00:00Z"),
    })),
  });
  await analyzeAfterBulkLoad();
}, 60_000);

const search = (input: object) => api.directory.search.query({ location: zip, ...input });

describe("capped counts", () => {
  it("reports a total over the cap as at least the cap, offering only the pages it proves", async () => {
    const result = await search({});
    expect(result).toMatchObject({ total: DIRECTORY_COUNT_CAP, totalCapped: true, pageCount: Math.ceil(DIRECTORY_COUNT_CAP / DIRECTORY_PAGE_SIZE) });
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
    const { statements } = await directorySearchStatements(db, directorySearchInput.parse({ search: trade }), NOW);
    expect(statements!.capProof).not.toBeNull();
    expect(await anywhere({ search: trade })).toMatchObject({ total: DIRECTORY_COUNT_CAP, totalCapped: true });
    // Five in that read: it stops short of the cap, so the count of every match answers, exactly.
    expect(await anywhere({ search: fewTrade })).toMatchObject({ total: 5, totalCapped: false });
    // Past the cap the count reads further than the read is counted: exact again.
    const last = Math.ceil((DIRECTORY_COUNT_CAP + 1) / DIRECTORY_PAGE_SIZE);
    expect(await anywhere({ search: trade, page: last })).toMatchObject({ total: DIRECTORY_COUNT_CAP + 1, totalCapped: false });
    // Narrowed (here to the ZIP code, CAP of them verified), or two terms: no such read; the counts stay exact.
    expect(await search({ search: trade, features: ["verified"] })).toMatchObject({ total: DIRECTORY_COUNT_CAP, totalCapped: false });
    for (const input of [{ search: trade, location: zip }, { search: `${trade} count` }]) {
      expect((await directorySearchStatements(db, directorySearchInput.parse(input), NOW)).statements!.capProof).toBeNull();
    }
  });
});
