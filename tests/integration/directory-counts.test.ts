// The directory's totals. DirectoryCount (active businesses per city and category, kept by triggers
// on BusinessProfile) stays equal to counting the businesses after every kind of write: the owners'
// and admins' procedures over HTTP, and direct creates, moves and deletes. A listing narrowed by
// nothing but a city and a category shows its exact total from it, past the cap too; every other
// search's capped count is exact up to the cap and never reports less than the cap beyond it.
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import type { Prisma } from "@/generated/sqlite/client";
import { DIRECTORY_COUNT_CAP, DIRECTORY_PAGE_SIZE, type DirectorySearchInput } from "@/features/directory/schema";
import { countLimit } from "@/features/directory/search";
import { MAX_OFFSET_PAGE } from "@/features/directory/types";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import {
  createBusiness,
  createCategoryTree,
  createTag,
  ensureCity,
  uniqueWord,
  analyzeAfterBulkLoad,
} from "../helpers/business-factories";
import { newBusinessInput } from "../helpers/business-editor";

const server = apiServerForThisFile();

/** A seeded pseudo-random generator, so a failing combination can be told and repeated. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// (First: its setup writes many rows before any request, so no idle connection goes stale meanwhile.)
describe("search totals", () => {
  /** More than the cap in one ZIP code of Waco: categories, tags, ratings and features spread so filters land on both sides of the cap. */
  const size = DIRECTORY_COUNT_CAP + 500;
  const zip = `1${randomInt(1000, 10000)}`;
  const word = uniqueWord();
  let tree: Awaited<ReturnType<typeof createCategoryTree>>;
  let tags: Array<{ id: string; slug: string }>;
  let api: ApiClient;

  beforeAll(async () => {
    api = server.client();
    const city = await ensureCity("waco");
    tree = await createCategoryTree(3);
    // The third subcategory is inactive: a category search leaves its businesses out, and so does its total.
    await db.businessCategory.update({ where: { id: tree.children[2]!.id }, data: { active: false } });
    tags = await Promise.all([createTag(), createTag()]);
    const random = generator(1);
    const rows = Array.from({ length: size + 40 }, (_, i) => ({
      id: `${word}-${i}`,
      businessName: `${word} ${i}`,
      slug: `waco-${word}-${i}`,
      city: city.name,
      citySlug: "waco",
      zipCode: zip,
      timeZone: city.timeZone,
      categoryId: tree.children[random() < 0.85 ? 0 : random() < 0.8 ? 1 : 2]!.id,
      averageRating: Math.round((2.8 + random() * 2.2) * 10) / 10,
      totalReviews: Math.floor(random() * 50),
      verificationStatus: random() < 0.9 ? ("verified" as const) : ("pending" as const),
      onlineBooking: random() < 0.9,
      sameDayService: random() < 0.5,
      active: i < size,
    }));
    await db.businessProfile.createMany({ data: rows });
    const assignments = rows.flatMap((row) => [
      ...(random() < 0.95 ? [{ businessId: row.id, tagId: tags[0]!.id }] : []),
      ...(random() < 0.25 ? [{ businessId: row.id, tagId: tags[1]!.id }] : []),
    ]);
    await db.businessTagAssignment.createMany({ data: assignments });
    await analyzeAfterBulkLoad();
  }, 120_000);

  const activeCategoryIds = (slug: string) =>
    db.businessCategory
      .findMany({ where: { active: true, OR: [{ slug }, { parent: { slug } }] }, select: { id: true } })
      .then((rows) => rows.map((row) => row.id));

  /** The last page as a visitor reaches it: by number up to MAX_OFFSET_PAGE, then by the pager's keyed links. */
  async function lastPage(input: DirectorySearchInput, pageCount: number) {
    // Each step from an address of its own: the plain listing holds every business the run's other
    // files made, so its walk can be longer than one address's searches a minute.
    const search = (query: DirectorySearchInput) => server.client().directory.search.query(query);
    let page = await search({ ...input, page: Math.min(pageCount, MAX_OFFSET_PAGE) });
    while (page.page < pageCount) {
      const next = page.pageLinks
        .filter((link) => link.after && link.page <= pageCount)
        .sort((a, b) => b.page - a.page)[0];
      expect(next, `a link onward from page ${page.page}`).toBeDefined();
      page = await search({ ...input, page: next!.page, after: next!.after });
    }
    return page;
  }

  it("comes exactly from the counts table for a plain listing, a city, a category and both, past the cap, with every page offered", async () => {
    const inputs: DirectorySearchInput[] = [
      {},
      { location: "waco" },
      { category: tree.parent.slug },
      { location: "waco", category: tree.parent.slug },
      { location: "waco", category: tree.children[1]!.slug },
    ];
    for (const input of inputs) {
      const where: Prisma.BusinessProfileWhereInput = { active: true };
      if (input.location) where.citySlug = "waco";
      if (input.category) where.categoryId = { in: await activeCategoryIds(input.category) };
      const exact = await db.businessProfile.count({ where });
      const result = await api.directory.search.query(input);
      expect(result, JSON.stringify(input)).toMatchObject({
        total: exact,
        totalCapped: false,
        pageCount: Math.ceil(exact / DIRECTORY_PAGE_SIZE),
      });
      // Past the cap, where a capped count would have said '1,000+'.
      if (input.category === tree.parent.slug) expect(exact).toBeGreaterThan(DIRECTORY_COUNT_CAP);
      const last = await lastPage(input, result.pageCount);
      // (Reached by a keyed link past page 84, the page still says the exact total.)
      expect(last.total, JSON.stringify(input)).toBe(exact);
      expect(last.items, JSON.stringify(input)).toHaveLength(exact - (result.pageCount - 1) * DIRECTORY_PAGE_SIZE);
    }
  });

  it("never reports less than the exact count up to the cap, and pages as sorting every match would, for random filter combinations", async () => {
    const seed = randomInt(1, 2 ** 31);
    const random = generator(seed);
    const pick = <T>(items: readonly T[]) => items.filter(() => random() < 0.25);
    const seen = { capped: 0, exact: 0 };
    for (let run = 0; run < 40; run++) {
      const api = server.client(); // (a visitor per run: 40 searches would meet the per-address limit)
      const input: DirectorySearchInput = {};
      const where: Prisma.BusinessProfileWhereInput[] = [{ active: true }];
      const place = random();
      if (place < 0.5) {
        input.location = zip;
        where.push({ zipCode: zip });
      } else if (place < 0.8) {
        input.location = "waco";
        where.push({ citySlug: "waco" });
      }
      if (random() < 0.5) {
        const category = random() < 0.5 ? tree.parent : tree.children[0]!;
        input.category = category.slug;
        where.push({ categoryId: { in: await activeCategoryIds(category.slug) } });
      }
      const chosenTags = pick(tags);
      if (chosenTags.length) input.tags = chosenTags.map((tag) => tag.slug);
      for (const tag of chosenTags) where.push({ tags: { some: { tagId: tag.id } } });
      const ratings = pick([
        ["5-star", 5],
        ["4-star", 4],
        ["3-star", 3],
      ] as const);
      if (ratings.length) {
        input.ratings = ratings.map(([id]) => id);
        where.push({ averageRating: { gte: Math.min(...ratings.map(([, minimum]) => minimum)) } });
      }
      const features = pick(["verified", "online-booking", "same-day"] as const);
      if (features.length) input.features = features;
      if (features.includes("verified")) where.push({ verificationStatus: "verified" });
      if (features.includes("online-booking")) where.push({ onlineBooking: true });
      if (features.includes("same-day")) where.push({ sameDayService: true });
      if (random() < 0.3) {
        input.search = word;
        where.push({ businessName: { contains: word } });
      }
      // (Deeper pages open only from the pager's keyed links: directory-keyset.test.ts.)
      const page = random() < 0.7 ? 1 : 1 + Math.floor(random() * MAX_OFFSET_PAGE);
      input.page = page;

      const exact = await db.businessProfile.count({ where: { AND: where } });
      const result = await api.directory.search.query(input);
      const label = `seed ${seed}, ${JSON.stringify(input)}: ${exact} match`;
      if (exact === 0) {
        // Nothing here: empty, or the search widened around the place (nearby.ts).
        expect(result.total === 0 || result.nearby !== null, label).toBe(true);
        continue;
      }
      const limit = countLimit((page - 1) * DIRECTORY_PAGE_SIZE);
      if (result.totalCapped) {
        expect(exact, label).toBeGreaterThan(limit);
        expect(result.total, label).toBe(limit);
      } else expect(result.total, label).toBe(exact);
      seen[result.totalCapped ? "capped" : "exact"]++;
      expect(result.total, label).toBeGreaterThanOrEqual(Math.min(exact, DIRECTORY_COUNT_CAP));
      expect(result.pageCount, label).toBe(Math.ceil(result.total / DIRECTORY_PAGE_SIZE));
      // The page itself, in review order (the relevance order without text, and with text every match scores alike).
      const expected = await db.businessProfile.findMany({
        where: { AND: where },
        orderBy: [{ totalReviews: "desc" }, { id: "asc" }],
        skip: (page - 1) * DIRECTORY_PAGE_SIZE,
        take: DIRECTORY_PAGE_SIZE,
        select: { id: true },
      });
      expect(
        result.items.map((item) => item.id),
        label,
      ).toEqual(expected.map((row) => row.id));
    }
    // The combinations landed on both sides of the cap.
    expect(seen.capped, `seed ${seed}`).toBeGreaterThan(0);
    expect(seen.exact, `seed ${seed}`).toBeGreaterThan(0);
  }, 120_000);
});

/** Every non-empty row of DirectoryCount equals COUNT(*) of the active businesses of its city and category. */
async function expectCountsExact() {
  const stored = await db.directoryCount.findMany({ select: { citySlug: true, categoryId: true, businesses: true } });
  expect(stored.every((row) => row.businesses >= 0)).toBe(true);
  const counted = await db.businessProfile.groupBy({
    by: ["citySlug", "categoryId"],
    where: { active: true },
    _count: { _all: true },
  });
  const key = (citySlug: string, categoryId: string | null) => `${citySlug}/${categoryId ?? ""}`;
  const fromTable = Object.fromEntries(
    stored.filter((row) => row.businesses > 0).map((row) => [key(row.citySlug, row.categoryId), row.businesses]),
  );
  const fromBusinesses = Object.fromEntries(counted.map((row) => [key(row.citySlug, row.categoryId), row._count._all]));
  expect(fromTable).toEqual(fromBusinesses);
}

const storedFor = async (citySlug: string, categoryId: string | null) =>
  (await db.directoryCount.findUnique({ where: { citySlug_categoryId: { citySlug, categoryId: categoryId ?? "" } } }))
    ?.businesses ?? 0;

describe("the counts table", () => {
  beforeAll(() => ensureCity("el-paso"));

  it("follows an owner's create and its approval, category and city moves, deactivation and reactivation", async () => {
    const { api } = await server.clientAs(["business_owner"], { verified: true });
    const input = await newBusinessInput();
    const before = await storedFor("austin", input.basics.categoryId!);
    const created = await api.businesses.create.mutate(input);
    // A first listing is counted once an admin approves it.
    expect(await storedFor("austin", input.basics.categoryId!)).toBe(before);
    const { api: admin } = await server.clientAs(["admin"]);
    await admin.businessAdmin.setActive.mutate({ id: created.id, active: true });
    expect(await storedFor("austin", input.basics.categoryId!)).toBe(before + 1);
    await expectCountsExact();

    const other = await newBusinessInput();
    await api.businesses.updateBasics.mutate({
      id: created.id,
      data: { ...input.basics, parentCategoryId: other.basics.parentCategoryId, categoryId: other.basics.categoryId },
    });
    expect([
      await storedFor("austin", input.basics.categoryId!),
      await storedFor("austin", other.basics.categoryId!),
    ]).toEqual([before, 1]);
    await expectCountsExact();

    await api.businesses.updateLocation.mutate({ id: created.id, data: { citySlug: "el-paso" } });
    expect([
      await storedFor("austin", other.basics.categoryId!),
      await storedFor("el-paso", other.basics.categoryId!),
    ]).toEqual([0, 1]);
    await expectCountsExact();

    await api.businesses.setActive.mutate({ id: created.id, active: false });
    expect(await storedFor("el-paso", other.basics.categoryId!)).toBe(0);
    await expectCountsExact();
    await api.businesses.setActive.mutate({ id: created.id, active: true });
    expect(await storedFor("el-paso", other.basics.categoryId!)).toBe(1);
    await expectCountsExact();
  });

  it("follows an admin's deactivation, bulk deactivation and reactivation", async () => {
    const { api: admin } = await server.clientAs(["admin"]);
    const { children } = await createCategoryTree(1);
    const categoryId = children[0]!.id;
    const businesses = await Promise.all(
      [1, 2, 3].map((i) => createBusiness({ name: `${uniqueWord()} ${i}`, categoryId, citySlug: "el-paso" })),
    );
    expect(await storedFor("el-paso", categoryId)).toBe(3);

    await admin.businessAdmin.setActive.mutate({ id: businesses[0]!.id, active: false });
    expect(await storedFor("el-paso", categoryId)).toBe(2);
    await admin.businessAdmin.bulk.mutate({ ids: businesses.map((business) => business.id), action: "deactivate" });
    expect(await storedFor("el-paso", categoryId)).toBe(0);
    await expectCountsExact();
    await admin.businessAdmin.setActive.mutate({ id: businesses[2]!.id, active: true });
    expect(await storedFor("el-paso", categoryId)).toBe(1);
    await expectCountsExact();
  });

  it("follows direct writes: many at once, inactive businesses, a deleted category and deleted businesses", async () => {
    const { children } = await createCategoryTree(2);
    const [first, second] = children.map((child) => child.id);
    const word = uniqueWord();
    await db.businessProfile.createMany({
      data: Array.from({ length: 10 }, (_, i) => ({
        id: `${word}-${i}`,
        businessName: `${word} ${i}`,
        slug: `${word}-${i}`,
        city: "Austin",
        citySlug: i % 2 ? "austin" : "el-paso",
        categoryId: i < 7 ? first : second,
        active: i !== 9,
      })),
    });
    expect([
      await storedFor("austin", first!),
      await storedFor("el-paso", first!),
      await storedFor("austin", second!),
    ]).toEqual([3, 4, 1]);
    await expectCountsExact();

    // Moving inactive businesses changes nothing; moving active ones moves their counts.
    await db.businessProfile.updateMany({
      where: { id: { startsWith: `${word}-` }, categoryId: second },
      data: { citySlug: "el-paso", categoryId: first },
    });
    expect([
      await storedFor("el-paso", first!),
      await storedFor("austin", second!),
      await storedFor("el-paso", second!),
    ]).toEqual([6, 0, 0]);
    await expectCountsExact();

    // The category's businesses lose it (onDelete: SetNull) and count without a category.
    const withoutBefore = await storedFor("el-paso", null);
    await db.businessProfile.updateMany({ where: { id: `${word}-0` }, data: { categoryId: second } });
    await db.businessCategory.delete({ where: { id: second! } });
    expect(await storedFor("el-paso", null)).toBe(withoutBefore + 1);
    await expectCountsExact();

    await db.businessProfile.delete({ where: { id: `${word}-1` } });
    expect(await storedFor("austin", first!)).toBe(2);
    await db.businessProfile.deleteMany({ where: { id: { startsWith: `${word}-` } } });
    expect([
      await storedFor("austin", first!),
      await storedFor("el-paso", first!),
      await storedFor("el-paso", null),
    ]).toEqual([0, 0, withoutBefore]);
    await expectCountsExact();
  });
});
