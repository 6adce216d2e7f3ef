// The stored aggregate (BusinessProfile.averageRating, totalReviews) always equals the aggregate of
// the published reviews: a random sequence of creates, edits, hides, restores and deletes, partly
// run at the same time, is checked after every round.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { storedAverage } from "@/features/reviews/aggregate";
import { setReviewHidden } from "@/features/reviews/responses";
import { deleteReview, saveMemberReview, submitLinkReview } from "@/features/reviews/submit";
import { createUser } from "../helpers/factories";
import { ensureCities } from "../helpers/waitlist";
import { businessOwnedBy, createReviewRequest, reviewInput } from "../helpers/reviews";
import { createRng } from "../../prisma/seed/random";

const ADMIN = { id: "aggregate-admin", roles: ["admin" as const] };

beforeAll(ensureCities);

describe("stored review aggregate", () => {
  it("matches the published reviews after random creates, edits, hides and deletes", async () => {
    const seed = Date.now() % 1_000_000;
    // Seeded, so a failing sequence can be replayed from the printed seed.
    const rng = createRng(seed);
    const { pick } = rng;
    const rating = () => rng.int(1, 5);
    const businesses = [await businessOwnedBy(null, "Aggregate One"), await businessOwnedBy(null, "Aggregate Two")];
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser()));

    const step = async () => {
      const business = pick(businesses);
      const reviews = await db.review.findMany({ where: { businessId: business.id }, select: { id: true, status: true } });
      const action = reviews.length === 0 ? 0 : rng.int(0, 5);
      const ignoreRefusals = (error: { code?: string }) => {
        // Two steps of a round may pick the same review: the later one finds it gone or already changed.
        if (error.code !== "NOT_FOUND" && error.code !== "CONFLICT") throw error;
      };
      switch (action) {
        case 0:
        case 1: {
          const user = pick(users);
          return saveMemberReview(db, { id: user.id, name: user.displayName }, { businessId: business.id, ...reviewInput(rating()) });
        }
        case 2: {
          const request = await createReviewRequest(business.id);
          return submitLinkReview(db, { code: request.linkCode, reviewerName: "Linked", ...reviewInput(rating()) }, null);
        }
        case 3:
          return setReviewHidden(db, { reviewId: pick(reviews).id, reason: "Random hide" }).catch(ignoreRefusals);
        case 4:
          return setReviewHidden(db, { reviewId: pick(reviews).id, reason: null }).catch(ignoreRefusals);
        default:
          return deleteReview(db, ADMIN, pick(reviews).id).catch(ignoreRefusals);
      }
    };

    for (let round = 0; round < 12; round++) {
      await Promise.all(Array.from({ length: 4 }, step));
      for (const business of businesses) {
        const published = await db.review.findMany({ where: { businessId: business.id, status: "published" }, select: { rating: true } });
        const expected = { averageRating: storedAverage(published.reduce((sum, row) => sum + row.rating, 0), published.length), totalReviews: published.length };
        const stored = await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { averageRating: true, totalReviews: true } });
        expect(stored, `seed ${seed}, round ${round}`).toEqual(expected);
      }
    }
    expect(await db.review.count({ where: { businessId: { in: businesses.map((business) => business.id) } } })).toBeGreaterThan(0);
  });
});
