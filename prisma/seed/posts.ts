// The demo's posts: a few updates, offers and events of verified, listed businesses with owners in
// Austin and Houston (the demo owner's first business among them), written in the last three weeks
// before the seed's "now" so each city's directory page shows its "What's new" strip. Events lie
// ahead of the seed's now, at local times of their business. One post waits with a report from the
// demo customer and one is hidden, for the admins' moderation screen. Deterministic: fixed ids,
// texts and times.
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { localDateTime, zonedInstant } from "@/features/posts/dates";
import { DAY_MS, SEED_NOW } from "./dates";
import { DEMO_USER_IDS } from "./demo-accounts";

const HOUR_MS = 3_600_000;

type Plan = {
  kind: "update" | "offer" | "event";
  title: string;
  body: string;
  /** Days before the seed's now it was written. */
  writtenDaysAgo: number;
  /** Events: days after the seed's now, the local start hour and how many hours it lasts. */
  event?: { inDays: number; hour: number; hours: number };
  /** Updates and offers: shown for this many days after they were written (at most a year). */
  showDays?: number;
};

const PLANS: readonly Plan[] = [
  {
    kind: "event",
    title: "Holiday open house",
    body: "Come by for hot cider, meet the team and see what we have been working on this year. Families welcome.",
    writtenDaysAgo: 2,
    event: { inDays: 20, hour: 10, hours: 4 },
  },
  {
    kind: "offer",
    title: "15% off for first-time customers",
    body: "Mention LocalHub when you book and we take 15% off your first visit. Valid through the end of the year.",
    writtenDaysAgo: 4,
    showDays: 60,
  },
  {
    kind: "update",
    title: "New weekday hours",
    body: "We now open an hour earlier on weekdays, so you can stop by before work.",
    writtenDaysAgo: 6,
    showDays: 120,
  },
  {
    kind: "event",
    title: "Free workshop: getting started",
    body: "A relaxed one-hour session with time for questions. Seats are limited, so arrive a few minutes early.",
    writtenDaysAgo: 9,
    event: { inDays: 45, hour: 18, hours: 1 },
  },
  {
    kind: "update",
    title: "Thank you for 10 years",
    body: "Ten years ago we opened our doors in this neighborhood. Thank you to every customer who has walked in since.",
    writtenDaysAgo: 12,
    showDays: 200,
  },
  {
    kind: "offer",
    title: "Free estimate this month",
    body: "Tell us what you need and we will send a written estimate within two business days, at no cost.",
    writtenDaysAgo: 15,
    showDays: 90,
  },
];

/** Posts per city, from the city's first verified, listed, owned businesses (by id). */
const CITIES = [
  { citySlug: "austin", posts: 6 },
  { citySlug: "houston", posts: 4 },
];

/** Returns how many posts were written. */
export async function seedPosts(db: Db): Promise<number> {
  const rows: Prisma.BusinessPostCreateManyInput[] = [];
  for (const { citySlug, posts } of CITIES) {
    const businesses = await db.businessProfile.findMany({
      where: {
        citySlug,
        verificationStatus: "verified",
        active: true,
        awaitingApproval: false,
        ownerId: { not: null },
      },
      orderBy: { id: "asc" },
      take: posts,
      select: { id: true, ownerId: true, timeZone: true },
    });
    businesses.forEach((business, index) => {
      const plan = PLANS[rows.length % PLANS.length]!;
      const createdAt = new Date(SEED_NOW.getTime() - plan.writtenDaysAgo * DAY_MS - index * HOUR_MS);
      let startsAt: Date | null = null;
      let endsAt: Date | null = null;
      let expiresAt = new Date(createdAt.getTime() + (plan.showDays ?? 30) * DAY_MS);
      if (plan.event) {
        const day = localDateTime(new Date(SEED_NOW.getTime() + plan.event.inDays * DAY_MS), business.timeZone).slice(
          0,
          10,
        );
        startsAt = zonedInstant(`${day}T${String(plan.event.hour).padStart(2, "0")}:00`, business.timeZone);
        endsAt = new Date(startsAt.getTime() + plan.event.hours * HOUR_MS);
        expiresAt = endsAt;
      }
      rows.push({
        id: `post_${citySlug}_${index + 1}`,
        businessId: business.id,
        authorId: business.ownerId,
        kind: plan.kind,
        title: plan.title,
        body: plan.body,
        startsAt,
        endsAt,
        expiresAt,
        createdAt,
        updatedAt: createdAt,
      });
    });
  }
  // For the admins' moderation screen: one post reported by the demo customer, one hidden.
  const reported = rows.find((row) => row.kind === "offer");
  const hidden = [...rows].reverse().find((row) => row.kind === "update");
  if (reported) reported.openReports = 1;
  if (hidden) Object.assign(hidden, { status: "hidden", hiddenReason: "Repeats another post word for word." });
  await db.businessPost.createMany({ data: rows });
  if (reported) {
    await db.businessPostReport.create({
      data: {
        id: "post_report_demo",
        postId: reported.id!,
        userId: DEMO_USER_IDS.customer,
        reason: "spam",
        note: "This offer shows up on several businesses.",
        createdAt: SEED_NOW,
      },
    });
  }
  return rows.length;
}
