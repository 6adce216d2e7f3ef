// The stored aggregate (BusinessProfile.averageRating, totalReviews) always equals the aggregate of
// the published reviews: a random sequence of creates, edits, hides, restores and deletes (by the
// author and by an admin, the admin's through adminChange as the API runs them), partly run at the
// same time, is checked after every round.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { storedAverage } from "@/features/reviews/aggregate";
import { adminChange } from "@/features/audit/admin-change";
import { deleteReviewAsAdmin, hideReview, restoreReview } from "@/features/reviews/moderation";
import { deleteReview, saveMemberReview, submitLinkReview } from "@/features/reviews/submit";
import { createUser } from "../helpers/factories";
import { ensureCities } from "../helpers/waitlist";
import { businessOwnedBy, createReviewRequest, reviewInput } from "../helpers/reviews";
import { createRng } from "../../prisma/seed/random";

const ADMIN = { db, session: { id: "aggregate-admin", email: "aggregate-admin@test.localhub.example" } };
const asAdmin = <T>(action: string, reviewId: string, write: Parameters<typeof adminChange<T>>[2]) => adminChange(ADMIN, { action, targetId: reviewId }, write);

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
      const reviews = await db.review.findMany({ where: { businessId: business.id }, select: { id: true, status: true, userId: true } });
      const action = reviews.length === 0 ? 0 : rng.int(0, 6);
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
        case 3: {
          const { id } = pick(reviews);
          return asAdmin("review.hide", id, (tx) => hideReview(tx, { reviewId: id, reason: "Random hide" })).catch(ignoreRefusals);
        }
        case 4: {
          const { id } = pick(reviews);
          return asAdmin("review.restore", id, (tx) => restoreReview(tx, id)).catch(ignoreRefusals);
        }
        case 5: {
          const { id } = pick(reviews);
          return asAdmin("review.delete", id, (tx) => deleteReviewAsAdmin(tx, id)).catch(ignoreRefusals);
        }
        default: {
          const review = pick(reviews);
          return deleteReview(db, review.userId ?? "nobody", review.id).catch(ignoreRefusals);
        }
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
