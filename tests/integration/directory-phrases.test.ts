// Searches of several words: every word must match, the best matches first by the same rules as one
// word, and the statements stay small (each word's conditions written once per statement, not once
// per score part) and read through the indexes, on the database under test.
import { beforeAll, describe, expect, it } from "vitest";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { explain } from "../helpers/explain";
import { directorySearchInput } from "@/features/directory/schema";
import { prepareSearch } from "@/features/directory/search";
import { cappedCount } from "@/features/directory/search/count-capped";
import { orderedPage, pageOrdered } from "@/features/directory/search/page-ordered";
import { drivenByRarest, termSizesStatement } from "@/features/directory/search/rarest-term";
import { sql } from "@/features/directory/sql";
import { firstReads, readsStatement, relevancePage, relevanceParts } from "@/features/directory/relevance-page";
import type { Prisma } from "@/generated/sqlite/client";
import { db } from "@/platform/db";

const NOW = new Date("2026-03-04T12:00:00Z");
const server = apiServerForThisFile();
let api: ApiClient;
beforeAll(() => {
  api = server.client();
});

const names = async (search: string, page = 1) =>
  (await api.directory.search.query({ search, page })).items.map((card) => card.businessName);
/** A tag whose name holds the word, so the word finds the tag's businesses. */
const tagNamed = (word: string) => db.businessTag.create({ data: { name: `${word} Owned`, slug: `${word}-owned` } });
const prepared = async (search: string) =>
  (await prepareSearch(db, directorySearchInput.parse({ search }), NOW)).search!;

describe("a search of several words", () => {
  it("finds the businesses with every word, both words in the name first, then name > tag > address", async () => {
    const word = uniqueWord();
    const tagWord = uniqueWord();
    const tag = await tagNamed(tagWord);
    await createBusiness({ name: `${word} ${tagWord} Diner`, totalReviews: 0 });
    await createBusiness({ name: `${word} Corner`, tagIds: [tag.id], totalReviews: 3 });
    await createBusiness({ name: `${tagWord} Store`, address: `2 ${word} Way`, totalReviews: 1 });
    await createBusiness({ name: "Plain Shop", address: `1 ${word} Road`, tagIds: [tag.id], totalReviews: 9 });
    await createBusiness({ name: `${word} Only`, totalReviews: 20 });
    await createBusiness({ name: "Tag Only", tagIds: [tag.id], totalReviews: 20 });
    // 8 + 8; 8 + 2; 8 + 1; 2 + 1 (review counts only break ties).
    const expected = [`${word} ${tagWord} Diner`, `${word} Corner`, `${tagWord} Store`, "Plain Shop"];
    expect(await names(`${word} ${tagWord}`)).toEqual(expected);
    expect(await names(`${tagWord.toUpperCase()}, ${word}`)).toEqual(expected);
    expect(await names(`${word} ${tagWord} ${uniqueWord()}`)).toEqual([]);
    // The search box's suggestions: the same businesses in the same order.
    const suggested = await api.directory.suggest.query({ text: `${word} ${tagWord}` });
    expect(suggested.businesses.map((business) => business.businessName)).toEqual(expected);
  });

  it("reads the same page by score parts as by sorting every match, also when no part's first rows hold the best match", async () => {
    const word = uniqueWord();
    const tagWord = uniqueWord();
    const tag = await tagNamed(tagWord);
    for (let i = 0; i < 30; i++) {
      // 1 + 2 points, and 8 + 1: each part has more rows than a part's first read.
      await createBusiness({
        name: `Filler ${i}`,
        address: `${i} ${word} Road`,
        tagIds: [tag.id],
        totalReviews: 10 + i,
      });
      await createBusiness({ name: `${word} Name ${i}`, address: `${i} ${tagWord} Ave`, totalReviews: 10 + i });
    }
    // 8 + 2 + 1 with no reviews: last in review order in each of its parts, first in relevance.
    await createBusiness({ name: `${word} Hidden`, address: `1 ${tagWord} Ave`, tagIds: [tag.id], totalReviews: 0 });
    const search = await prepared(`${word} ${tagWord}`);
    const relevance = relevanceParts(
      search.conditions.terms,
      search.conditions.filters,
      search.conditions.termConditions,
    )!;
    for (const page of [1, 2, 3]) {
      const offset = (page - 1) * 12;
      const sorted = await pageOrdered(db, { ...search, offset });
      const byParts = await relevancePage(db, relevance, offset);
      expect(byParts).toEqual(sorted.rows.slice(0, 12));
    }
    expect((await names(`${word} ${tagWord}`))[0]).toBe(`${word} Hidden`);
    expect(await names(`${word} ${tagWord}`, 5)).toHaveLength(12);
  });
});

describe("reading a phrase from its rarest word", () => {
  it("finds the same businesses whether the two rarest words' reads are intersected first or each row is checked", async () => {
    const [name, tagWord, address] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const tag = await tagNamed(tagWord);
    await createBusiness({ name: `${name} One`, tagIds: [tag.id], address: `1 ${address} Road` });
    await createBusiness({ name: `${name} ${tagWord} Two`, address: `2 ${address} Road` });
    await createBusiness({ name: `${name} Three`, tagIds: [tag.id] });
    await createBusiness({ name: `Four`, tagIds: [tag.id], address: `4 ${address} Road` });
    const search = await prepared(`${name} ${tagWord} ${address}`);
    const ids = async (where: Prisma.Sql) =>
      (await db.$queryRaw<Array<{ id: string }>>(sql`SELECT b."id" FROM "BusinessProfile" b WHERE ${where}`))
        .map((row) => row.id)
        .sort();
    // The name word rarest but its reads not counted whole; the tag word's counted whole, and few.
    const sizes = new Map([
      [0, { rows: 301, whole: false }],
      [1, { rows: 2000, whole: true }],
      [2, { rows: 9000, whole: true }],
    ]);
    const intersected = drivenByRarest(search.conditions, sizes);
    expect(intersected.sql).toContain("INTERSECT");
    expect(await ids(intersected)).toHaveLength(2);
    expect(await ids(intersected)).toEqual(await ids(search.conditions.where));
    const checked = drivenByRarest(search.conditions, new Map([...sizes, [1, { rows: 2000, whole: false }]]));
    expect(checked.sql).not.toContain("INTERSECT");
    expect(await ids(checked)).toEqual(await ids(search.conditions.where));
  });
});

describe("counting a phrase", () => {
  it("reads the tag every word names, whose every business matches, before listing the matches", async () => {
    const [first, second] = [uniqueWord(), uniqueWord()];
    const tag = await db.businessTag.create({ data: { name: `${first} ${second}`, slug: `${first}-${second}` } });
    await createBusiness({ name: "Tagged", tagIds: [tag.id], totalReviews: 5 });
    await createBusiness({ name: `${first} ${second} by name` });
    await createBusiness({ name: `${first} only` });
    const search = await prepared(`${first} ${second}`);
    expect(search.plan.count).toBe("matching-reads");
    expect(search.conditions.matchingReads).toHaveLength(1);
    expect(search.conditions.matchingReads[0]!.values).toContain(tag.id);
    // Short of the count's limit, the matches are listed and sorted from the list.
    const result = await api.directory.search.query({ search: `${second} ${first}` });
    expect(result.total).toBe(2);
    expect(result.items.map((card) => card.businessName)).toEqual([`${first} ${second} by name`, "Tagged"]);
  });
});

/** Every statement a search of these words prepares: the words' sizes, the count, the sorted page, the first reads by parts. */
async function statementsOf(words: readonly string[]): Promise<Prisma.Sql[]> {
  const search = await prepared(words.join(" "));
  const { terms, filters, termConditions } = search.conditions;
  const relevance = relevanceParts(terms, filters, termConditions)!;
  return [
    termSizesStatement(terms, filters)!,
    cappedCount(search),
    orderedPage(search, search.conditions.where),
    readsStatement(relevance, firstReads(relevance), 24),
  ];
}

describe("the statements of a phrase", () => {
  it("write each word's conditions once per statement: they grow with the words, not with their square", async () => {
    const sizes = new Map<number, number[]>();
    for (const count of [2, 5, 10]) {
      // (Short words: ten of them fit the search box's 100 characters.)
      const words = Array.from({ length: count }, () => uniqueWord("q").slice(0, 8));
      const statements = await statementsOf(words);
      sizes.set(
        count,
        statements.map((statement) => statement.sql.length),
      );
      for (const statement of statements)
        for (const word of words) {
          // Each word: a condition on the name and one on the address, at most twice (a read and its check).
          const uses = statement.values.filter((value) => String(value).includes(word)).length;
          expect(uses).toBeLessThanOrEqual(4);
        }
    }
    const [two, five, ten] = [sizes.get(2)!, sizes.get(5)!, sizes.get(10)!];
    for (let index = 0; index < ten.length; index++) {
      // Linear: ten words add about what five added over two.
      expect(ten[index]! - five[index]!).toBeLessThanOrEqual(((five[index]! - two[index]!) * 5) / 3 + 200);
      expect(ten[index]!).toBeLessThan(12_000);
    }
  });

  it("read through the indexes, never every business", async () => {
    const tagWord = uniqueWord();
    await tagNamed(tagWord);
    const word = uniqueWord();
    await createBusiness({ name: `${word} Index Check`, address: `3 ${tagWord} Street` });
    for (const statement of await statementsOf([word, tagWord, uniqueWord()])) {
      const plan = await explain(statement);
      expect(plan).not.toMatch(/^SCAN (b|BusinessProfile)\b|Seq Scan on "BusinessProfile"/m);
    }
  });
});
