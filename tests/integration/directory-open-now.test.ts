// Open now: hours in each business's own time zone, past-midnight hours, at a fixed instant.
import { describe, expect, it } from "vitest";
import { db, dbProvider, type Db } from "@/platform/db";
import { prepareSearch, resolveLocationOrThrow, searchDirectory } from "@/features/directory/search";
import { cappedCount } from "@/features/directory/search/count-capped";
import { openHoursCount } from "@/features/directory/search/count-open-hours";
import { orderedPage } from "@/features/directory/search/page-ordered";
import { searchConditions } from "@/features/directory/search-filters";
import { sql } from "@/features/directory/sql";
import type { Prisma } from "@/generated/sqlite/client";
import { directorySearchInput, type DirectorySearchInput } from "@/features/directory/schema";
import { createBusiness, createCategoryTree, ensureCity, uniqueWord } from "../helpers/business-factories";

const openNow = async (word: string, now: Date) => {
  const query = directorySearchInput.parse({ search: word, features: ["open-now"] });
  return (await searchDirectory(db, query, now)).items.map((card) => card.businessName).sort();
};

const MON = 1;
const TUE = 2;
const SAT = 6;
const SUN = 0;
const hours = (dayOfWeek: number, open: number, close: number) => ({
  dayOfWeek,
  openMinute: open * 60,
  closeMinute: close * 60,
});

describe("open now", () => {
  it("uses each business's own time zone", async () => {
    const word = uniqueWord();
    // Tuesday 2026-03-03 15:30 UTC = 09:30 in Chicago (CST) and 08:30 in El Paso (MST).
    const now = new Date("2026-03-03T15:30:00Z");
    await createBusiness({ name: `${word} chicago 9-17`, timeZone: "America/Chicago", hours: [hours(TUE, 9, 17)] });
    await createBusiness({
      name: `${word} denver 9-17`,
      timeZone: "America/Denver",
      citySlug: "el-paso",
      hours: [hours(TUE, 9, 17)],
    });
    await createBusiness({
      name: `${word} denver 8-12`,
      timeZone: "America/Denver",
      citySlug: "el-paso",
      hours: [hours(TUE, 8, 12)],
    });
    await createBusiness({ name: `${word} chicago monday`, timeZone: "America/Chicago", hours: [hours(MON, 0, 24)] });
    expect(await openNow(word, now)).toEqual([`${word} chicago 9-17`, `${word} denver 8-12`]);
  });

  it("counts yesterday's hours that run past midnight, and closes at the closing minute", async () => {
    const word = uniqueWord();
    // Friday/Saturday bar hours 16:00-02:00 are stored as Saturday 960..1560 (past 1440).
    await createBusiness({ name: `${word} bar`, timeZone: "America/Chicago", hours: [hours(SAT, 16, 26)] });
    await createBusiness({ name: `${word} sunday brunch`, timeZone: "America/Chicago", hours: [hours(SUN, 10, 14)] });
    // Sunday 01:30 Chicago (CST) = 07:30 UTC: the bar is open from Saturday's hours.
    expect(await openNow(word, new Date("2026-03-08T07:30:00Z"))).toEqual([`${word} bar`]);
    // Sunday 02:00 Chicago: closing time, so closed. (2026-03-08 02:00 CST does not exist; use the week before.)
    expect(await openNow(word, new Date("2026-03-01T08:00:00Z"))).toEqual([]);
    // Saturday 23:59 Chicago: open from today's row.
    expect(await openNow(word, new Date("2026-03-01T05:59:00Z"))).toEqual([`${word} bar`]);
    // Sunday 10:00 Chicago: the brunch opens at its opening minute.
    expect(await openNow(word, new Date("2026-03-01T16:00:00Z"))).toEqual([`${word} sunday brunch`]);
  });

  it("treats 0..1440 as open all day and businesses without hours as closed", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word} always`, hours: [0, 1, 2, 3, 4, 5, 6].map((day) => hours(day, 0, 24)) });
    await createBusiness({ name: `${word} no hours` });
    expect(await openNow(word, new Date("2026-03-04T12:00:00Z"))).toEqual([`${word} always`]);
    expect(await openNow(word, new Date("2026-03-04T05:59:00Z"))).toEqual([`${word} always`]);
  });
});

describe("open now: the time zone copied onto opening hours", () => {
  const hoursZones = async (businessId: string) =>
    (await db.businessHours.findMany({ where: { businessId }, select: { timeZone: true } })).map((row) => row.timeZone);

  it("follows a change of the business's time zone, and hours added or moved later", async () => {
    const word = uniqueWord();
    // Tuesday 2026-03-03 15:30 UTC = 09:30 in Chicago, 08:30 in Denver.
    const now = new Date("2026-03-03T15:30:00Z");
    const moved = await createBusiness({
      name: `${word} moved`,
      timeZone: "America/Chicago",
      hours: [hours(TUE, 9, 10)],
    });
    const other = await createBusiness({ name: `${word} other`, timeZone: "America/Denver", citySlug: "el-paso" });
    expect(await hoursZones(moved.id)).toEqual(["America/Chicago"]);
    expect(await openNow(word, now)).toEqual([`${word} moved`]);

    // In Denver it is 08:30, before the 09:00 opening.
    await db.businessProfile.update({ where: { id: moved.id }, data: { timeZone: "America/Denver" } });
    expect(await hoursZones(moved.id)).toEqual(["America/Denver"]);
    expect(await openNow(word, now)).toEqual([]);

    // Hours written later take the business's zone, whatever the write says.
    await db.businessHours.create({
      data: {
        businessId: other.id,
        dayOfWeek: TUE,
        openMinute: 8 * 60,
        closeMinute: 9 * 60,
        timeZone: "America/Chicago",
      },
    });
    expect(await hoursZones(other.id)).toEqual(["America/Denver"]);
    expect(await openNow(word, now)).toEqual([`${word} other`]);

    // An hours row moved to another business takes that business's zone.
    const row = await db.businessHours.findFirstOrThrow({ where: { businessId: other.id } });
    const chicago = await createBusiness({ name: `${word} chicago`, timeZone: "America/Chicago" });
    await db.businessHours.update({ where: { id: row.id }, data: { businessId: chicago.id } });
    expect(await hoursZones(chicago.id)).toEqual(["America/Chicago"]);
    // 09:30 in Chicago is after its 08:00-09:00 hours.
    expect(await openNow(word, now)).toEqual([]);
  });
});

// The counts the open-now index gives (hours never overlap, and carry the active flag and city of their
// business) are checked against probing every business, inside one transaction so that businesses
// other tests add meanwhile cannot make the two differ.
// (The client is typed as SQLite's, which knows only Serializable; PostgreSQL takes RepeatableRead.)
const consistentRead = (dbProvider === "postgresql" ? { isolationLevel: "RepeatableRead" } : {}) as {
  isolationLevel?: "Serializable";
};
const TUESDAY_0930_CHICAGO = new Date("2026-03-03T15:30:00Z");
const openQuery = (input: DirectorySearchInput) =>
  directorySearchInput.parse({ ...input, features: ["open-now", ...(input.features ?? [])] });

/** The total as searchDirectory counts it, and as probing each business's hours counts it. */
async function bothCounts(tx: Db, query: ReturnType<typeof openQuery>, now: Date) {
  const { search } = await prepareSearch(tx, query, now);
  // The count as the search runs it: from the open hours when only filters they copy narrow it.
  const counted = search!.plan.count === "open-hours" ? openHoursCount(search!) : cappedCount(search!);
  const count = async (statement: Prisma.Sql) =>
    Number((await tx.$queryRaw<Array<{ total: bigint | number }>>(statement))[0]?.total);
  const conditions = await searchConditions(tx, query, resolveLocationOrThrow(query.location), now);
  return {
    indexed: await count(counted),
    probed: await count(sql`SELECT COUNT(*) AS total FROM "BusinessProfile" b WHERE ${conditions!.where}`),
  };
}

describe("open now: counting", () => {
  it("refuses hours that overlap, also past midnight and across the end of the week, and accepts hours that meet", async () => {
    const business = await createBusiness({
      name: `${uniqueWord()} overlaps`,
      hours: [hours(TUE, 9, 12), hours(SAT, 16, 26)],
    });
    // PostgreSQL passes the trigger's message on; Prisma's SQLite adapter reports any trigger refusal
    // as a constraint violation.
    const OVERLAP = dbProvider === "postgresql" ? /Opening hours overlap/ : /constraint/i;
    const add = (dayOfWeek: number, open: number, close: number) =>
      db.businessHours.create({ data: { businessId: business.id, ...hours(dayOfWeek, open, close) } });
    await expect(add(TUE, 11, 14)).rejects.toThrow(OVERLAP);
    await expect(add(TUE, 8, 17)).rejects.toThrow(OVERLAP);
    // Saturday 16:00 to Sunday 02:00 runs into Sunday morning.
    await expect(add(SUN, 1, 3)).rejects.toThrow(OVERLAP);
    const afternoon = await add(TUE, 12, 14);
    await add(SUN, 2, 4);
    await expect(
      db.businessHours.update({ where: { id: afternoon.id }, data: { openMinute: 11 * 60 } }),
    ).rejects.toThrow(OVERLAP);
    const saved = await db.businessHours.findMany({
      where: { businessId: business.id },
      orderBy: [{ dayOfWeek: "asc" }, { openMinute: "asc" }],
    });
    expect(saved.map((row) => [row.dayOfWeek, row.openMinute, row.closeMinute])).toEqual([
      [SUN, 120, 240],
      [TUE, 540, 720],
      [TUE, 720, 840],
      [SAT, 960, 1560],
    ]);
  });

  it("copies the business's filter columns onto its hours", async () => {
    const { parent, children } = await createCategoryTree(1);
    const business = await createBusiness({
      name: `${uniqueWord()} copied`,
      citySlug: "austin",
      categoryId: children[0]!.id,
      hours: [hours(TUE, 9, 17)],
    });
    const copied = async () =>
      db.businessHours.findFirstOrThrow({
        where: { businessId: business.id },
        select: {
          businessActive: true,
          citySlug: true,
          categoryId: true,
          verificationStatus: true,
          ratingFloor: true,
          onlineBooking: true,
          sameDayService: true,
        },
      });
    const start = {
      businessActive: true,
      citySlug: "austin",
      categoryId: children[0]!.id,
      verificationStatus: "pending",
      ratingFloor: 0,
      onlineBooking: false,
      sameDayService: false,
    } as const;
    expect(await copied()).toEqual(start);
    await ensureCity("houston");
    const changed = {
      active: false,
      citySlug: "houston",
      categoryId: parent.id,
      verificationStatus: "verified",
      averageRating: 4.5,
      onlineBooking: true,
      sameDayService: true,
    } as const;
    await db.businessProfile.update({ where: { id: business.id }, data: changed });
    // The rating is kept as its whole stars: 4.5 -> 4.
    const { active, averageRating, ...rest } = changed;
    const expected = { businessActive: active, ratingFloor: Math.floor(averageRating), ...rest };
    expect(await copied()).toEqual(expected);
    await db.businessProfile.update({ where: { id: business.id }, data: { averageRating: 4.99 } });
    expect(await copied()).toEqual(expected);
    await db.businessProfile.update({ where: { id: business.id }, data: { averageRating: 5 } });
    expect((await copied()).ratingFloor).toBe(5);
    // Whatever a write of the hours says is replaced by the business's own values.
    await db.businessHours.updateMany({ where: { businessId: business.id }, data: start });
    expect(await copied()).toEqual({ ...expected, ratingFloor: 5 });
  });

  it("counts from the hours index what probing every business counts, with every filter the hours copy", async () => {
    const { parent, children } = await createCategoryTree(1);
    const open = [hours(TUE, 9, 17)];
    await createBusiness({
      name: `${uniqueWord()} open`,
      citySlug: "austin",
      categoryId: children[0]!.id,
      verified: true,
      averageRating: 4.2,
      onlineBooking: true,
      sameDayService: true,
      hours: open,
    });
    await createBusiness({
      name: `${uniqueWord()} open inactive`,
      citySlug: "austin",
      categoryId: parent.id,
      verified: true,
      active: false,
      hours: open,
    });
    await createBusiness({
      name: `${uniqueWord()} open past midnight`,
      citySlug: "austin",
      categoryId: parent.id,
      averageRating: 3.5,
      hours: [hours(MON, 20, 34)],
    });
    await createBusiness({
      name: `${uniqueWord()} closed`,
      citySlug: "austin",
      categoryId: parent.id,
      verified: true,
      hours: [hours(TUE, 12, 17)],
    });
    await createBusiness({
      name: `${uniqueWord()} open just under 4`,
      citySlug: "austin",
      categoryId: parent.id,
      averageRating: 3.99,
      onlineBooking: true,
      sameDayService: true,
      hours: open,
    });
    const inputs: DirectorySearchInput[] = [
      {},
      { location: "austin" },
      { features: ["verified"] },
      { ratings: ["4-star"], features: ["online-booking", "same-day"] },
      { category: parent.slug, location: "austin" },
      { category: parent.slug, ratings: ["3-star"] },
    ];
    await db.$transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      for (const input of inputs) {
        const { indexed, probed } = await bothCounts(tx, openQuery(input), TUESDAY_0930_CHICAGO);
        expect({ input, indexed }).toEqual({ input, indexed: probed });
        expect(probed).toBeGreaterThanOrEqual(1);
      }
      expect(
        (await bothCounts(tx, openQuery({ category: parent.slug, location: "austin" }), TUESDAY_0930_CHICAGO)).indexed,
      ).toBe(3);
      expect(
        (await bothCounts(tx, openQuery({ category: parent.slug, ratings: ["4-star"] }), TUESDAY_0930_CHICAGO)).indexed,
      ).toBe(1);
    }, consistentRead);
  });

  it("follows a business that opens, closes, moves city, is verified or is deactivated", async () => {
    await ensureCity("houston");
    await db.$transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const count = async (input: DirectorySearchInput) =>
        (await bothCounts(tx, openQuery(input), TUESDAY_0930_CHICAGO)).indexed;
      const counts = async () => [
        await count({ location: "austin" }),
        await count({ location: "houston" }),
        await count({ features: ["verified"] }),
      ];
      const [austin, houston, verified] = await counts();
      const business = await createBusiness(
        { name: `${uniqueWord()} mover`, citySlug: "austin", hours: [hours(TUE, 9, 10)] },
        tx,
      );
      expect(await counts()).toEqual([austin! + 1, houston, verified]);
      await tx.businessProfile.update({
        where: { id: business.id },
        data: { citySlug: "houston", verificationStatus: "verified" },
      });
      expect(await counts()).toEqual([austin, houston! + 1, verified! + 1]);
      await tx.businessProfile.update({ where: { id: business.id }, data: { active: false } });
      expect(await counts()).toEqual([austin, houston, verified]);
      await tx.businessProfile.update({ where: { id: business.id }, data: { active: true } });
      await tx.businessHours.updateMany({
        where: { businessId: business.id },
        data: { openMinute: 10 * 60, closeMinute: 11 * 60 },
      });
      expect(await counts()).toEqual([austin, houston, verified]);
    }, consistentRead);
  });

  it("pages in sort order the same whether it reads from the open hours or probes each business", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 30; i++) {
      await createBusiness({
        name: `${word} open ${String(i).padStart(2, "0")}`,
        citySlug: "austin",
        totalReviews: 5_000_000 + i,
        hours: [hours(TUE, 9, 12)],
      });
    }
    await createBusiness({
      name: `${word} closed`,
      citySlug: "austin",
      totalReviews: 9_000_000,
      hours: [hours(TUE, 12, 17)],
    });
    await createBusiness({
      name: `${word} inactive`,
      citySlug: "austin",
      totalReviews: 9_000_000,
      active: false,
      hours: [hours(TUE, 9, 17)],
    });
    const query = (page: number, input: DirectorySearchInput = { location: "austin" }) => openQuery({ ...input, page });

    // Nothing but the city narrows: the businesses with the most reviews come first.
    const first = await searchDirectory(db, query(1), TUESDAY_0930_CHICAGO);
    expect(first.items.map((card) => card.businessName)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${word} open ${String(29 - i).padStart(2, "0")}`),
    );
    // With a search word the probe alone answers; the count is exact.
    const searched = await searchDirectory(db, query(3, { search: word }), TUESDAY_0930_CHICAGO);
    expect(searched.total).toBe(30);
    expect(searched.items.map((card) => card.businessName)).toEqual(
      Array.from({ length: 6 }, (_, i) => `${word} open ${String(5 - i).padStart(2, "0")}`),
    );

    const names = async (tx: Db, statement: Prisma.Sql) => {
      const ids = (await tx.$queryRaw<Array<{ id: string }>>(statement)).map((row) => row.id);
      const rows = await tx.businessProfile.findMany({
        where: { id: { in: ids } },
        select: { id: true, businessName: true },
      });
      return ids.map((id) => rows.find((row) => row.id === id)?.businessName);
    };
    await db.$transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      for (const page of [1, 3]) {
        const { search } = await prepareSearch(tx, query(page), TUESDAY_0930_CHICAGO);
        // `from-matches` reads from the open hours, `probe-in-order` probes in sort order.
        const fromMatches = orderedPage(search!, search!.conditions.byMatches!.few);
        const probing = orderedPage(search!, search!.conditions.byMatches!.many);
        expect(fromMatches).not.toEqual(probing);
        expect(await names(tx, fromMatches)).toEqual(await names(tx, probing));
      }
    }, consistentRead);
  });
});
