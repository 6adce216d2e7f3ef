import "server-only";
// The owner's reviews inbox: the published reviews of their businesses (or of one of them), newest
// first, all or only those still without a reply, a page at a time, with both counts. A business
// that is not the caller's answers NOT_FOUND, as an unknown one. Replies go through saveReply.
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import type { TReviewInboxInput } from "./schema";
import { REVIEW_INBOX_PAGE_SIZE } from "./types";

// The time zone dates each review as its profile does.
const businessFields = { id: true, businessName: true, citySlug: true, slug: true, timeZone: true } as const;

export async function reviewInbox(db: Db, ownerId: string, input: TReviewInboxInput) {
  const businesses = await db.businessProfile.findMany({
    where: { ownerId },
    orderBy: [{ businessName: "asc" }, { id: "asc" }],
    take: 200,
    select: businessFields,
  });
  if (input.businessId && !businesses.some((business) => business.id === input.businessId))
    throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  const businessIds = input.businessId ? [input.businessId] : businesses.map((business) => business.id);
  const published = { businessId: { in: businessIds }, status: "published" } as const;
  const unanswered = { ...published, replyText: null };
  const [all, open, items] = await Promise.all([
    db.review.count({ where: published }),
    db.review.count({ where: unanswered }),
    db.review.findMany({
      where: input.filter === "unanswered" ? unanswered : published,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * REVIEW_INBOX_PAGE_SIZE,
      take: REVIEW_INBOX_PAGE_SIZE,
      select: {
        id: true,
        reviewerName: true,
        rating: true,
        title: true,
        comment: true,
        createdAt: true,
        replyText: true,
        repliedAt: true,
        business: { select: businessFields },
      },
    }),
  ]);
  return {
    businesses,
    items,
    counts: { all, unanswered: open },
    total: input.filter === "unanswered" ? open : all,
    page: input.page,
    pageSize: REVIEW_INBOX_PAGE_SIZE,
  };
}
