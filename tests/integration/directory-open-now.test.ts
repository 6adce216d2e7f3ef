// Open now: hours in each business's own time zone, past-midnight hours, at a fixed instant.
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { searchDirectory } from "@/features/directory/search";
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
