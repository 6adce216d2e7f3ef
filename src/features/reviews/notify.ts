import "server-only";
// After a review or a reply is committed: the emails (new_review to the owner, review_reply to the
// reviewer). Queued in the outbox; a failure is logged and never fails the review or the reply.
import type { Db } from "@/platform/db";
import { absoluteUrl } from "@/platform/site-url";
import { sendTemplatedEmail } from "@/features/email/send";

const profileLink = (business: { citySlug: string; slug: string }) =>
  absoluteUrl(`/business/${business.citySlug}/${business.slug}#reviews`);

function queue(db: Db, templateKey: string, to: string | null | undefined, variables: Record<string, string>) {
  if (!to) return Promise.resolve();
  return sendTemplatedEmail(db, { templateKey, to, variables }).then(
    () => undefined,
    (error: unknown) => console.error(`Queueing the ${templateKey} email failed:`, error),
  );
}

export async function emailOwnerAboutReview(
  db: Db,
  business: { ownerId: string | null; businessName: string; citySlug: string; slug: string },
  review: { rating: number; reviewerName: string },
) {
  if (!business.ownerId) return;
  const owner = await db.user.findUnique({
    where: { id: business.ownerId },
    select: { email: true, displayName: true },
  });
  await queue(db, "new_review", owner?.email, {
    ownerName: owner?.displayName ?? "",
    businessName: business.businessName,
    rating: String(review.rating),
    reviewerName: review.reviewerName,
    profileLink: profileLink(business),
  });
}

export async function emailReviewerAboutReply(db: Db, reviewId: string) {
  const review = await db.review.findUnique({
    where: { id: reviewId },
    select: {
      reviewerName: true,
      replyText: true,
      user: { select: { email: true } },
      reviewRequest: { select: { customerEmail: true } },
      business: { select: { businessName: true, citySlug: true, slug: true } },
    },
  });
  if (!review) return;
  await queue(db, "review_reply", review.user?.email ?? review.reviewRequest?.customerEmail, {
    reviewerName: review.reviewerName,
    businessName: review.business.businessName,
    replyText: review.replyText ?? "",
    profileLink: profileLink(review.business),
  });
}
