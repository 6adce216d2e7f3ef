import "server-only";
// Fair reviews by rule (FTC 16 CFR 465; no selective or insider reviews). Before a review counts:
//  - insiders are refused: the business's owner (and the account that sent the request), and anyone
//    writing from a client address one of the owner's sessions used in the last 30 days;
//  - integrity signals hold it for moderation (status held, with the reason) instead of publishing:
//    reviews of the business are paused (the owner reported extortion), a burst (more reviews in 24
//    hours than max(5, 3x the business's daily average over the 30 days before)), the same text
//    (normalised) already on another business, or a third review from one client address in a day.
// Addresses and texts are compared by their SHA-256; neither is kept in the clear.
import { createHash } from "node:crypto";
import type { Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { BURST_FACTOR, BURST_MIN, REVIEW_MESSAGES, REVIEWS_PER_ADDRESS_PER_DAY, type THeldReason } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back an owner's sessions count as theirs for the same-address check. */
const OWNER_ADDRESS_DAYS = 30;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Lower case, letters and digits only, single spaces: "Great  service!!" and "great service" are the same text. */
function normaliseReviewText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The hash the same-text signal compares; null for an empty text. */
export function reviewTextHash(text: string | null | undefined): string | null {
  const normalised = normaliseReviewText(text ?? "");
  return normalised ? sha256(normalised) : null;
}

/**
 * Refuses a reviewer tied to the business: its owner, the account that sent the request, or a
 * writer whose client address one of the owner's sessions used in the last 30 days.
 */
export async function refuseInsider(
  tx: Tx,
  input: { ownerId: string | null; senderId?: string | null; reviewerId: string | null; addressHash: string | null },
  now = new Date(),
): Promise<void> {
  const { ownerId, senderId, reviewerId, addressHash } = input;
  if (reviewerId && (reviewerId === ownerId || reviewerId === senderId))
    throw new AppError("FORBIDDEN", REVIEW_MESSAGES.insider);
  if (!ownerId || !addressHash) return;
  const sharedAddress = await tx.userSession.count({
    where: { userId: ownerId, addressHash, lastSeenAt: { gt: new Date(now.getTime() - OWNER_ADDRESS_DAYS * DAY_MS) } },
  });
  if (sharedAddress > 0) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.insider);
}

/**
 * Why a new review must wait for moderation, or null to publish it. Read under the business row's
 * lock (the caller's transaction), so simultaneous reviews of one business are counted one by one.
 * `reviewId` is the review being decided when it is already stored (a confirmation): it is not
 * counted twice.
 */
export async function holdReason(
  tx: Tx,
  input: {
    businessId: string;
    paused: boolean;
    textHash: string | null;
    addressHash: string | null;
    reviewId?: string;
  },
  now = new Date(),
): Promise<THeldReason | null> {
  if (input.paused) return "paused";
  const notThis = input.reviewId ? { id: { not: input.reviewId } } : {};
  // Pending reviews were never proven: they count once they are confirmed.
  const counted = { status: { not: "pending_email" as const }, ...notThis };
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const lastDay = await tx.review.count({
    where: { businessId: input.businessId, createdAt: { gt: dayAgo }, ...counted },
  });
  const before = await tx.review.count({
    where: {
      businessId: input.businessId,
      createdAt: { gt: new Date(dayAgo.getTime() - 30 * DAY_MS), lte: dayAgo },
      ...counted,
    },
  });
  if (lastDay + 1 > Math.max(BURST_MIN, BURST_FACTOR * (before / 30))) return "burst";
  if (input.textHash) {
    const elsewhere = await tx.review.findFirst({
      where: { textHash: input.textHash, businessId: { not: input.businessId } },
      select: { id: true },
    });
    if (elsewhere) return "same_text";
  }
  if (input.addressHash) {
    // Every submission from the address counts here, confirmed or not.
    const fromAddress = await tx.review.count({
      where: { addressHash: input.addressHash, createdAt: { gt: dayAgo }, ...notThis },
    });
    if (fromAddress >= REVIEWS_PER_ADDRESS_PER_DAY) return "same_address";
  }
  return null;
}
