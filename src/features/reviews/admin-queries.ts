import "server-only";
// The admins' review list: every review, newest first, a page at a time, filtered by status,
// open reports, rating, business and day. Each filter reads an index in order ((createdAt, id),
// (status, createdAt, id), (openReports, createdAt, id), (rating, createdAt, id), the business's
// (businessId, status, createdAt, id)), and the total is counted up to a cap, so a page costs the
// same at any size.
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { columnContains } from "@/platform/db-text";
import type { z } from "zod";
import type { TAdminReviewFilters, ZAdminReviewListSchema, ZBusinessLookupSchema } from "./schema";
import { ADMIN_REVIEWS_COUNT_CAP, ADMIN_REVIEWS_PAGE_SIZE, ADMIN_REVIEW_REPORTS_SHOWN } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;
const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ReviewOrderByWithRelationInput[];

function adminReviewWhere(filters: TAdminReviewFilters): Prisma.ReviewWhereInput {
  const createdAt: Prisma.DateTimeFilter = {};
  if (filters.from) createdAt.gte = new Date(`${filters.from}T00:00:00Z`);
  if (filters.to) createdAt.lt = new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS);
  return {
    ...(filters.status && { status: filters.status }),
    ...(filters.reported && { openReports: { gt: 0 } }),
    ...(filters.rating && { rating: filters.rating }),
    ...(filters.businessId && { businessId: filters.businessId }),
    ...((filters.from || filters.to) && { createdAt }),
  };
}

const REVIEW_FIELDS = {
  id: true,
  reviewerName: true,
  rating: true,
  title: true,
  comment: true,
  status: true,
  origin: true,
  hiddenReason: true,
  hiddenAt: true,
  heldReason: true,
  openReports: true,
  createdAt: true,
  user: { select: { email: true } },
  business: { select: { id: true, businessName: true, city: true, citySlug: true, slug: true } },
  reports: {
    where: { dismissedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ADMIN_REVIEW_REPORTS_SHOWN,
    select: {
      id: true,
      reason: true,
      note: true,
      createdAt: true,
      user: { select: { displayName: true, email: true } },
    },
  },
} satisfies Prisma.ReviewSelect;

export async function listReviewsForAdmin(db: Db, { filters, page }: z.output<typeof ZAdminReviewListSchema>) {
  const where = adminReviewWhere(filters);
  const skip = (page - 1) * ADMIN_REVIEWS_PAGE_SIZE;
  const cap = Math.max(ADMIN_REVIEWS_COUNT_CAP, skip + ADMIN_REVIEWS_PAGE_SIZE);
  const [counted, reviews, business] = await Promise.all([
    // Counted by reading the ids in the page's order (Prisma's capped count orders by id, which
    // sorts every match): the same index as the page, stopping after cap + 1 rows.
    db.review
      .findMany({ where, orderBy: NEWEST_FIRST, take: cap + 1, select: { id: true } })
      .then((rows) => rows.length),
    db.review.findMany({ where, orderBy: NEWEST_FIRST, skip, take: ADMIN_REVIEWS_PAGE_SIZE, select: REVIEW_FIELDS }),
    filters.businessId
      ? db.businessProfile.findUnique({
          where: { id: filters.businessId },
          select: { id: true, businessName: true, city: true },
        })
      : null,
  ]);
  const total = Math.min(counted, cap);
  return {
    reviews,
    total,
    /** More reviews match than were counted: the total is "more than" it. */
    totalCapped: counted > cap,
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE)),
    /** The business filtered by (null when none, or an unknown id). */
    business,
  };
}

/** Up to 10 businesses whose name contains the text (any case; % and _ only match themselves), for the list's business filter. */
export function lookUpBusinesses(db: Db, { text }: z.output<typeof ZBusinessLookupSchema>) {
  return db.$queryRaw<{ id: string; businessName: string; city: string }[]>`
    SELECT "id", "businessName", "city" FROM "BusinessProfile"
    WHERE ${columnContains(`"businessName"`, text)}
    ORDER BY "businessName" ASC, "id" ASC
    LIMIT 10`;
}
