// The demo owner's review activity on their first business: requests in every state (one answered
// by an invited review), the demo customer's member review with the owner's reply, helpful marks
// and a report. The business's stored rating is recomputed from its published reviews afterwards.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/platform/db";
import { businessId } from "./businesses";
import { DAY_MS, SEED_NOW } from "./dates";
import { DEMO_USER_IDS } from "./demo-accounts";

/** A request's stored link code: the SHA-256 of a random code that only its email would carry (the seed sends none). */
export const unusableLinkCodeHash = () =>
  createHash("sha256").update(randomBytes(24).toString("base64url")).digest("hex");

const daysAgo = (days: number) => new Date(SEED_NOW.getTime() - days * DAY_MS);

export async function seedDemoReviews(db: Db): Promise<void> {
  const business = businessId(1);
  const { customer, owner, admin } = DEMO_USER_IDS;
  await db.reviewRequest.update({
    where: { id: "rr_demo_1" },
    data: { openedAt: daysAgo(6), completedAt: daysAgo(6) },
  });
  await db.reviewRequest.update({ where: { id: "rr_demo_2" }, data: { openedAt: daysAgo(5) } });
  await db.reviewRequest.create({
    data: {
      id: "rr_demo_4",
      businessId: business,
      linkCodeHash: unusableLinkCodeHash(),
      customerName: "Elena Park",
      customerEmail: "elena.park@example.com",
      createdById: owner,
      sentAt: daysAgo(45),
      expiresAt: daysAgo(15),
      createdAt: daysAgo(45),
    },
  });
  await db.review.createMany({
    data: [
      {
        id: "rev_demo_invited",
        businessId: business,
        reviewRequestId: "rr_demo_1",
        reviewerName: "Jordan L.",
        rating: 5,
        title: "Booked again on the spot",
        comment:
          "They fit me in the same week and everything was done exactly as promised. Friendly, careful and on time.",
        origin: "invited",
        helpfulCount: 2,
        createdAt: daysAgo(6),
        updatedAt: daysAgo(6),
      },
      {
        id: "rev_demo_member",
        businessId: business,
        userId: customer,
        reviewerName: "Casey Customer",
        rating: 4,
        title: "Good value",
        comment: "Fair prices and a friendly team. The wait was a little long on a Saturday, so book ahead.",
        origin: "member",
        replyText: "Thanks, Casey! We've added a second chair on Saturdays, so the wait should be shorter next time.",
        repliedAt: daysAgo(2),
        createdAt: daysAgo(3),
        updatedAt: daysAgo(2),
      },
    ],
  });
  await db.reviewHelpfulVote.createMany({
    data: [
      { reviewId: "rev_demo_invited", userId: customer, createdAt: daysAgo(5) },
      { reviewId: "rev_demo_invited", userId: admin, createdAt: daysAgo(4) },
    ],
  });
  const published = await db.review.aggregate({
    where: { businessId: business, status: "published" },
    _sum: { rating: true },
    _count: { _all: true },
  });
  const count = published._count._all;
  await db.businessProfile.update({
    where: { id: business },
    data: {
      totalReviews: count,
      averageRating: count ? Math.round(((published._sum.rating ?? 0) / count) * 100) / 100 : 0,
    },
  });
  const other = await db.review.findFirst({
    where: { businessId: business, userId: null, reviewRequestId: null, status: "published" },
    select: { id: true },
  });
  if (other) {
    await db.reviewReport.create({
      data: {
        reviewId: other.id,
        userId: customer,
        reason: "not_a_customer",
        note: "This reads like a copy of another listing's review.",
        createdAt: daysAgo(1),
      },
    });
    await db.review.update({ where: { id: other.id }, data: { openReports: 1 } });
  }
}
