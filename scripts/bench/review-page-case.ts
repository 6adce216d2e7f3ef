// A profile's reviews at a business with 10,000 of them: the first page (newest first) and the
// 5-to-1-star summary, as the profile page reads them.
import { Prisma } from "@/generated/sqlite/client";
import { dbProvider, type Db } from "@/platform/db";
import { listPublishedReviews, ratingDistribution } from "@/features/reviews/queries";
import type { BenchCase } from "./cases";

const REVIEWS = 10_000;
const CHUNK = 500;

export function reviewPageCase(): BenchCase {
  let businessId = "";
  return {
    name: `profile's first review page and rating summary, business with ${REVIEWS.toLocaleString("en-US")} reviews`,
    targetMs: 20,
    setup: async (db) => {
      const business = await db.businessProfile.findFirstOrThrow({
        where: { active: true },
        orderBy: { id: "desc" },
        select: { id: true },
      });
      businessId = business.id;
      // A reused database still holds the reviews of an earlier run: they are written again.
      await db.review.deleteMany({ where: { id: { startsWith: "bench_review_" } } });
      const start = Date.UTC(2020, 0, 1);
      for (let from = 0; from < REVIEWS; from += CHUNK) {
        await db.review.createMany({
          data: Array.from({ length: Math.min(CHUNK, REVIEWS - from) }, (_, offset) => {
            const index = from + offset;
            return {
              id: `bench_review_${index}`,
              businessId,
              reviewerName: `Reviewer ${index}`,
              rating: 1 + ((index * 7) % 5),
              title: "A visit",
              comment: "Friendly staff, fair prices and quick service. Would come back.",
              status: index % 50 === 0 ? ("hidden" as const) : ("published" as const),
              origin: index % 3 === 0 ? ("invited" as const) : ("member" as const),
              helpfulCount: index % 17,
              createdAt: new Date(start + index * 3_600_000),
            };
          }),
        });
      }
      // Fresh statistics (and on PostgreSQL the visibility map, which the count's index-only scan
      // needs), as autovacuum leaves them after a bulk insert.
      await db.$executeRawUnsafe(dbProvider === "postgresql" ? `VACUUM ANALYZE "Review"` : `ANALYZE "Review"`);
    },
    run: (db: Db) =>
      Promise.all([listPublishedReviews(db, businessId, "newest", 1), ratingDistribution(db, businessId)]),
    statements: async () => [
      {
        label: "first page",
        sql: Prisma.sql`SELECT "id", "reviewerName", "rating" FROM "Review" WHERE "businessId" = ${businessId} AND "status" = 'published' ORDER BY "createdAt" DESC, "id" DESC LIMIT 10`,
      },
      {
        label: "summary",
        sql: Prisma.sql`SELECT "rating", COUNT(*) FROM "Review" WHERE "businessId" = ${businessId} AND "status" = 'published' GROUP BY "rating"`,
      },
    ],
  };
}
