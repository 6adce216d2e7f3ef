// The profile's business comes from one raw statement (profile-read.ts): it must equal what Prisma's
// nested read gave (the same fields, rows, filters, orders and types: dates as Dates, booleans as
// booleans), and send one statement where that read sent a statement per relation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as PostgresClient } from "@/generated/postgresql/client";
import { PrismaClient as SqliteClient } from "@/generated/sqlite/client";
import { db, type Db } from "@/platform/db";
import { POST_FIELDS } from "@/features/posts/queries";
import { getBusinessProfile } from "@/features/businesses/profile/queries";
import { readProfileBusiness } from "@/features/businesses/profile/profile-read";
import { addCalendarDays } from "@/lib/calendar-day";
import { createBusiness, createTag, uniqueWord } from "../helpers/business-factories";
import { createUser } from "../helpers/factories";
import { addBadgeMemberships } from "../helpers/organization-membership";
import { createPostRow, DAY_MS } from "../helpers/posts";
import { testProvider } from "../helpers/test-database";

const HOUR_MS = 3_600_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The business as Prisma's nested read gave it (the read the statement replaced). */
function prismaRead(client: Db, id: string, now: Date) {
  return client.businessProfile.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      ownerId: true,
      slug: true,
      citySlug: true,
      businessName: true,
      description: true,
      category: true,
      address: true,
      city: true,
      state: true,
      zipCode: true,
      phone: true,
      email: true,
      websiteUrl: true,
      instagramUrl: true,
      facebookUrl: true,
      tiktokUrl: true,
      googleBusinessUrl: true,
      logoUrl: true,
      coverImageUrl: true,
      latitude: true,
      longitude: true,
      timeZone: true,
      averageRating: true,
      totalReviews: true,
      verificationStatus: true,
      memberSince: true,
      foundingMemberAt: true,
      enquiriesEnabled: true,
      onlineBooking: true,
      sameDayService: true,
      hours: {
        orderBy: [{ dayOfWeek: "asc" }, { openMinute: "asc" }],
        select: { dayOfWeek: true, openMinute: true, closeMinute: true },
      },
      services: {
        orderBy: [{ displayOrder: "asc" }, { serviceName: "asc" }],
        select: {
          id: true,
          serviceName: true,
          description: true,
          priceFromCents: true,
          priceToCents: true,
          durationMinutes: true,
          isFeatured: true,
        },
      },
      offers: {
        where: {
          isActive: true,
          OR: [{ validTo: null }, { validTo: { gte: now } }],
          AND: [{ OR: [{ validFrom: null }, { validFrom: { lte: now } }] }],
        },
        orderBy: [{ isPinned: "desc" }, { createdAt: "desc" }],
        select: { id: true, title: true, description: true, isPinned: true, validTo: true },
      },
      memberships: {
        where: { status: "active", organization: { active: true } },
        orderBy: { organization: { name: "asc" } },
        select: { organization: { select: { slug: true, name: true } } },
      },
      photos: {
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        select: { id: true, url: true, altText: true },
      },
      posts: {
        where: { status: "published", expiresAt: { gt: now } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 10,
        select: POST_FIELDS,
      },
      specialHours: {
        where: { day: { gte: isoDay(new Date(now.getTime() - 2 * DAY_MS)) } },
        orderBy: [{ day: "asc" }, { openMinute: "asc" }],
        take: 60,
        select: { day: true, closed: true, openMinute: true, closeMinute: true, label: true },
      },
      tags: {
        where: { tag: { isActive: true } },
        orderBy: { tag: { name: "asc" } },
        select: { tag: { select: { id: true, name: true, slug: true, color: true } } },
      },
    },
  });
}

/** Every object's keys in order, all the way down (toStrictEqual does not compare their order). */
function keysOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keysOf);
  if (value === null || typeof value !== "object" || value instanceof Date) return typeof value;
  return Object.entries(value).map(([key, inner]) => [key, keysOf(inner)]);
}

/** A client of the test database that counts the statements it sends. */
function countingClient() {
  const url = process.env.DATABASE_URL!;
  const log = [{ emit: "event" as const, level: "query" as const }];
  const client =
    testProvider() === "postgresql"
      ? (new PostgresClient({ adapter: new PrismaPg({ connectionString: url }), log }) as unknown as Db)
      : (new SqliteClient({ adapter: new PrismaBetterSQLite3({ url }), log }) as unknown as Db);
  let sent = 0;
  (client as unknown as { $on(event: "query", listener: () => void): void }).$on("query", () => (sent += 1));
  return {
    client,
    /** How many statements `work` sends. */
    async statementsOf(work: () => Promise<unknown>) {
      const before = sent;
      await work();
      return sent - before;
    },
  };
}

const now = new Date();
const today = isoDay(now);
let full: { id: string; slug: string; citySlug: string };
let bare: { id: string; slug: string; citySlug: string };
let counting: ReturnType<typeof countingClient>;

beforeAll(async () => {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const owner = await createUser();
  full = await createBusiness({
    name: `Profile read ${uniqueWord()}`,
    category: "Bakery",
    verified: true,
    onlineBooking: true,
    averageRating: 4.4,
    totalReviews: 17,
    hours: [
      { dayOfWeek: 1, openMinute: 13 * 60, closeMinute: 17 * 60 },
      { dayOfWeek: 0, openMinute: 10 * 60, closeMinute: 14 * 60 },
      { dayOfWeek: 1, openMinute: 9 * 60, closeMinute: 12 * 60 },
      { dayOfWeek: 5, openMinute: 22 * 60, closeMinute: 26 * 60 },
    ],
  });
  await db.businessProfile.update({
    where: { id: full.id },
    data: {
      ownerId: owner.id,
      description: "Sourdough and more.",
      phone: "+1 512 555 0100",
      email: "hello@example.com",
      websiteUrl: "https://example.com",
      instagramUrl: "https://instagram.com/example",
      facebookUrl: "https://facebook.com/example",
      tiktokUrl: "https://tiktok.com/@example",
      googleBusinessUrl: "https://g.page/example",
      logoUrl: "/uploads/logo.webp",
      coverImageUrl: "/uploads/cover.webp",
      enquiriesEnabled: false,
      foundingMemberAt: new Date("2026-02-03T04:05:06.789Z"),
      memberSince: new Date("2025-06-07T08:09:10.123Z"),
    },
  });
  await db.service.createMany({
    data: [
      { businessId: full.id, serviceName: "Zed cake", displayOrder: 0, priceFromCents: 1250, isFeatured: true },
      { businessId: full.id, serviceName: "Alpha loaf", displayOrder: 1, description: "Rye", durationMinutes: 30 },
      { businessId: full.id, serviceName: "Beta bun", displayOrder: 0, priceFromCents: 100, priceToCents: 300 },
    ],
  });
  await db.businessOffer.createMany({
    data: [
      { businessId: full.id, title: "Current", validTo: new Date(now.getTime() + DAY_MS), createdAt: ago(3 * DAY_MS) },
      { businessId: full.id, title: "Open-ended", description: "Always", createdAt: ago(4 * DAY_MS) },
      { businessId: full.id, title: "Pinned", isPinned: true, createdAt: ago(5 * DAY_MS) },
      { businessId: full.id, title: "Started", validFrom: ago(DAY_MS), createdAt: ago(2 * DAY_MS) },
      { businessId: full.id, title: "Expired", validTo: ago(HOUR_MS) },
      { businessId: full.id, title: "Not yet", validFrom: new Date(now.getTime() + DAY_MS) },
      { businessId: full.id, title: "Switched off", isActive: false, isPinned: true },
    ],
  });
  await addBadgeMemberships(full.id);
  await db.businessPhoto.createMany({
    data: [
      {
        businessId: full.id,
        url: "/uploads/a.webp",
        altText: "Later, first place",
        position: 1,
        createdAt: ago(DAY_MS),
      },
      {
        businessId: full.id,
        url: "/uploads/b.webp",
        altText: "Newer of the two",
        position: 0,
        createdAt: ago(HOUR_MS),
      },
      { businessId: full.id, url: "/uploads/c.webp", altText: "Older of the two", position: 0, createdAt: ago(DAY_MS) },
    ],
  });
  // Twelve live posts (ten are shown), an event among them, and an expired and a hidden one newer than all.
  for (let index = 0; index < 12; index++)
    await createPostRow(full.id, { title: `Live ${index}`, createdAt: ago((index + 2) * HOUR_MS) });
  await createPostRow(full.id, {
    title: "Event",
    kind: "event",
    imageUrl: "/uploads/event.webp",
    startsAt: new Date(now.getTime() + 3 * DAY_MS),
    endsAt: new Date(now.getTime() + 3 * DAY_MS + 4 * HOUR_MS),
    expiresAt: new Date(now.getTime() + 3 * DAY_MS + 4 * HOUR_MS),
    createdAt: ago(90 * 60_000),
  });
  await createPostRow(full.id, { title: "Expired", createdAt: ago(HOUR_MS / 2), expiresAt: ago(60_000) });
  await createPostRow(full.id, { title: "Hidden", createdAt: ago(HOUR_MS / 4), status: "hidden" });
  // Special days from three days ago (one too old) over 64 days: more than the 60 read; the first
  // day read has two rows, one closed without minutes.
  await db.businessSpecialHours.createMany({
    data: [
      ...Array.from({ length: 64 }, (_, index) => ({
        businessId: full.id,
        day: addCalendarDays(today, index - 3),
        openMinute: 10 * 60,
        closeMinute: 15 * 60,
        label: index % 2 ? `Day ${index}` : null,
      })),
      { businessId: full.id, day: addCalendarDays(today, -2), closed: true, label: "Closed morning" },
    ],
  });
  const [first, second, off] = [await createTag(), await createTag(), await createTag({ isActive: false })];
  await db.businessTagAssignment.createMany({
    data: [second!, off!, first!].map((tag) => ({ businessId: full.id, tagId: tag.id })),
  });
  bare = await createBusiness({
    name: `Profile read bare ${uniqueWord()}`,
    address: null,
    latitude: null,
    longitude: null,
  });
  counting = countingClient();
});

afterAll(async () => {
  await counting?.client.$disconnect();
});

describe("the profile's business in one statement", () => {
  it("equals Prisma's nested read: fields, filters, orders, types", async () => {
    for (const { id } of [full, bare]) {
      const read = await readProfileBusiness(db, id, now);
      const expected = await prismaRead(db, id, now);
      expect(read).toStrictEqual(expected);
      expect(keysOf(read)).toEqual(keysOf(expected));
    }
    const read = (await readProfileBusiness(db, full.id, now))!;
    // What the filters keep, in order (so the comparison above compared populated relations).
    expect(read.hours.map((row) => [row.dayOfWeek, row.openMinute])).toEqual([
      [0, 600],
      [1, 540],
      [1, 780],
      [5, 1320],
    ]);
    expect(read.services.map((service) => service.serviceName)).toEqual(["Beta bun", "Zed cake", "Alpha loaf"]);
    expect(read.offers.map((offer) => offer.title)).toEqual(["Pinned", "Started", "Current", "Open-ended"]);
    expect(read.memberships.map((membership) => membership.organization.name.split(" ")[0])).toEqual(["Alpha", "Zeta"]);
    expect(read.photos.map((photo) => photo.altText)).toEqual([
      "Older of the two",
      "Newer of the two",
      "Later, first place",
    ]);
    expect(read.posts.map((post) => post.title)).toEqual([
      "Event",
      ...Array.from({ length: 9 }, (_, index) => `Live ${index}`),
    ]);
    expect(read.specialHours).toHaveLength(60);
    expect(read.specialHours[0]!.day).toBe(addCalendarDays(today, -2));
    expect(read.specialHours.filter((row) => row.day === addCalendarDays(today, -2))).toHaveLength(2);
    expect(read.tags).toHaveLength(2);
    expect(read).toMatchObject({ ownerId: expect.any(String), enquiriesEnabled: false, onlineBooking: true });
    expect(read.memberSince).toEqual(new Date("2025-06-07T08:09:10.123Z"));
    expect(read.foundingMemberAt).toEqual(new Date("2026-02-03T04:05:06.789Z"));
    expect(read.posts[0]!.startsAt).toBeInstanceOf(Date);
    expect(read.offers.find((offer) => offer.title === "Current")!.validTo).toBeInstanceOf(Date);
    expect(await readProfileBusiness(db, "no-such-business", now)).toBeNull();
  });

  it("gives the profile what the nested read gave it", async () => {
    const input = { city: full.citySlug, key: full.slug, reviewsPage: 1, reviewsSort: "newest" as const };
    const profile = (await getBusinessProfile(db, input, now))!;
    // The fields the profile made of the nested read, made the same way.
    const { tags, verificationStatus, ownerId, memberships, foundingMemberAt, ...rest } = await prismaRead(
      db,
      full.id,
      now,
    );
    expect(profile).toStrictEqual({
      ...profile,
      ...rest,
      organizations: memberships.map((membership) => membership.organization),
      claimable: ownerId === null,
      verified: verificationStatus === "verified",
      foundingMember: foundingMemberAt !== null,
      tags: tags.map((assignment) => assignment.tag),
    });
    expect(profile).toMatchObject({ claimable: false, verified: true, foundingMember: true });
    expect(profile.organizations).toHaveLength(2);
  });

  it("is one statement where the nested read was eleven", async () => {
    const { client, statementsOf } = counting;
    expect(await statementsOf(() => readProfileBusiness(client, full.id, now))).toBe(1);
    const nested = await statementsOf(() => prismaRead(client, full.id, now));
    expect(nested).toBe(11);
    // The whole profile: its id, this read, and the reviews', enquiries' and network's reads.
    const input = { city: full.citySlug, key: full.slug, reviewsPage: 1, reviewsSort: "newest" as const };
    expect(await statementsOf(() => getBusinessProfile(client, input, now))).toBe(10);
  });
});
