// Review test data: businesses with owners, request links and reviews written straight to the database.
import { randomBytes } from "node:crypto";
import { db } from "@/platform/db";
import { createBusiness } from "./business-factories";

/** A business owned by `ownerId` (or by nobody). */
export async function businessOwnedBy(ownerId: string | null, name = "Reviewed Business") {
  const business = await createBusiness({ name });
  await db.businessProfile.update({ where: { id: business.id }, data: { ownerId } });
  return business;
}

export async function createReviewRequest(businessId: string, options: { expiresAt?: Date; customerEmail?: string; customerName?: string } = {}) {
  return db.reviewRequest.create({
    data: {
      businessId,
      linkCode: randomBytes(24).toString("base64url"),
      customerName: options.customerName ?? "Casey Customer",
      customerEmail: options.customerEmail ?? `casey-${randomBytes(4).toString("hex")}@test.localhub.example`,
      sentAt: new Date(),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    },
  });
}

/** A published review (not counted in the stored aggregate: for tests that do not look at it). */
export function createReview(
  businessId: string,
  options: { userId?: string | null; status?: "published" | "hidden"; rating?: number; openReports?: number; createdAt?: Date; reviewerName?: string } = {},
) {
  return db.review.create({
    data: {
      businessId,
      userId: options.userId ?? null,
      reviewerName: options.reviewerName ?? "Robin R.",
      rating: options.rating ?? 4,
      comment: "Friendly staff and quick service.",
      status: options.status ?? "published",
      openReports: options.openReports ?? 0,
      ...(options.createdAt && { createdAt: options.createdAt }),
    },
  });
}

export const reviewInput = (rating = 5, text = "Great service, friendly people, fair prices.") => ({ rating, title: "Recommended", text });
