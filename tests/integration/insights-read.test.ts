// Reading owner insights: the period in the business's own calendar, totals against the period
// before, views by source (old days without sources shown as such), the CSV, and who may read them.
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { insightsCsv, insightsFor } from "@/features/insights/queries";
import { localDay } from "@/features/insights/days";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { networkBusiness, networkOwner } from "../helpers/network";

const server = apiServerForThisFile();

// 12:00 UTC is already the next day in Auckland (UTC+13 in November).
const NOW = new Date("2026-11-27T12:00:00Z");

async function aucklandBusiness(ownerId: string | null = null) {
  const business = await networkBusiness(ownerId, { timeZone: "Pacific/Auckland" });
  await db.businessInsightDay.createMany({
    data: [
      { businessId: business.id, day: "2026-11-28", views: 5, viewsSearch: 2, viewsMap: 1, callClicks: 1 },
      // Counted before sources were recorded: views only.
      { businessId: business.id, day: "2026-10-30", views: 2, referrals: 1 },
      { businessId: business.id, day: "2026-10-29", views: 10, callClicks: 4, viewsDirect: 10 },
      { businessId: business.id, day: "2026-09-29", views: 100, websiteClicks: 3 },
      // Not yet (a day after the business's today).
      { businessId: business.id, day: "2026-11-29", views: 1_000 },
    ],
  });
  return business;
}

const viewer = (id: string) => ({ id, roles: ["business_owner" as const] });

describe("insightsFor", () => {
  it("reads the last 30 days of the business's calendar with every day present and the 30 before for the change", async () => {
    const owner = await networkOwner(server.url());
    const business = await aucklandBusiness(owner.user.id);
    const insights = await insightsFor(db, viewer(owner.user.id), business.id, 30, NOW);
    expect(insights).toMatchObject({
      business: { id: business.id, businessName: business.businessName, timeZone: "Pacific/Auckland" },
      days: 30,
      from: "2026-10-30",
      to: "2026-11-28",
    });
    expect(insights.totals).toMatchObject({ views: 7, viewsSearch: 2, viewsMap: 1, callClicks: 1, referrals: 1 });
    expect(insights.previous).toMatchObject({ views: 10, viewsDirect: 10, callClicks: 4, websiteClicks: 0 });
    expect(insights.series).toHaveLength(30);
    expect(insights.series.map((day) => day.day)).toEqual(
      Array.from({ length: 30 }, (_, index) => new Date(Date.UTC(2026, 9, 30 + index)).toISOString().slice(0, 10)),
    );
    expect(insights.series[0]).toMatchObject({ day: "2026-10-30", views: 2, viewsSearch: 0, referrals: 1 });
    expect(insights.series[29]).toMatchObject({ day: "2026-11-28", views: 5, viewsSearch: 2, callClicks: 1 });
    expect(insights.series.slice(1, 29).every((day) => day.views === 0 && day.callClicks === 0)).toBe(true);
  });

  it("reads 90 days, with no change shown when nothing was recorded before them", async () => {
    const owner = await networkOwner(server.url());
    const business = await aucklandBusiness(owner.user.id);
    const insights = await insightsFor(db, viewer(owner.user.id), business.id, 90, NOW);
    expect(insights).toMatchObject({ from: "2026-08-31", to: "2026-11-28", previous: null });
    expect(insights.series).toHaveLength(90);
    expect(insights.totals).toMatchObject({ views: 117, callClicks: 5, websiteClicks: 3, viewsDirect: 10 });
  });

  it("writes the period as CSV, one row per day with every counter and the views without a source", async () => {
    const owner = await networkOwner(server.url());
    const business = await aucklandBusiness(owner.user.id);
    const lines = (await insightsCsv(db, viewer(owner.user.id), business.id, 30, NOW)).split("\r\n");
    expect(lines).toHaveLength(32); // header, 30 days, the final line break
    expect(lines[0]).toBe(
      [
        "Day",
        "Profile views",
        "Views from search",
        "Views from directory pages",
        "Views from map",
        "Views from shared lists",
        "Views from organisation pages",
        "Views from direct",
        "Views from other pages and sites",
        "Views, source not recorded",
        "Calls",
        "Website clicks",
        "Direction requests",
        "Shares",
        "Favourites",
        "List adds",
        "Enquiries",
        "Referrals received",
      ]
        .map((cell) => `"${cell}"`)
        .join(","),
    );
    expect(lines[1]).toBe(`"2026-10-30","2","0","0","0","0","0","0","0","2","0","0","0","0","0","0","0","1"`);
    expect(lines[30]).toBe(`"2026-11-28","5","2","0","1","0","0","0","0","2","1","0","0","0","0","0","0","0"`);
    expect(lines[31]).toBe("");
  });
});

describe("insights procedures", () => {
  it("answers the owner and admins, and NOT_FOUND to another owner exactly as for an unknown id", async () => {
    const owner = await networkOwner(server.url());
    const stranger = await networkOwner(server.url());
    const { api: admin } = await server.clientAs(["admin"]);
    const business = owner.business;
    const today = localDay(new Date(), "America/Chicago");
    await db.businessProfile.update({ where: { id: business.id }, data: { timeZone: "America/Chicago" } });
    await db.businessInsightDay.create({ data: { businessId: business.id, day: today, views: 3, viewsMap: 3 } });

    const own = await owner.api.insights.forBusiness.query({ businessId: business.id, days: 30 });
    expect(own).toMatchObject({ to: today, totals: { views: 3, viewsMap: 3 } });
    expect(await admin.insights.forBusiness.query({ businessId: business.id, days: 90 })).toMatchObject({
      to: today,
      totals: { views: 3 },
    });
    const notFound = { code: "NOT_FOUND", message: "Business not found." };
    expect(await outcome(stranger.api.insights.forBusiness.query({ businessId: business.id, days: 30 }))).toMatchObject(
      notFound,
    );
    expect(await outcome(stranger.api.insights.exportCsv.query({ businessId: business.id, days: 30 }))).toMatchObject(
      notFound,
    );
    expect(
      await outcome(owner.api.insights.forBusiness.query({ businessId: "no-such-business", days: 30 })),
    ).toMatchObject(notFound);

    const csv = await owner.api.insights.exportCsv.query({ businessId: business.id, days: 90 });
    expect(csv.split("\r\n")).toHaveLength(92);
    expect(csv).toContain(`"${today}","3","0","0","3"`);

    expect(
      await outcome(owner.api.insights.forBusiness.query({ businessId: business.id, days: 45 as 30 })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose 30 or 90 days",
      fieldErrors: { days: ["Choose 30 or 90 days"] },
    });

    // The switch lists the caller's own businesses only.
    const second = await networkBusiness(owner.user.id, { name: "Aardvark Plumbing" });
    expect(await owner.api.insights.businesses.query()).toEqual([
      { id: second.id, businessName: "Aardvark Plumbing", city: expect.any(String) },
      { id: business.id, businessName: business.businessName, city: expect.any(String) },
    ]);
    expect(await stranger.api.insights.businesses.query()).toEqual([
      { id: stranger.business.id, businessName: stranger.business.businessName, city: expect.any(String) },
    ]);
  });
});
