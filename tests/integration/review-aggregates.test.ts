// The stored aggregate (BusinessProfile.averageRating, totalReviews) always equals the aggregate of
// the published reviews: a random sequence of creates, edits, link reviews and their email
// confirmations, hides, restores, publishing held reviews and deletes (by the author and by an
// admin, the admin's through adminChange as the API runs them), partly run at the same time, is
// checked after every round. Held and unconfirmed reviews never count.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { storedAverage } from "@/features/reviews/aggregate";
import { adminChange } from "@/features/audit/admin-change";
import { deleteReviewAsAdmin, hideReview, publishHeldReview, restoreReview } from "@/features/reviews/moderation";
import { confirmLinkReview, deleteReview, saveMemberReview, submitLinkReview } from "@/features/reviews/submit";
import { createUser } from "../helpers/factories";
import { ensureCities } from "../helpers/waitlist";
import { ensureEmailTemplates } from "../helpers/email";
import { businessOwnedBy, confirmTokenFor, createReviewRequest, reviewInput } from "../helpers/reviews";
import { createRng } from "../../prisma/seed/random";

const ADMIN = { db, session: { id: "aggregate-admin", email: "aggregate-admin@test.localhub.example" } };
const asAdmin = <T>(action: string, reviewId: string, write: Parameters<typeof adminChange<T>>[2]) =>
  adminChange(ADMIN, { action, targetId: reviewId }, write);

beforeAll(async () => {
  await ensureCities();
  await ensureEmailTemplates();
});

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
      const reviews = await db.review.findMany({
        where: { businessId: business.id },
        select: { id: true, status: true, userId: true, reviewRequest: { select: { customerEmail: true } } },
      });
      const action = reviews.length === 0 ? 0 : rng.int(0, 8);
      const ignoreRefusals = (error: { code?: string }) => {
        // Two steps of a round may pick the same review: the later one finds it gone or already changed.
        if (error.code !== "NOT_FOUND" && error.code !== "CONFLICT") throw error;
      };
      switch (action) {
        case 0:
        case 1: {
          const user = pick(users);
          return saveMemberReview(
            db,
            { id: user.id, name: user.displayName },
            { businessId: business.id, ...reviewInput(rating()) },
          );
        }
        case 2: {
          const request = await createReviewRequest(business.id);
          return submitLinkReview(
            db,
            { code: request.linkCode, reviewerName: "Linked", ...reviewInput(rating()) },
            null,
          );
        }
        case 3: {
          const { id } = pick(reviews);
          return asAdmin("review.hide", id, (tx) => hideReview(tx, { reviewId: id, reason: "Random hide" })).catch(
            ignoreRefusals,
          );
        }
        case 4: {
          const { id } = pick(reviews);
          return asAdmin("review.restore", id, (tx) => restoreReview(tx, id)).catch(ignoreRefusals);
        }
        case 5: {
          const { id } = pick(reviews);
          return asAdmin("review.delete", id, (tx) => deleteReviewAsAdmin(tx, id)).catch(ignoreRefusals);
        }
        case 6: {
          const review = pick(reviews);
          return deleteReview(db, review.userId ?? "nobody", review.id).catch(ignoreRefusals);
        }
        case 7: {
          // The reviewer confirms from the emailed link (one already used or gone is refused).
          const pending = reviews.find(
            (review) => review.status === "pending_email" && review.reviewRequest?.customerEmail,
          );
          if (!pending) return;
          const token = await confirmTokenFor(pending.reviewRequest!.customerEmail!);
          return confirmLinkReview(db, token).catch((error: { code?: string }) => {
            if (error.code !== "BAD_REQUEST") throw error;
          });
        }
        default: {
          const held = reviews.find((review) => review.status === "held");
          if (!held) return;
          return asAdmin("review.publish", held.id, (tx) => publishHeldReview(tx, held.id)).catch(ignoreRefusals);
        }
      }
    };

    for (let round = 0; round < 12; round++) {
      await Promise.all(Array.from({ length: 4 }, step));
      for (const business of businesses) {
        const published = await db.review.findMany({
          where: { businessId: business.id, status: "published" },
          select: { rating: true },
        });
        const expected = {
          averageRating: storedAverage(
            published.reduce((sum, row) => sum + row.rating, 0),
            published.length,
          ),
          totalReviews: published.length,
        };
        const stored = await db.businessProfile.findUniqueOrThrow({
          where: { id: business.id },
          select: { averageRating: true, totalReviews: true },
        });
        expect(stored, `seed ${seed}, round ${round}`).toEqual(expected);
      }
    }
    expect(
      await db.review.count({ where: { businessId: { in: businesses.map((business) => business.id) } } }),
    ).toBeGreaterThan(0);
  });
});
