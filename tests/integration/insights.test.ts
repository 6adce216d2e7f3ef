// Recording owner insights: beacons over real HTTP through the route handler, events from the
// features that count them (favourites, list adds, referrals), the batch written to the real
// database, and the visitor hashes with their daily salts.
import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { addCalendarDays } from "@/lib/calendar-day";
import { localDay } from "@/features/insights/days";
import { countBeaconEvent, countInsight, flushInsights } from "@/features/insights/record";
import { daySalt, sweepInsightVisitors, visitorHash } from "@/features/insights/visitors";
import { apiServerForThisFile } from "../helpers/http";
import { networkBusiness, networkOwner, referralInput } from "../helpers/network";

const server = apiServerForThisFile();

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";

const address = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;

/** One beacon as the browser sends it (sendBeacon: a text body, the page's Origin). */
function beacon(body: unknown, visitor: { ip: string; agent?: string | null }, headers: Record<string, string> = {}) {
  const agent = visitor.agent === undefined ? CHROME : visitor.agent;
  return fetch(`${server.url()}/api/insights`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: server.url(),
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": visitor.ip,
      ...(agent === null ? {} : { "user-agent": agent }),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const COUNTERS = {
  views: true,
  viewsSearch: true,
  viewsDirectory: true,
  viewsMap: true,
  viewsList: true,
  viewsOrganization: true,
  viewsDirect: true,
  viewsElsewhere: true,
  callClicks: true,
  websiteClicks: true,
  directionClicks: true,
  shareClicks: true,
  favourites: true,
  listAdds: true,
  enquiries: true,
  referrals: true,
} as const;

/** The business's counters on `day`, with only the non-zero ones. */
async function countsOn(businessId: string, day: string) {
  const row = await db.businessInsightDay.findUnique({
    where: { businessId_day: { businessId, day } },
    select: COUNTERS,
  });
  return Object.fromEntries(Object.entries(row ?? {}).filter(([, value]) => value !== 0));
}

const todayIn = async (businessId: string, at = new Date()) => {
  const { timeZone } = await db.businessProfile.findUniqueOrThrow({ where: { id: businessId } });
  return localDay(at, timeZone);
};

describe("insights beacon", () => {
  it("counts what was sent once per visitor, business, event and day, leaving out robots and prefetches", async () => {
    const business = await networkBusiness(null, { timeZone: "America/Los_Angeles" });
    const other = await networkBusiness(null, { timeZone: "Asia/Tokyo" });
    const unlisted = await networkBusiness(null, { active: false });
    const first = { ip: address() };
    const second = { ip: address() };
    const sameAddressOtherBrowser = { ip: first.ip, agent: FIREFOX };
    const id = business.id;

    const sent = [
      // The first visitor: three views (the first one's source counts), every action, some twice.
      beacon({ businessId: id, event: "view", source: "search" }, first),
      beacon({ businessId: id, event: "call" }, first),
      beacon({ businessId: id, event: "call" }, first),
      beacon({ businessId: id, event: "website" }, first),
      beacon({ businessId: id, event: "directions" }, first),
      beacon({ businessId: id, event: "share" }, first),
      beacon({ businessId: other.id, event: "view", source: "list" }, first),
      // The second visitor, and another browser at the first one's address: two more visitors.
      beacon({ businessId: id, event: "view", source: "map" }, second),
      beacon({ businessId: id, event: "call" }, second),
      beacon({ businessId: id, event: "view", source: "direct" }, sameAddressOtherBrowser),
      // Robots, a request without a browser, prefetches: nothing.
      beacon({ businessId: id, event: "view", source: "search" }, { ip: address(), agent: GOOGLEBOT }),
      beacon({ businessId: id, event: "call" }, { ip: address(), agent: "curl/8.5.0" }),
      beacon({ businessId: id, event: "view", source: "directory" }, { ip: address(), agent: HEADLESS }),
      beacon({ businessId: id, event: "view", source: "directory" }, { ip: address(), agent: null }),
      beacon({ businessId: id, event: "view", source: "search" }, { ip: address() }, { "sec-purpose": "prefetch" }),
      beacon({ businessId: id, event: "view", source: "search" }, { ip: address() }, { purpose: "prefetch" }),
      // Businesses that are not listed, or not there at all.
      beacon({ businessId: unlisted.id, event: "view", source: "search" }, second),
      beacon({ businessId: "no-such-business", event: "view", source: "search" }, second),
    ];
    const statuses = await Promise.all(sent.map(async (response) => (await response).status));
    expect(statuses.every((status) => status === 204)).toBe(true);
    // The first visitor again, from another page: already counted today.
    expect((await beacon({ businessId: id, event: "view", source: "directory" }, first)).status).toBe(204);
    await flushInsights();

    const today = await todayIn(id);
    expect(await countsOn(id, today)).toEqual({
      views: 3,
      viewsSearch: 1,
      viewsMap: 1,
      viewsDirect: 1,
      callClicks: 2,
      websiteClicks: 1,
      directionClicks: 1,
      shareClicks: 1,
    });
    expect(await countsOn(other.id, await todayIn(other.id))).toEqual({ views: 1, viewsList: 1 });
    expect(await db.businessInsightDay.count({ where: { businessId: unlisted.id } })).toBe(0);

    // Later batches still know today's visitors; a new one counts.
    await beacon({ businessId: id, event: "view", source: "search" }, first);
    await beacon({ businessId: id, event: "call" }, second);
    await beacon({ businessId: id, event: "view", source: "organization" }, { ip: address() });
    await flushInsights();
    expect(await countsOn(id, today)).toMatchObject({ views: 4, viewsSearch: 1, viewsOrganization: 1, callClicks: 2 });
  });

  it("refuses unreadable events with a message and other sites' requests, counting nothing", async () => {
    const business = await networkBusiness(null);
    const visitor = { ip: address() };
    const refused = async (response: Promise<Response>) => {
      const answer = await response;
      return { status: answer.status, body: (await answer.json()) as { error: string } };
    };
    expect(await refused(beacon("{not json", visitor))).toEqual({
      status: 400,
      body: { error: "Invalid insight event." },
    });
    expect(await refused(beacon({ businessId: business.id, event: "hover" }, visitor))).toEqual({
      status: 400,
      body: { error: "Unknown event" },
    });
    expect(await refused(beacon({ businessId: business.id, event: "view", source: "tv" }, visitor))).toEqual({
      status: 400,
      body: { error: "Unknown source" },
    });
    expect((await beacon({ businessId: business.id, event: "view", extra: 1 }, visitor)).status).toBe(400);
    expect((await beacon({ businessId: "x".repeat(2_000), event: "view" }, visitor)).status).toBe(413);
    const crossSite = await beacon({ businessId: business.id, event: "view", source: "search" }, visitor, {
      origin: "https://elsewhere.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    await flushInsights();
    expect(await db.businessInsightDay.count({ where: { businessId: business.id } })).toBe(0);
  });
});

describe("insights from the features", () => {
  it("counts a favourite, a list add and referrals received once per account (or referring business) and day", async () => {
    const owner = await networkOwner(server.url());
    const business = owner.business;
    const customer = await server.clientAs(["customer"], { verified: true });
    const another = await server.clientAs(["customer"], { verified: true });

    expect(await customer.api.favourites.add.mutate({ businessId: business.id })).toEqual({ status: "added" });
    await customer.api.favourites.remove.mutate({ businessId: business.id });
    await customer.api.favourites.add.mutate({ businessId: business.id });
    await another.api.favourites.add.mutate({ businessId: business.id });

    const list = await customer.api.lists.create.mutate({ name: "Roofers", isPublic: false });
    const second = await customer.api.lists.create.mutate({ name: "Maybe later", isPublic: false });
    await customer.api.lists.addItem.mutate({ listId: list.id, businessId: business.id });
    await customer.api.lists.addItem.mutate({ listId: second.id, businessId: business.id });

    const referrer = await networkOwner(server.url());
    const otherReferrer = await networkOwner(server.url());
    await referrer.api.network.refer.mutate(referralInput(referrer.business.id, business.id));
    await referrer.api.network.refer.mutate(referralInput(referrer.business.id, business.id));
    await otherReferrer.api.network.refer.mutate(referralInput(otherReferrer.business.id, business.id));
    countInsight({ businessId: business.id, metric: "enquiries", visitor: another.user.id });
    // Adding what is already there counts nothing more.
    expect(await customer.api.favourites.add.mutate({ businessId: business.id })).toEqual({ status: "already" });
    await flushInsights();

    expect(await countsOn(business.id, await todayIn(business.id))).toEqual({
      favourites: 2,
      listAdds: 1,
      referrals: 2,
      enquiries: 1,
    });
  });
});

describe("visitor hashes", () => {
  it("keep one salt per day for every process, a new hash each day, and nothing raw", async () => {
    const business = await networkBusiness(null, { timeZone: "UTC" });
    // Another process made this day's salt first: this one reads it instead of its own.
    const day = "2031-05-04";
    await db.insightSalt.create({ data: { day, salt: "a".repeat(64) } });
    expect(await daySalt(db, day)).toBe("a".repeat(64));
    const nextSalt = await daySalt(db, addCalendarDays(day, 1));
    expect(nextSalt).toMatch(/^[0-9a-f]{64}$/);
    expect(nextSalt).not.toBe("a".repeat(64));
    expect(visitorHash(await daySalt(db, day), "v", business.id, "view")).not.toBe(
      visitorHash(nextSalt, "v", business.id, "view"),
    );

    // The same browser yesterday and today: counted on each day.
    const ip = address();
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    const visitor = `${ip}\u0000${CHROME}`;
    countBeaconEvent({ businessId: business.id, event: "view", source: "search", visitor }, yesterday);
    countBeaconEvent({ businessId: business.id, event: "view", source: "search", visitor }, now);
    countBeaconEvent({ businessId: business.id, event: "view", source: "search", visitor }, now);
    await flushInsights();
    expect(await countsOn(business.id, localDay(yesterday, "UTC"))).toEqual({ views: 1, viewsSearch: 1 });
    expect(await countsOn(business.id, localDay(now, "UTC"))).toEqual({ views: 1, viewsSearch: 1 });

    const stored = JSON.stringify([
      await db.insightVisitorDay.findMany(),
      await db.insightSalt.findMany(),
      await db.businessInsightDay.findMany({ where: { businessId: business.id } }),
    ]);
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain("Chrome");

    // Three days on, yesterday's and today's hashes and salts are gone; later days are kept.
    const later = new Date(now.getTime() + 3 * 86_400_000);
    const future = addCalendarDays(localDay(later, "UTC"), -2);
    await db.insightVisitorDay.create({ data: { day: future, hash: "kept" } });
    await sweepInsightVisitors(db, later);
    const days = (await db.insightVisitorDay.findMany({ select: { day: true } })).map((row) => row.day);
    expect(days.every((kept) => kept >= future)).toBe(true);
    expect(days).toContain(future);
    const saltDays = (await db.insightSalt.findMany({ select: { day: true } })).map((row) => row.day);
    expect(saltDays.every((kept) => kept >= future)).toBe(true);
    expect(saltDays).toEqual(expect.arrayContaining([day, addCalendarDays(day, 1)]));
    // The counts stay.
    expect(await countsOn(business.id, localDay(now, "UTC"))).toEqual({ views: 1, viewsSearch: 1 });
  });

  it("counts each visitor once across batches when more arrive than one batch holds", async () => {
    const business = await networkBusiness(null, { timeZone: "UTC" });
    for (let index = 0; index < 1_234; index++)
      countInsight({ businessId: business.id, metric: "favourites", visitor: `visitor-${index}` });
    countInsight({ businessId: business.id, metric: "favourites", visitor: "visitor-7" });
    countInsight({ businessId: business.id, metric: "favourites", visitor: "visitor-1233" });
    await flushInsights();
    expect(await countsOn(business.id, localDay(new Date(), "UTC"))).toEqual({ favourites: 1_234 });
  });
});
