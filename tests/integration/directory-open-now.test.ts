// Open now: hours in each business's own time zone, past-midnight hours, at a fixed instant.
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { directorySearchStatements, searchDirectory } from "@/features/directory/search";
import type { Prisma } from "@/generated/sqlite/client";
import { directorySearchInput } from "@/features/directory/search-schema";
import { createBusiness, uniqueWord } from "../helpers/business-factories";

const openNow = async (word: string, now: Date) => {
  const query = directorySearchInput.parse({ search: word, features: ["open-now"] });
  return (await searchDirectory(db, query, now)).items.map((card) => card.businessName).sort();
};

const MON = 1;
const TUE = 2;
const SAT = 6;
const SUN = 0;
const hours = (dayOfWeek: number, open: number, close: number) => ({ dayOfWeek, openMinute: open * 60, closeMinute: close * 60 });

describe("open now", () => {
  it("uses each business's own time zone", async () => {
    const word = uniqueWord();
    // Tuesday 2026-03-03 15:30 UTC = 09:30 in Chicago (CST) and 08:30 in El Paso (MST).
    const now = new Date("2026-03-03T15:30:00Z");
    await createBusiness({ name: `${word} chicago 9-17`, timeZone: "America/Chicago", hours: [hours(TUE, 9, 17)] });
    await createBusiness({ name: `${word} denver 9-17`, timeZone: "America/Denver", citySlug: "el-paso", hours: [hours(TUE, 9, 17)] });
    await createBusiness({ name: `${word} denver 8-12`, timeZone: "America/Denver", citySlug: "el-paso", hours: [hours(TUE, 8, 12)] });
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
    const moved = await createBusiness({ name: `${word} moved`, timeZone: "America/Chicago", hours: [hours(TUE, 9, 10)] });
    const other = await createBusiness({ name: `${word} other`, timeZone: "America/Denver", citySlug: "el-paso" });
    expect(await hoursZones(moved.id)).toEqual(["America/Chicago"]);
    expect(await openNow(word, now)).toEqual([`${word} moved`]);

    // In Denver it is 08:30, before the 09:00 opening.
    await db.businessProfile.update({ where: { id: moved.id }, data: { timeZone: "America/Denver" } });
    expect(await hoursZones(moved.id)).toEqual(["America/Denver"]);
    expect(await openNow(word, now)).toEqual([]);

    // Hours written later take the business's zone, whatever the write says.
    await db.businessHours.create({ data: { businessId: other.id, dayOfWeek: TUE, openMinute: 8 * 60, closeMinute: 9 * 60, timeZone: "America/Chicago" } });
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

  it("pages through many open businesses in sort order and counts each once", async () => {
    const word = uniqueWord();
    const now = new Date("2026-03-03T15:30:00Z"); // Tuesday 09:30 in Chicago
    // Enough open businesses for the sort-order walk, each with two rows open now.
    for (let i = 0; i < 30; i++) {
      await createBusiness({ name: `${word} open ${String(i).padStart(2, "0")}`, totalReviews: i, hours: [hours(TUE, 9, 12), { dayOfWeek: TUE, openMinute: 9 * 60 + 1, closeMinute: 11 * 60 }] });
    }
    await createBusiness({ name: `${word} closed`, totalReviews: 100, hours: [hours(TUE, 12, 17)] });
    await createBusiness({ name: `${word} inactive`, totalReviews: 100, active: false, hours: [hours(TUE, 9, 17)] });
    const query = (page: number) => directorySearchInput.parse({ search: word, features: ["open-now"], page });
    const first = await searchDirectory(db, query(1), now);
    const third = await searchDirectory(db, query(3), now);
    const expected1 = Array.from({ length: 12 }, (_, i) => `${word} open ${String(29 - i).padStart(2, "0")}`);
    const expected3 = Array.from({ length: 6 }, (_, i) => `${word} open ${String(5 - i).padStart(2, "0")}`);
    expect(first.total).toBe(30);
    expect(first.items.map((card) => card.businessName)).toEqual(expected1);
    expect(third.items.map((card) => card.businessName)).toEqual(expected3);

    // Both ways of reading a page (driven from the open ids, or walking the sort order, which the
    // search picks when many are open) return the same rows.
    const names = async (statement: Prisma.Sql) => {
      const ids = (await db.$queryRaw<Array<{ id: string }>>(statement)).map((row) => row.id);
      const rows = await db.businessProfile.findMany({ where: { id: { in: ids } }, select: { id: true, businessName: true } });
      return ids.map((id) => rows.find((row) => row.id === id)?.businessName);
    };
    for (const [page, expected] of [[1, expected1], [3, expected3]] as const) {
      const { statements } = await directorySearchStatements(db, query(page), now);
      expect(await names(statements!.pageFor(0))).toEqual(expected);
      expect(await names(statements!.pageFor(1_000_000))).toEqual(expected);
    }
  });
});
