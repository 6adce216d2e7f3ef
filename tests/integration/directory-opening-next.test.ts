// Open now with nothing open: the matches that open soonest, read from their hours and special
// days, at fixed instants (the search function) and over real HTTP at the present instant.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { searchDirectory } from "@/features/directory/search";
import { localTime } from "@/features/directory/local-time";
import { directorySearchInput, type DirectorySearchInput } from "@/features/directory/schema";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createBusiness, createCategoryTree, uniqueWord } from "../helpers/business-factories";

const server = apiServerForThisFile();
let api: ApiClient;
beforeAll(() => {
  api = server.client();
});

const WED = 3;
const THU = 4;
const at = (dayOfWeek: number, open: number, close: number) => ({
  dayOfWeek,
  openMinute: Math.round(open * 60),
  closeMinute: Math.round(close * 60),
});
// Wednesday 2026-11-18, 5 AM in Chicago (UTC-6).
const EARLY_WEDNESDAY = new Date("2026-11-18T11:00:00Z");

const openingNext = async (input: DirectorySearchInput, now: Date) => {
  const result = await searchDirectory(db, directorySearchInput.parse(input), now);
  return {
    total: result.total,
    next: result.openingNext?.map(({ business, opens }) => [business.businessName, opens]),
  };
};

describe("opening next", () => {
  it("offers the place's matches that open soonest, honouring a holiday and a special day", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word} seven`, hours: [at(WED, 7, 18)] });
    await createBusiness({ name: `${word} half past six`, hours: [at(WED, 6.5, 12)] });
    await createBusiness({ name: `${word} nine`, hours: [at(WED, 9, 17)] });
    // Would open at 6, but Wednesday is a holiday: it opens Thursday.
    const holiday = await createBusiness({ name: `${word} holiday`, hours: [at(WED, 6, 12), at(THU, 6, 12)] });
    // Closed on Wednesdays, but opens early for an event this Wednesday.
    const event = await createBusiness({ name: `${word} event`, hours: [at(THU, 8, 12)] });
    await db.businessSpecialHours.createMany({
      data: [
        { businessId: holiday.id, day: "2026-11-18", closed: true },
        { businessId: event.id, day: "2026-11-18", openMinute: 5 * 60 + 30, closeMinute: 8 * 60 },
      ],
    });
    // Opens earliest of all, but in Dallas: not in the place searched.
    await createBusiness({ name: `${word} dallas`, citySlug: "dallas", hours: [at(WED, 5.25, 12)] });

    const austin = { search: word, location: "austin", features: ["open-now" as const] };
    expect(await openingNext(austin, EARLY_WEDNESDAY)).toEqual({
      total: 0,
      next: [
        [`${word} event`, "Opens at 5:30 AM"],
        [`${word} half past six`, "Opens at 6:30 AM"],
        [`${word} seven`, "Opens at 7 AM"],
      ],
    });
    // Late Wednesday evening: two open on Thursday, the next a week later.
    expect((await openingNext(austin, new Date("2026-11-19T04:00:00Z"))).next).toEqual([
      [`${word} holiday`, "Opens Thu at 6 AM"],
      [`${word} event`, "Opens Thu at 8 AM"],
      [`${word} half past six`, "Opens Wed at 6:30 AM"],
    ]);
  });

  it("compares openings across time zones, and keeps the search's other filters", async () => {
    const word = uniqueWord();
    // 6 AM in El Paso is 7 AM in Chicago: after the Chicago business's 6:30.
    await createBusiness({
      name: `${word} el paso six`,
      citySlug: "el-paso",
      timeZone: "America/Denver",
      hours: [at(WED, 6, 12)],
    });
    await createBusiness({ name: `${word} chicago half past six`, hours: [at(WED, 6.5, 12)] });
    await createBusiness({ name: `${word} verified eight`, verified: true, hours: [at(WED, 8, 12)] });
    const { parent, children } = await createCategoryTree(1);
    await createBusiness({ name: `${word} category nine`, categoryId: children[0]!.id, hours: [at(WED, 9, 12)] });
    expect(await openingNext({ search: word, features: ["open-now"] }, EARLY_WEDNESDAY)).toEqual({
      total: 0,
      next: [
        [`${word} chicago half past six`, "Opens at 6:30 AM"],
        [`${word} el paso six`, "Opens at 6 AM"],
        [`${word} verified eight`, "Opens at 8 AM"],
      ],
    });
    expect((await openingNext({ search: word, features: ["open-now", "verified"] }, EARLY_WEDNESDAY)).next).toEqual([
      [`${word} verified eight`, "Opens at 8 AM"],
    ]);
    const inCategory = { search: word, category: parent.slug, features: ["open-now" as const] };
    expect((await openingNext(inCategory, EARLY_WEDNESDAY)).next).toEqual([[`${word} category nine`, "Opens at 9 AM"]]);
  });

  it("is absent without open now, or when something is open", async () => {
    const word = uniqueWord();
    await createBusiness({ name: `${word} seven`, hours: [at(WED, 7, 18)] });
    expect(await openingNext({ search: word }, EARLY_WEDNESDAY)).toEqual({ total: 1, next: undefined });
    const noon = new Date("2026-11-18T18:00:00Z");
    expect(await openingNext({ search: word, features: ["open-now"] }, noon)).toEqual({ total: 1, next: undefined });
    expect(await openingNext({ search: `${word} nothing`, features: ["open-now"] }, noon)).toEqual({
      total: 0,
      next: [],
    });
  });

  it("reaches the browser over HTTP: a closed business that opens in two hours", async () => {
    const word = uniqueWord();
    const local = localTime(new Date(), "America/Chicago")!;
    // Two hours from now, today or (late in the evening) tomorrow; open for an hour.
    const opens = local.minute + 120;
    const dayOfWeek = opens < 1440 ? local.dayOfWeek : (local.dayOfWeek + 1) % 7;
    const minute = opens % 1440;
    await createBusiness({
      name: `${word} later`,
      hours: [{ dayOfWeek, openMinute: minute, closeMinute: minute + 60 }],
    });
    const result = await api.directory.search.query({ search: word, location: "austin", features: ["open-now"] });
    expect(result.total).toBe(0);
    expect(result.openingNext?.map(({ business }) => business.businessName)).toEqual([`${word} later`]);
    expect(result.openingNext?.[0]?.opens).toMatch(/^Opens (\w{3} )?at \d{1,2}(:\d{2})? [AP]M$/);
  });
});
