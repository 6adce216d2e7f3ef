import "server-only";
// Who may list a business, and when a new listing is public. Listing needs a verified email
// address and is limited per account and per client address (a fresh account per listing would
// otherwise publish any number of them). A new listing is public at once only when its owner is
// trusted: an admin, or the owner of a listing an admin approved or verified before. Any other new
// listing waits, inactive, in the admins' queue on /admin/businesses until an admin approves it.
import type { Db, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { isAdmin, type Role } from "@/lib/roles";
import { requireProvenEmail } from "@/features/auth/proven-email";
import { AWAITING_APPROVAL_TEXT } from "./components/status-badge";

const DAY = 24 * 60 * MINUTE;

export const LISTING_MESSAGES = {
  verifyFirst:
    "Verify your email address before listing a business: use the link we sent you, or add an email address on your account page.",
  tooManyListings: "You have listed several businesses today. Please try again tomorrow.",
  awaitingApproval: AWAITING_APPROVAL_TEXT,
} as const;

const listingsPerAccount = createLimiter("business-create:account", { limit: 5, windowMs: DAY });
const listingsPerAddress = createLimiter("business-create:address", { limit: 10, windowMs: DAY });

/** Before a listing is created: a verified email, and the day's allowance of the account and of the address. */
export async function admitListing(db: Db, userId: string, address: string): Promise<void> {
  await requireProvenEmail(db, userId, LISTING_MESSAGES.verifyFirst);
  for (const [limiter, key] of [
    [listingsPerAddress, address],
    [listingsPerAccount, userId],
  ] as const) {
    if (!(await limiter.consume(key)).allowed)
      throw new AppError("TOO_MANY_REQUESTS", LISTING_MESSAGES.tooManyListings);
  }
}

/** Whether the owner's new listings are public at once: an admin, or an owner an admin has approved before. */
export async function isTrustedOwner(tx: Db | Tx, owner: { id: string; roles: readonly Role[] }): Promise<boolean> {
  if (isAdmin(owner.roles)) return true;
  const approved = await tx.businessProfile.findFirst({
    where: { ownerId: owner.id, OR: [{ approvedAt: { not: null } }, { verificationStatus: "verified" }] },
    select: { id: true },
  });
  return approved !== null;
}
