// Review test data: businesses with owners, request links and reviews written straight to the database.
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/platform/db";
import { createBusiness } from "./business-factories";
import { realEmail } from "./email";

/** A business owned by `ownerId` (or by nobody). */
export async function businessOwnedBy(ownerId: string | null, name = "Reviewed Business") {
  const business = await createBusiness({ name });
  await db.businessProfile.update({ where: { id: business.id }, data: { ownerId } });
  return business;
}

/** A request and its link code (the database keeps only the code's SHA-256, as the app does). */
export async function createReviewRequest(
  businessId: string,
  options: { expiresAt?: Date; customerEmail?: string | null; customerName?: string; createdById?: string } = {},
) {
  const linkCode = randomBytes(24).toString("base64url");
  const request = await db.reviewRequest.create({
    data: {
      businessId,
      linkCodeHash: createHash("sha256").update(linkCode).digest("hex"),
      createdById: options.createdById ?? null,
      customerName: options.customerName ?? "Casey Customer",
      customerEmail:
        options.customerEmail === undefined
          ? `casey-${randomBytes(4).toString("hex")}@test.localhub.example`
          : options.customerEmail,
      sentAt: new Date(),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    },
  });
  return { ...request, linkCode };
}

/** The token of the newest review_confirm email to `to` (the confirmation link's only copy), read as the recipient gets it. */
export async function confirmTokenFor(to: string): Promise<string> {
  const email = realEmail(
    await db.emailMessage.findFirstOrThrow({
      where: { toAddress: to, templateKey: "review_confirm" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    }),
  );
  const token = /\/review\/confirm\?token=([\w-]+)/.exec(email.bodyText)?.[1];
  if (!token) throw new Error(`no review_confirm link for ${to}`);
  return token;
}

/** A published review (not counted in the stored aggregate: for tests that do not look at it). */
export function createReview(
  businessId: string,
  options: {
    userId?: string | null;
    status?: "published" | "hidden" | "held" | "pending_email";
    rating?: number;
    openReports?: number;
    createdAt?: Date;
    reviewerName?: string;
    comment?: string;
    textHash?: string | null;
    addressHash?: string | null;
  } = {},
) {
  return db.review.create({
    data: {
      businessId,
      userId: options.userId ?? null,
      reviewerName: options.reviewerName ?? "Robin R.",
      rating: options.rating ?? 4,
      comment: options.comment ?? "Friendly staff and quick service.",
      textHash: options.textHash ?? null,
      addressHash: options.addressHash ?? null,
      status: options.status ?? "published",
      openReports: options.openReports ?? 0,
      ...(options.createdAt && { createdAt: options.createdAt }),
    },
  });
}

/**
 * A review's fields. The default text is unique (a review with the same text as one on another
 * business is held for moderation), so tests that do not look at texts do not trip that rule.
 */
export const reviewInput = (
  rating = 5,
  text = `Great service, friendly people, fair prices. Visit ${randomBytes(4).toString("hex")}.`,
) => ({ rating, title: "Recommended", text });
