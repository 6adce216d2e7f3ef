import "server-only";
// Business card data for a page of ids, in the order given: one raw statement per page (business,
// its active tags by name, its newest active pinned unexpired offer, its hours for the open/closed
// badge), the same shape as the search's
// own statements; Prisma's nested reads cost several times as much for twelve cards. Beside it, the
// page's memberships and its special days of the week ahead (holidays: "Closed · opens 7 AM Fri"),
// raw too: Prisma compiles each of its reads anew for every page of ids (about 0.7 ms of CPU each).
import type { Db } from "@/platform/db";
import { dialect } from "./dialect";
import type { BusinessCardData, BusinessCardTag } from "./types";
import { haversineKm } from "./distance";
import { openStatusAt, type HoursRow, type SpecialHoursRow } from "./open-status";
import { addCalendarDays } from "@/lib/calendar-day";
import { isCityCentre } from "@/lib/cities";
import type { Coordinates } from "./schema";
import { join, sql } from "./sql";

type CardRow = Omit<
  BusinessCardData,
  | "verified"
  | "foundingMember"
  | "tags"
  | "pinnedOffer"
  | "distanceKm"
  | "onlineBooking"
  | "sameDayService"
  | "thumbnailUrl"
  | "openStatus"
  | "position"
> & {
  coverImageUrl: string | null;
  timeZone: string;
  /** JSON text on SQLite, parsed JSON on PostgreSQL (as `tags`). */
  hours: string | HoursRow[] | null;
  verificationStatus: string;
  onlineBooking: boolean | number;
  sameDayService: boolean | number;
  foundingMember: boolean | number;
  latitude: number | null;
  longitude: number | null;
  /** JSON text on SQLite, parsed JSON on PostgreSQL. */
  tags: string | BusinessCardTag[] | null;
  offerId: string | null;
  offerTitle: string | null;
  offerValidTo: Date | null;
};

/** A JSON array column: text on SQLite, already parsed on PostgreSQL. */
const jsonArray = <T>(value: string | T[] | null): T[] =>
  (typeof value === "string" ? (JSON.parse(value) as T[]) : value) ?? [];

const idList = (ids: readonly string[]) => join(ids.map((id) => sql`${id}`));

/** The page's cards in one statement; the offer is joined by the id of the business's newest valid pinned one. */
const cardsStatement = (ids: readonly string[], now: Date) => sql`
  SELECT b."id", b."slug", b."citySlug", b."businessName", b."category", b."address", b."city", b."state", b."logoUrl", b."coverImageUrl", b."timeZone",
         b."averageRating", b."totalReviews", b."memberSince", b."verificationStatus", b."onlineBooking", b."sameDayService",
         b."foundingMemberAt" IS NOT NULL AS "foundingMember", b."latitude", b."longitude", ${dialect.cards.tagsJson} AS "tags", ${dialect.cards.hoursJson} AS "hours",
         o."id" AS "offerId", o."title" AS "offerTitle", o."validTo" AS "offerValidTo"
    FROM "BusinessProfile" b
    LEFT JOIN "BusinessOffer" o ON o."id" = (
      SELECT p."id" FROM "BusinessOffer" p
       WHERE p."businessId" = b."id" AND p."isActive" = TRUE AND p."isPinned" = TRUE
         AND (p."validTo" IS NULL OR p."validTo" >= ${now}) AND (p."validFrom" IS NULL OR p."validFrom" <= ${now})
       ORDER BY p."createdAt" DESC, p."id" ASC LIMIT 1)
   WHERE b."id" IN (${idList(ids)})`;

type MembershipRow = { businessId: string; slug: string; name: string };

/** The page's "Member of …" badges: one read of the memberships' (businessId, status) index. */
const membershipsStatement = (ids: readonly string[]) => sql`
  SELECT m."businessId", o."slug", o."name"
    FROM "OrganizationMember" m
    JOIN "Organization" o ON o."id" = m."organizationId"
   WHERE m."businessId" IN (${idList(ids)}) AND m."status" = 'active' AND o."active" = TRUE`;

/** `closed` is 0 or 1 on SQLite. */
type SpecialDayRow = Omit<SpecialHoursRow, "closed"> & { businessId: string; closed: boolean | number };

/** The page's special days from `from` to `to`: one range of the (businessId, day) index per card. */
const specialDaysStatement = (ids: readonly string[], from: string, to: string) => sql`
  SELECT s."businessId", s."day", s."closed", s."openMinute", s."closeMinute"
    FROM "BusinessSpecialHours" s
   WHERE s."businessId" IN (${idList(ids)}) AND s."day" >= ${from} AND s."day" <= ${to}`;

export async function loadBusinessCards(
  db: Db,
  ids: readonly string[],
  now: Date,
  origin: Coordinates | null,
): Promise<BusinessCardData[]> {
  if (!ids.length) return [];
  // Every zone's yesterday to a week ahead (the days the open status looks at) lies in this range.
  const utcDay = now.toISOString().slice(0, 10);
  const [rows, memberships, specialRows] = await Promise.all([
    db.$queryRaw<CardRow[]>(cardsStatement(ids, now)),
    db.$queryRaw<MembershipRow[]>(membershipsStatement(ids)),
    db.$queryRaw<SpecialDayRow[]>(specialDaysStatement(ids, addCalendarDays(utcDay, -2), addCalendarDays(utcDay, 9))),
  ]);
  const specialOf = new Map<string, SpecialHoursRow[]>();
  for (const { businessId, closed, ...row } of specialRows)
    specialOf.set(businessId, [...(specialOf.get(businessId) ?? []), { ...row, closed: Boolean(closed) }]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const organizationsOf = new Map<string, Array<{ slug: string; name: string }>>();
  for (const { businessId, ...organization } of memberships) {
    organizationsOf.set(businessId, [...(organizationsOf.get(businessId) ?? []), organization]);
  }
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const {
      verificationStatus,
      latitude,
      longitude,
      tags,
      hours,
      timeZone,
      coverImageUrl,
      offerId,
      offerTitle,
      offerValidTo,
      onlineBooking,
      sameDayService,
      foundingMember,
      ...card
    } = row;
    const position =
      latitude !== null && longitude !== null ? { latitude: Number(latitude), longitude: Number(longitude) } : null;
    return [
      {
        ...card,
        thumbnailUrl: card.logoUrl ?? coverImageUrl,
        openStatus: openStatusAt(jsonArray<HoursRow>(hours), timeZone, now, specialOf.get(id)),
        position,
        averageRating: Number(card.averageRating),
        totalReviews: Number(card.totalReviews),
        memberSince: new Date(card.memberSince),
        verified: verificationStatus === "verified",
        onlineBooking: Boolean(onlineBooking),
        sameDayService: Boolean(sameDayService),
        foundingMember: Boolean(foundingMember),
        tags: jsonArray<BusinessCardTag>(tags),
        pinnedOffer: offerId
          ? { id: offerId, title: offerTitle!, validTo: offerValidTo === null ? null : new Date(offerValidTo) }
          : null,
        // A business standing at its city's centre gave no position of its own: no distance is claimed.
        distanceKm:
          origin && position && !isCityCentre(card.citySlug, position)
            ? Math.round(haversineKm(origin, position) * 10) / 10
            : null,
        ...(organizationsOf.has(id) && {
          organizations: organizationsOf.get(id)!.sort((a, b) => a.name.localeCompare(b.name)),
        }),
      },
    ];
  });
}
