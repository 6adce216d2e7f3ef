// The listing activity's reads on the filled data (activity-fill.ts): the owner's enquiry inbox,
// 90 days of insights, the full profile read (gallery, live posts, special days and the response
// badge included) and a city's "What's new" strip, for the busy business (biz_000001: 3,000
// enquiries, 20 photos, 30 live posts) and a typical one. Target: p95 20 ms.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { ownerInbox } from "@/features/enquiries/queries";
import { insightsFor } from "@/features/insights/queries";
import { getBusinessProfile } from "@/features/businesses/profile/queries";
import { cityPosts } from "@/features/posts/queries";
import type { BenchCase } from "./cases";

const BUSY = "biz_000001";
/** The fill's "now": the busy business's posts are live and its insights end on this day. */
const NOW = new Date("2026-11-22T12:00:00.000Z");

type Subject = { id: string; ownerId: string; citySlug: string; slug: string };
const subjects = new Map<"busy" | "typical", Subject>();

async function subject(db: Db, which: "busy" | "typical"): Promise<Subject> {
  const known = subjects.get(which);
  if (known) return known;
  const found =
    which === "busy"
      ? await db.businessProfile.findUniqueOrThrow({
          where: { id: BUSY },
          select: { id: true, ownerId: true, citySlug: true, slug: true },
        })
      : // A listed business with an owner, photos and insights (the fill gives 5,000 of them 90 days).
        await db.businessProfile.findFirstOrThrow({
          where: {
            id: { gte: "biz_050000" },
            ownerId: { not: null },
            active: true,
            awaitingApproval: false,
            insightDays: { some: {} },
            photos: { some: {} },
          },
          orderBy: { id: "asc" },
          select: { id: true, ownerId: true, citySlug: true, slug: true },
        });
  const value = { ...found, ownerId: found.ownerId! };
  subjects.set(which, value);
  return value;
}

function activityCase(
  name: string,
  which: "busy" | "typical",
  run: (db: Db, business: Subject) => Promise<unknown>,
  statements: (business: Subject) => Array<{ label: string; sql: Prisma.Sql }> = () => [],
): BenchCase {
  let business: Subject = { id: "", ownerId: "", citySlug: "", slug: "" };
  return {
    name: `listing activity, ${which === "busy" ? "busy business" : "typical business"}: ${name}`,
    targetMs: 20,
    setup: async (db) => {
      business = await subject(db, which);
    },
    run: (db) => run(db, business),
    statements: async () => statements(business),
  };
}

const owner = (business: Subject) => ({ id: business.ownerId, roles: ["business_owner"] as const });

export function activityCases(): BenchCase[] {
  return (["busy", "typical"] as const).flatMap((which) => [
    activityCase(
      "enquiry inbox, first page",
      which,
      (db, b) => ownerInbox(db, owner(b), { filter: "all", page: 1, businessId: b.id }),
      (b) => [
        {
          label: "page",
          sql: Prisma.sql`SELECT "id" FROM "Enquiry" WHERE "businessId" = ${b.id} AND "status" IN ('new', 'answered', 'closed') ORDER BY "lastMessageAt" DESC LIMIT 20`,
        },
      ],
    ),
    activityCase("enquiry inbox, new only", which, (db, b) =>
      ownerInbox(db, owner(b), { filter: "new", page: 1, businessId: b.id }),
    ),
    activityCase(
      "insights, 90 days",
      which,
      (db, b) => insightsFor(db, owner(b), b.id, 90, NOW),
      (b) => [
        {
          label: "days",
          sql: Prisma.sql`SELECT * FROM "BusinessInsightDay" WHERE "businessId" = ${b.id} AND "day" >= '2026-08-25' AND "day" <= '2026-11-22' ORDER BY "day"`,
        },
      ],
    ),
    activityCase("profile with gallery, posts and response badge", which, (db, b) =>
      getBusinessProfile(db, { city: b.citySlug, key: b.slug, reviewsPage: 1, reviewsSort: "newest" }, NOW),
    ),
    activityCase("city page's What's new strip", which, (db, b) => cityPosts(db, b.citySlug, NOW)),
  ]);
}
