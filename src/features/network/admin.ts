import "server-only";
// The admin overview's network figures: connections made, referrals this week, closed value won.
import type { Db } from "@/platform/db";

const DAY = 24 * 60 * 60 * 1000;

export async function networkOverview(db: Db, now = new Date()) {
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const [connections, referralsThisWeek, won, reportedRecommendations] = await Promise.all([
    db.businessConnection.count({ where: { status: "accepted" } }),
    db.referral.count({ where: { createdAt: { gte: weekAgo } } }),
    db.referral.aggregate({ where: { status: "won" }, _sum: { valueCents: true }, _count: true }),
    db.recommendation.count({ where: { openReports: { gt: 0 }, status: { not: "removed" } } }),
  ]);
  return {
    connections,
    referralsThisWeek,
    referralsWon: won._count,
    wonValueCents: won._sum.valueCents ?? 0,
    reportedRecommendations,
  };
}
