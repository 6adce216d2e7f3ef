// Special hours through the real HTTP handler: owners enter one date or a range, closed or at other
// times, remove them, and close on the US holidays; bad input is refused with a clear message, and
// another owner's business is not found. Dates are the business's own (Austin: Chicago time).
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { localTime } from "@/features/directory/local-time";
import { addCalendarDays, CALENDAR_DAY_MESSAGE } from "@/lib/calendar-day";
import { usHolidaysAhead } from "@/features/businesses/special-hours/us-holidays";
import { MAX_SPECIAL_DATES, SPECIAL_HOURS_MESSAGES } from "@/features/businesses/special-hours/types";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { auditEntriesFor } from "../helpers/audit";

const server = apiServerForThisFile();

/** Today in Austin, as the server computes it for the business. */
const austinToday = () => localTime(new Date(), "America/Chicago")!.day;

async function ownerWithBusiness() {
  const { user, api } = await server.clientAs(["business_owner"]);
  const business = await createBusiness({ name: `${uniqueWord()} special`, citySlug: "austin" });
  await db.businessProfile.update({ where: { id: business.id }, data: { ownerId: user.id } });
  return { user, api, id: business.id };
}

const save = (
  api: ApiClient,
  id: string,
  data: Parameters<ApiClient["businesses"]["saveSpecialHours"]["mutate"]>[0]["data"],
) => api.businesses.saveSpecialHours.mutate({ id, data });

describe("entering special hours", () => {
  it("saves a closed day and a day at other hours, lists them from today on, and removes one", async () => {
    const { api, id } = await ownerWithBusiness();
    const today = austinToday();
    const closed = addCalendarDays(today, 1);
    const shortened = addCalendarDays(today, 2);
    await save(api, id, { from: closed, closed: true, label: "Staff party" });
    const saved = await save(api, id, {
      from: shortened,
      closed: false,
      ranges: [
        { open: "20:00", close: "02:00" },
        { open: "09:00", close: "12:00" },
      ],
    });
    const expected = [
      { day: closed, closed: true, ranges: [], label: "Staff party" },
      {
        day: shortened,
        closed: false,
        ranges: [
          { open: "09:00", close: "12:00" },
          { open: "20:00", close: "02:00" },
        ],
        label: null,
      },
    ];
    expect(saved).toEqual({ today, days: expected });
    expect(await api.businesses.specialHours.query({ id })).toEqual({ today, days: expected });
    // Stored as minutes, past midnight beyond 1440 like weekly hours.
    expect(
      await db.businessSpecialHours.findMany({
        where: { businessId: id, day: shortened },
        orderBy: { openMinute: "asc" },
        select: { openMinute: true, closeMinute: true, closed: true },
      }),
    ).toEqual([
      { openMinute: 540, closeMinute: 720, closed: false },
      { openMinute: 1200, closeMinute: 1560, closed: false },
    ]);

    const removed = await api.businesses.removeSpecialHours.mutate({ id, day: closed });
    expect(removed.days.map((day) => day.day)).toEqual([shortened]);
    // Removing a date without special hours changes nothing.
    expect(await api.businesses.removeSpecialHours.mutate({ id, day: closed })).toEqual(removed);
  });

  it("enters a range of days at once, replacing what those dates had, and tidies away old dates", async () => {
    const { api, id } = await ownerWithBusiness();
    const today = austinToday();
    const day = (offset: number) => addCalendarDays(today, offset);
    await save(api, id, { from: day(3), closed: true, label: "Inventory" });
    // Yesterday's row may still run past midnight into today: kept. Older ones go with the next save.
    await db.businessSpecialHours.createMany({
      data: [
        { businessId: id, day: day(-1), closed: false, openMinute: 1200, closeMinute: 1560 },
        { businessId: id, day: day(-5), closed: true },
      ],
    });
    const saved = await save(api, id, {
      from: day(2),
      to: day(5),
      closed: false,
      ranges: [{ open: "10:00", close: "14:00" }],
      label: "Renovation",
    });
    expect(saved.days).toEqual(
      [2, 3, 4, 5].map((offset) => ({
        day: day(offset),
        closed: false,
        ranges: [{ open: "10:00", close: "14:00" }],
        label: "Renovation",
      })),
    );
    const stored = await db.businessSpecialHours.findMany({
      where: { businessId: id },
      orderBy: { day: "asc" },
      select: { day: true },
    });
    expect(stored.map((row) => row.day)).toEqual([day(-1), day(2), day(3), day(4), day(5)]);
  });

  it("closes on the US holidays of the next 12 months, named, skipping dates that have special hours", async () => {
    const { api, id } = await ownerWithBusiness();
    const holidays = usHolidaysAhead(austinToday());
    expect(holidays.length).toBeGreaterThanOrEqual(6);
    const [taken, ...rest] = holidays;
    await save(api, id, { from: taken!.day, closed: false, ranges: [{ open: "10:00", close: "13:00" }] });
    const result = await api.businesses.closeOnUsHolidays.mutate({ id });
    expect(result.added).toEqual(rest);
    expect(result.list.days.map((day) => [day.day, day.closed, day.label])).toEqual(
      holidays.map((holiday, index) => [holiday.day, index > 0, index > 0 ? holiday.label : null]),
    );
    // Again: nothing left to add.
    expect((await api.businesses.closeOnUsHolidays.mutate({ id })).added).toEqual([]);
  });
});

describe("refusals", () => {
  it("refuses bad dates and hours with a message at the field", async () => {
    const { api, id } = await ownerWithBusiness();
    const today = austinToday();
    const refused = async (data: Parameters<typeof save>[2]) => {
      const result = await outcome(save(api, id, data));
      if (result === "ok") throw new Error("saved");
      return { code: result.code, message: result.message, fieldErrors: result.fieldErrors };
    };
    const later = addCalendarDays(today, 10);
    expect(await refused({ from: later, to: addCalendarDays(later, -1), closed: true })).toEqual({
      code: "BAD_REQUEST",
      message: SPECIAL_HOURS_MESSAGES.endBeforeStart,
      fieldErrors: { "data.to": [SPECIAL_HOURS_MESSAGES.endBeforeStart] },
    });
    expect(await refused({ from: later, to: addCalendarDays(later, 31), closed: true })).toMatchObject({
      fieldErrors: { "data.to": [SPECIAL_HOURS_MESSAGES.rangeTooLong] },
    });
    // 31 days is the most.
    expect(await outcome(save(api, id, { from: later, to: addCalendarDays(later, 30), closed: true }))).toBe("ok");
    expect(await refused({ from: "2027-02-30", closed: true })).toMatchObject({
      fieldErrors: { "data.from": [CALENDAR_DAY_MESSAGE] },
    });
    expect(await refused({ from: later, closed: false, ranges: [] })).toMatchObject({
      fieldErrors: { "data.ranges": [SPECIAL_HOURS_MESSAGES.noHours] },
    });
    expect(
      await refused({
        from: later,
        closed: false,
        ranges: [
          { open: "09:00", close: "13:00" },
          { open: "12:00", close: "15:00" },
        ],
      }),
    ).toMatchObject({ fieldErrors: { "data.ranges": [SPECIAL_HOURS_MESSAGES.overlap] } });
    expect(
      await refused({
        from: later,
        closed: false,
        ranges: ["08", "10", "12", "14"].map((hour) => ({ open: `${hour}:00`, close: `${hour}:30` })),
      }),
    ).toMatchObject({ fieldErrors: { "data.ranges": [SPECIAL_HOURS_MESSAGES.tooManyIntervals] } });
    expect(await refused({ from: later, closed: true, label: "x".repeat(61) })).toMatchObject({
      fieldErrors: { "data.label": ["Label must be at most 60 characters."] },
    });
    expect(await refused({ from: addCalendarDays(today, -1), closed: true })).toEqual({
      code: "BAD_REQUEST",
      message: SPECIAL_HOURS_MESSAGES.past,
      fieldErrors: { "data.from": [SPECIAL_HOURS_MESSAGES.past] },
    });
  });

  it(`keeps a business to ${MAX_SPECIAL_DATES} upcoming special dates`, async () => {
    const { api, id } = await ownerWithBusiness();
    const first = addCalendarDays(austinToday(), 1);
    await db.businessSpecialHours.createMany({
      data: Array.from({ length: MAX_SPECIAL_DATES - 1 }, (_, i) => ({
        businessId: id,
        day: addCalendarDays(first, i),
        closed: true,
      })),
    });
    const next = addCalendarDays(first, MAX_SPECIAL_DATES - 1);
    // Two new dates at once for the last place: the business's lock lets one in.
    const results = await Promise.all(
      [next, addCalendarDays(next, 1)].map(async (from) => {
        const result = await outcome(save(api, id, { from, closed: true }));
        return result === "ok" ? "ok" : result.message;
      }),
    );
    expect(results.sort()).toEqual([SPECIAL_HOURS_MESSAGES.tooMany, "ok"].sort());
    const saved = (await api.businesses.specialHours.query({ id })).days.at(-1)!.day;
    // Changing a date it has already is fine.
    expect(
      await outcome(save(api, id, { from: saved, closed: false, ranges: [{ open: "09:00", close: "10:00" }] })),
    ).toBe("ok");
    expect(await db.businessSpecialHours.count({ where: { businessId: id } })).toBe(MAX_SPECIAL_DATES);
  });

  it("answers another owner's business as not found, and changes nothing there", async () => {
    const { id } = await ownerWithBusiness();
    const { api: another } = await server.clientAs(["business_owner"]);
    const day = addCalendarDays(austinToday(), 1);
    await db.businessSpecialHours.create({ data: { businessId: id, day, closed: true } });
    const codes = await Promise.all(
      [
        another.businesses.specialHours.query({ id }),
        another.businesses.saveSpecialHours.mutate({ id, data: { from: day, closed: true } }),
        another.businesses.removeSpecialHours.mutate({ id, day }),
        another.businesses.closeOnUsHolidays.mutate({ id }),
        another.businesses.specialHours.query({ id: "no-such-business" }),
      ].map(async (call) => {
        const result = await outcome(call);
        return result === "ok" ? "ok" : result.code;
      }),
    );
    expect(codes).toEqual(["NOT_FOUND", "NOT_FOUND", "NOT_FOUND", "NOT_FOUND", "NOT_FOUND"]);
    expect(await db.businessSpecialHours.count({ where: { businessId: id } })).toBe(1);
  });
});

describe("an admin's change", () => {
  it("is audited with the special hours before and after; the owner's own is not", async () => {
    const { api, id } = await ownerWithBusiness();
    const day = addCalendarDays(austinToday(), 4);
    await save(api, id, { from: day, closed: true });
    expect(await auditEntriesFor(id)).toEqual([]);
    const { api: admin } = await server.clientAs(["admin"]);
    await save(admin, id, {
      from: day,
      closed: false,
      ranges: [{ open: "09:00", close: "12:30" }],
      label: "Open house",
    });
    const [entry] = await auditEntriesFor(id);
    expect(entry).toMatchObject({ action: "business.editSpecialHours", targetType: "business" });
    expect(entry!.changes).toEqual({
      before: { specialHours: [`${day} closed`] },
      after: { specialHours: [`${day} 09:00-12:30 Open house`] },
    });
  });
});
