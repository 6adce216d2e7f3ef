// Open now and the cards' status honour special days, in each business's own time zone: a closed
// holiday, other hours that day, hours past midnight from yesterday into a special day and out of
// one. The search's count from the hours index, its pages read both ways and its probe agree with
// what each business's hours say, at fixed instants on Thanksgiving 2026 (Thursday, November 26).
import { describe, expect, it } from "vitest";
import { db, dbProvider, type Db } from "@/platform/db";
import { prepareSearch, resolveLocationOrThrow, searchDirectory } from "@/features/directory/search";
import { openHoursCount } from "@/features/directory/search/count-open-hours";
import { orderedPage } from "@/features/directory/search/page-ordered";
import { searchConditions } from "@/features/directory/search-filters";
import { sql } from "@/features/directory/sql";
import { directorySearchInput } from "@/features/directory/schema";
import type { Prisma } from "@/generated/sqlite/client";
import { createBusiness, createCategoryTree, uniqueWord } from "../helpers/business-factories";
import { explain } from "../helpers/explain";

const WED = 3;
const THU = 4;
const hours = (dayOfWeek: number, open: number, close: number) => ({
  dayOfWeek,
  openMinute: open * 60,
  closeMinute: close * 60,
});
const closedOn = (day: string) => ({ day, closed: true });
const openOn = (day: string, open: number, close: number) => ({
  day,
  closed: false,
  openMinute: open * 60,
  closeMinute: close * 60,
});
/** Thanksgiving 10:30 in Chicago (CST, UTC-6); 01:00 the night before it ended. */
const THANKSGIVING_1030 = new Date("2026-11-26T16:30:00Z");
const THANKSGIVING_0100 = new Date("2026-11-26T07:00:00Z");
const THANKSGIVING = "2026-11-26";
const EVE = "2026-11-25";

type Case = {
  name: string;
  hours?: Array<ReturnType<typeof hours>>;
  special?: Array<{ day: string; closed: boolean; openMinute?: number; closeMinute?: number }>;
  timeZone?: string;
};

/** Businesses of a category of their own (so the count reads the hours index), named `<word> <name>`. */
async function businesses(cases: Case[]) {
  const word = uniqueWord();
  const { parent } = await createCategoryTree(0);
  for (const item of cases) {
    const business = await createBusiness({
      name: `${word} ${item.name}`,
      categoryId: parent.id,
      citySlug: item.timeZone ? "el-paso" : "austin",
      timeZone: item.timeZone,
      hours: item.hours,
    });
    if (item.special)
      await db.businessSpecialHours.createMany({
        data: item.special.map((row) => ({ businessId: business.id, ...row })),
      });
  }
  return { word, category: parent.slug };
}

const consistentRead = (dbProvider === "postgresql" ? { isolationLevel: "RepeatableRead" } : {}) as {
  isolationLevel?: "Serializable";
};

/**
 * What the search finds open, every way it reads it: the names of the page from the open hours
 * (`from-matches`) and probing each business in order, the count from the hours index and the
 * count by probing, and the names with a search word (the probe alone).
 */
async function openEveryWay(word: string, category: string, now: Date) {
  const read = await db.$transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const query = directorySearchInput.parse({ category, features: ["open-now"] });
    const { search } = await prepareSearch(tx, query, now);
    expect(search!.plan.count).toBe("open-hours");
    const total = async (statement: Prisma.Sql) =>
      Number((await tx.$queryRaw<Array<{ total: bigint | number }>>(statement))[0]?.total);
    const conditions = await searchConditions(tx, query, resolveLocationOrThrow(query.location), now);
    const names = async (statement: Prisma.Sql) => {
      const ids = (await tx.$queryRaw<Array<{ id: string }>>(statement)).map((row) => row.id);
      const rows = await tx.businessProfile.findMany({ where: { id: { in: ids } }, select: { businessName: true } });
      return rows.map((row) => row.businessName.slice(word.length + 1)).sort();
    };
    return {
      fromMatches: await names(orderedPage(search!, search!.conditions.byMatches!.few)),
      probing: await names(orderedPage(search!, search!.conditions.byMatches!.many)),
      counted: await total(openHoursCount(search!)),
      probed: await total(sql`SELECT COUNT(*) AS total FROM "BusinessProfile" b WHERE ${conditions!.where}`),
    };
  }, consistentRead);
  // (The search runs its own transaction; these businesses do not change meanwhile.)
  const searched = await searchDirectory(db, directorySearchInput.parse({ search: word, features: ["open-now"] }), now);
  return { ...read, searched: searched.items.map((card) => card.businessName.slice(word.length + 1)).sort() };
}

const everyWay = (open: string[]) => ({
  fromMatches: open,
  probing: open,
  counted: open.length,
  probed: open.length,
  searched: open,
});

describe("open now on special days", () => {
  it("closes for a holiday, opens and closes by a special day's own hours, and opens on a special day the week has closed", async () => {
    const thursday = [hours(THU, 9, 17)];
    const { word, category } = await businesses([
      { name: "regular", hours: thursday },
      { name: "holiday", hours: thursday, special: [closedOn(THANKSGIVING)] },
      { name: "short morning", hours: thursday, special: [openOn(THANKSGIVING, 8, 11)] },
      { name: "afternoon only", hours: thursday, special: [openOn(THANKSGIVING, 12, 15)] },
      { name: "split day", hours: thursday, special: [openOn(THANKSGIVING, 7, 9), openOn(THANKSGIVING, 10, 12)] },
      { name: "event", hours: [hours(WED, 9, 17)], special: [openOn(THANKSGIVING, 10, 12)] },
      { name: "holiday next week", hours: thursday, special: [closedOn("2026-12-03")] },
      // El Paso keeps Mountain time: 09:30 there, and its holiday is the same date.
      { name: "mountain holiday", hours: thursday, special: [closedOn(THANKSGIVING)], timeZone: "America/Denver" },
      { name: "mountain", hours: thursday, timeZone: "America/Denver" },
    ]);
    expect(await openEveryWay(word, category, THANKSGIVING_1030)).toEqual(
      everyWay(["event", "holiday next week", "mountain", "regular", "short morning", "split day"]),
    );
  });

  it("follows hours past midnight into a special day and out of one", async () => {
    const wednesdayNight = [hours(WED, 20, 26)];
    const { word, category } = await businesses([
      { name: "night", hours: wednesdayNight },
      // Wednesday's hours stop at the holiday's midnight.
      { name: "night before a holiday", hours: wednesdayNight, special: [closedOn(THANKSGIVING)] },
      // ...and at the midnight of a special day with hours of its own.
      { name: "night before an event", hours: wednesdayNight, special: [openOn(THANKSGIVING, 0, 0.5)] },
      // A special Wednesday replaces Wednesday's hours, past midnight too.
      { name: "eve closed", hours: wednesdayNight, special: [closedOn(EVE)] },
      { name: "eve late", special: [openOn(EVE, 18, 27)] },
      // Open by the eve's special hours and by Thursday's own: counted once.
      { name: "eve late and all thursday", hours: [hours(THU, 0, 24)], special: [openOn(EVE, 22, 26)] },
      // The eve's special night runs into a special Thanksgiving too.
      { name: "eve late, holiday after", special: [openOn(EVE, 20, 26), closedOn(THANKSGIVING)] },
    ]);
    expect(await openEveryWay(word, category, THANKSGIVING_0100)).toEqual(
      everyWay(["eve late", "eve late and all thursday", "eve late, holiday after", "night"]),
    );
  });

  it("counts exactly near the count's limit: the hours ranges read past it by the special rows they may lose", async () => {
    // Four open by their weekly hours, three of them closed for the holiday: one is open.
    const { category } = await businesses([
      { name: "open", hours: [hours(THU, 9, 17)] },
      ...[1, 2, 3].map((n) => ({ name: `closed ${n}`, hours: [hours(THU, 9, 17)], special: [closedOn(THANKSGIVING)] })),
    ]);
    const { search } = await prepareSearch(
      db,
      directorySearchInput.parse({ category, features: ["open-now"] }),
      THANKSGIVING_1030,
    );
    const total = async (limit: number) =>
      Number(
        (await db.$queryRaw<Array<{ total: bigint | number }>>(search!.conditions.openNow!.count(limit)))[0]?.total,
      );
    expect([await total(1), await total(2), await total(100)]).toEqual([1, 1, 1]);
  });

  it("says on the card that a business is closed for the day and when it opens", async () => {
    const thursday = [4, 5].map((dayOfWeek) => hours(dayOfWeek, 7, 18));
    const { word } = await businesses([
      { name: "holiday", hours: thursday, special: [{ ...closedOn(THANKSGIVING) }] },
      { name: "short", hours: thursday, special: [openOn(THANKSGIVING, 9, 13)] },
      { name: "regular", hours: thursday },
    ]);
    const result = await searchDirectory(db, directorySearchInput.parse({ search: word }), THANKSGIVING_1030);
    expect(
      Object.fromEntries(
        result.items.map((card) => [card.businessName.slice(word.length + 1), card.openStatus?.label]),
      ),
    ).toEqual({
      holiday: "Closed · opens 7 AM Fri",
      short: "Open · closes 1 PM",
      regular: "Open · closes 6 PM",
    });
  });

  it("reads the special rows by their date or their business, and each of their businesses by its id, never every business", async () => {
    const { category } = await businesses([
      { name: "holiday", hours: [hours(THU, 9, 17)], special: [closedOn(THANKSGIVING)] },
      { name: "event", special: [openOn(THANKSGIVING, 10, 12)] },
    ]);
    for (const input of [{}, { location: "austin" }, { category, features: ["verified" as const] }]) {
      const query = directorySearchInput.parse({ ...input, features: ["open-now", ...(input.features ?? [])] });
      const { search } = await prepareSearch(db, query, THANKSGIVING_1030);
      const { byMatches, openNow } = search!.conditions;
      // The count and the page from the matches start from the date's special rows; the probe,
      // from each business in the page's order, seeks that business's own (either index serves it).
      for (const [statement, specialRows] of [
        [openNow!.count(1001), /BusinessSpecialHours_day_businessId_idx/],
        [orderedPage(search!, byMatches!.few), /BusinessSpecialHours_day_businessId_idx/],
        [orderedPage(search!, byMatches!.many), /BusinessSpecialHours_(day_businessId|businessId_day)_idx/],
      ] as const) {
        const plan = await explain(statement);
        expect(plan).toMatch(specialRows);
        if (dbProvider === "postgresql") expect(plan).not.toMatch(/Seq Scan/);
        else {
          expect(plan).not.toMatch(/^SCAN (b|h|s|x|z)\b/m);
          // A business is read by its id, or in the page's order (the probe), never by a range of its other columns.
          for (const line of plan.split("\n").filter((line) => /^SEARCH (b|z) /.test(line)))
            expect(line).toMatch(/\(id=\?|BusinessProfile_(active_totalReviews_id|city|category_city)_idx/);
        }
      }
    }
  });
});
