// The page's cards come from one raw statement: they must equal what Prisma's nested reads give
// (active tags by name, the newest active pinned offer valid now, the open/closed status from the
// hours, the thumbnail), with the same types; beside them, each card's organisation badges and the
// special days that change its open status.
import { beforeAll, describe, expect, it } from "vitest";
import { createBusiness, createTag, uniqueWord } from "../helpers/business-factories";
import { loadBusinessCards } from "@/features/directory/cards";
import { isCityCentre } from "@/lib/cities";
import { openStatusAt } from "@/features/directory/open-status";
import { db } from "@/platform/db";
import { addBadgeMemberships } from "../helpers/organization-membership";

const now = new Date("2026-03-06T18:00:00Z");
const ids: string[] = [];

beforeAll(async () => {
  const word = uniqueWord();
  const [first, second, inactive] = [await createTag(), await createTag(), await createTag({ isActive: false })];
  const full = await createBusiness({
    name: `${word} Full`,
    latitude: 30.31,
    longitude: -97.72,
    hours: [
      { dayOfWeek: 5, openMinute: 8 * 60, closeMinute: 18 * 60 },
      { dayOfWeek: 6, openMinute: 9 * 60, closeMinute: 13 * 60 },
    ],
    verified: true,
    onlineBooking: true,
    averageRating: 4.5,
    totalReviews: 12,
    category: "Bakery",
    tagIds: [second!.id, inactive!.id, first!.id],
    offers: [
      { title: "Unpinned", isPinned: false },
      { title: "Expired", isPinned: true, validTo: new Date("2026-01-01T00:00:00Z") },
      { title: "Inactive", isPinned: true, isActive: false },
      { title: "Pinned", isPinned: true, validTo: new Date("2026-12-31T00:00:00Z") },
    ],
  });
  const bare = await createBusiness({
    name: `${word} Bare`,
    address: null,
    latitude: null,
    longitude: null,
    sameDayService: true,
  });
  const future = await createBusiness({ name: `${word} Future offer` });
  await db.businessOffer.create({
    data: { businessId: future.id, title: "Not yet", isPinned: true, validFrom: new Date("2027-01-01T00:00:00Z") },
  });
  // A founding member of its area's launch: the card's badge.
  await db.businessProfile.update({ where: { id: full.id }, data: { foundingMemberAt: new Date() } });
  ids.push(bare.id, full.id, future.id);
});

/** The cards as Prisma's nested reads give them (the reads the statement replaced). */
async function prismaCards() {
  const rows = await db.businessProfile.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      slug: true,
      citySlug: true,
      businessName: true,
      category: true,
      address: true,
      city: true,
      state: true,
      logoUrl: true,
      coverImageUrl: true,
      timeZone: true,
      hours: { select: { dayOfWeek: true, openMinute: true, closeMinute: true } },
      averageRating: true,
      totalReviews: true,
      memberSince: true,
      verificationStatus: true,
      onlineBooking: true,
      sameDayService: true,
      foundingMemberAt: true,
      latitude: true,
      longitude: true,
      tags: {
        where: { tag: { isActive: true } },
        orderBy: { tag: { name: "asc" } },
        select: { tag: { select: { id: true, name: true, slug: true, color: true } } },
      },
      offers: {
        where: {
          isActive: true,
          isPinned: true,
          AND: [
            { OR: [{ validTo: null }, { validTo: { gte: now } }] },
            { OR: [{ validFrom: null }, { validFrom: { lte: now } }] },
          ],
        },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take: 1,
        select: { id: true, title: true, validTo: true },
      },
    },
  });
  return ids.map((id) => {
    const {
      verificationStatus,
      foundingMemberAt,
      latitude,
      longitude,
      tags,
      offers,
      coverImageUrl,
      timeZone,
      hours,
      ...card
    } = rows.find((row) => row.id === id)!;
    return {
      ...card,
      thumbnailUrl: card.logoUrl ?? coverImageUrl,
      openStatus: openStatusAt(hours, timeZone, now),
      position: latitude !== null && longitude !== null ? { latitude, longitude } : null,
      verified: verificationStatus === "verified",
      foundingMember: foundingMemberAt !== null,
      tags: tags.map((a) => a.tag),
      pinnedOffer: offers[0] ?? null,
    };
  });
}

describe("cards in one statement", () => {
  it("equal Prisma's nested reads, in the order of the ids, with dates as dates", async () => {
    const origin = { latitude: 30.2, longitude: -97.7 };
    const cards = await loadBusinessCards(db, ids, now, origin);
    const expected = await prismaCards();
    expect(cards.map(({ distanceKm, ...card }) => ({ ...card, located: distanceKm !== null }))).toEqual(
      // A business at its city's centre stands there for want of a position: it has no distance.
      expected.map((card) => ({
        ...card,
        located: card.position !== null && !isCityCentre(card.citySlug, card.position),
      })),
    );
    expect(cards.map((card) => card.distanceKm !== null)).toEqual([false, true, false]);
    expect(cards[1]!.openStatus).not.toBeNull();
    expect(cards[1]!.tags).toHaveLength(2);
    expect(cards[1]!.pinnedOffer?.title).toBe("Pinned");
    expect(cards.map((card) => card.foundingMember)).toEqual([false, true, false]);
    expect(cards[1]!.memberSince).toBeInstanceOf(Date);
    expect(cards[1]!.pinnedOffer?.validTo).toEqual(new Date("2026-12-31T00:00:00Z"));
    expect(cards[2]!.pinnedOffer).toBeNull();
    expect(cards[0]).toMatchObject({
      tags: [],
      pinnedOffer: null,
      distanceKm: null,
      sameDayService: true,
      onlineBooking: false,
    });
  });

  it("skip ids that are gone and read nothing for an empty page", async () => {
    expect((await loadBusinessCards(db, ["missing", ids[0]!], now, null)).map((card) => card.id)).toEqual([ids[0]]);
    expect(await loadBusinessCards(db, [], now, null)).toEqual([]);
  });

  it("carry the active memberships of active organisations, by name, and the special days of the week around now", async () => {
    const word = uniqueWord();
    const member = await createBusiness({
      name: `${word} Member`,
      hours: [{ dayOfWeek: 5, openMinute: 8 * 60, closeMinute: 18 * 60 }],
    });
    const other = await createBusiness({
      name: `${word} Other`,
      hours: [{ dayOfWeek: 5, openMinute: 8 * 60, closeMinute: 18 * 60 }],
    });
    const [alpha, zeta] = await addBadgeMemberships(member.id);
    // Friday 6 March 2026, noon in Austin: closed for the day; a special day far off changes nothing.
    await db.businessSpecialHours.createMany({
      data: [
        { businessId: member.id, day: "2026-03-06", closed: true, label: "Inventory" },
        { businessId: other.id, day: "2026-04-03", closed: true, label: "Later" },
      ],
    });
    const [memberCard, otherCard] = await loadBusinessCards(db, [member.id, other.id], now, null);
    expect(memberCard!.organizations).toEqual([
      { slug: alpha.slug, name: alpha.name },
      { slug: zeta.slug, name: zeta.name },
    ]);
    expect(memberCard!.openStatus?.open).toBe(false);
    expect(otherCard!.organizations).toBeUndefined();
    expect(otherCard!.openStatus?.open).toBe(true);
  });
});
