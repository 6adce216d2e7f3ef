import "server-only";
// Reading posts: the owner's list (live, expired and hidden ones), the city page's "What's new"
// strip and an event's calendar entry. Every public read filters expiresAt > now, so an expired post
// disappears by itself; the profile reads its live posts with the rest of the profile
// (features/businesses/profile/queries.ts).
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { hasProvenEmail } from "@/features/auth/proven-email";
import { findEditableBusiness, type Editor } from "@/features/businesses/access";
import { localDateTime } from "./dates";
import { eventWhen } from "./format";
import { CITY_STRIP_RECENT_DAYS, CITY_STRIP_SIZE, type TPostState } from "./types";

/** The process cache's tag of the city strips: every post change and moderation invalidates it. */
export const POSTS_CACHE_TAG = "business-posts";
/** A post's own fields, as the profile, the owner's list and the admins' list read them. */
export const POST_FIELDS = {
  id: true,
  kind: true,
  title: true,
  body: true,
  imageUrl: true,
  startsAt: true,
  endsAt: true,
  expiresAt: true,
  createdAt: true,
} as const;
/** The owner's list shows this many of a business's posts, newest first. */
const OWNER_POSTS_SHOWN = 100;
const DAY_MS = 86_400_000;

const stateOf = (post: { status: string; expiresAt: Date }, now: Date): TPostState =>
  post.status === "hidden" ? "hidden" : post.expiresAt > now ? "live" : "expired";

/**
 * A business's posts for its owner (or an admin), newest first, each with where it stands and its
 * dates as the edit form shows them (local to the business); and whether posting is open to them.
 */
export async function listOwnPosts(db: Db, editor: Editor, businessId: string, now = new Date()) {
  const business = await findEditableBusiness(db, businessId, editor);
  const [posts, emailProven] = await Promise.all([
    db.businessPost.findMany({
      where: { businessId: business.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: OWNER_POSTS_SHOWN,
      select: { ...POST_FIELDS, status: true, hiddenReason: true },
    }),
    hasProvenEmail(db, editor.id),
  ]);
  const zone = business.timeZone;
  const local = (at: Date | null) => (at ? localDateTime(at, zone) : "");
  return {
    business: {
      id: business.id,
      businessName: business.businessName,
      timeZone: business.timeZone,
      profilePath: `/business/${business.citySlug}/${business.slug}`,
      live: business.active && !business.awaitingApproval,
    },
    emailProven,
    posts: posts.map((post) => ({
      ...post,
      state: stateOf(post, now),
      when: post.startsAt ? eventWhen(post.startsAt, post.endsAt, zone, now) : null,
      until: eventWhen(post.expiresAt, null, zone, now),
      form: { startsAt: local(post.startsAt), endsAt: local(post.endsAt), expiresAt: local(post.expiresAt) },
    })),
  };
}

export type CityPost = {
  id: string;
  kind: "update" | "offer" | "event";
  title: string;
  imageUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  expiresAt: Date;
  createdAt: Date;
  business: { businessName: string; slug: string; citySlug: string; timeZone: string };
};

/**
 * The ids of the city's newest live posts of verified, listed businesses (at most CITY_STRIP_SIZE).
 * It walks the city's posts of the last CITY_STRIP_RECENT_DAYS newest first from their (citySlug,
 * status, createdAt) index (posts carry their business's city, kept by triggers), checks each one's
 * business by its key and stops at the sixth match.
 */
export function cityPostIdsStatement(citySlug: string, now: Date) {
  const since = new Date(now.getTime() - CITY_STRIP_RECENT_DAYS * DAY_MS);
  return Prisma.sql`
    SELECT p."id" FROM "BusinessPost" p
      JOIN "BusinessProfile" b ON b."id" = p."businessId"
     WHERE p."citySlug" = ${citySlug} AND p."status" = 'published' AND p."createdAt" >= ${since}
       AND p."expiresAt" > ${now}
       AND b."active" = TRUE AND b."awaitingApproval" = FALSE AND b."verificationStatus" = 'verified'
     ORDER BY p."createdAt" DESC
     LIMIT ${CITY_STRIP_SIZE}`;
}

/** The city's "What's new" strip for its directory page: the ids' read, then the few rows by their keys. */
export async function cityPosts(db: Db, citySlug: string, now = new Date()): Promise<CityPost[]> {
  const ids = await db.$queryRaw<{ id: string }[]>(cityPostIdsStatement(citySlug, now));
  if (ids.length === 0) return [];
  const posts = await db.businessPost.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    select: {
      id: true,
      kind: true,
      title: true,
      imageUrl: true,
      startsAt: true,
      endsAt: true,
      expiresAt: true,
      createdAt: true,
      business: { select: { businessName: true, slug: true, citySlug: true, timeZone: true } },
    },
  });
  return posts.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
}

/** A live event of a listed business, for its calendar file; null for anything else. */
export function eventForCalendar(db: Db, postId: string, now = new Date()) {
  return db.businessPost.findFirst({
    where: {
      id: postId,
      kind: "event",
      status: "published",
      expiresAt: { gt: now },
      startsAt: { not: null },
      business: { active: true },
    },
    select: {
      id: true,
      title: true,
      body: true,
      startsAt: true,
      endsAt: true,
      updatedAt: true,
      business: {
        select: {
          businessName: true,
          address: true,
          city: true,
          state: true,
          zipCode: true,
          citySlug: true,
          slug: true,
        },
      },
    },
  });
}
