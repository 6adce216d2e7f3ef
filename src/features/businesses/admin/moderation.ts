import "server-only";
// An admin's decisions on one business: verification (with a reason the owner is told when it is
// rejected), featured, active. Each write takes a DbOrTx and joins the caller's transaction
// (adminChange), so the change, its audit entry and the owner's notice commit together. The
// opening-hours copies of `active` and `verificationStatus` (the directory's open-now filter) are
// kept by the database triggers on BusinessProfile, so a plain update is enough.
import { inTransaction, type DbOrTx, type Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { isEmailVerified } from "@/features/auth/email-verification";
import { findBusiness } from "../access";
import { countFeaturedOnHome } from "./queries";
import { notifyOwner } from "@/features/notifications/notify-owner";
import { NOTICES } from "./notices";
import { BUSINESS_ADMIN_MESSAGES as M, HOME_FEATURED_LIMIT, type VerificationStatus } from "./types";

const TARGET = {
  id: true,
  businessName: true,
  ownerId: true,
  verificationStatus: true,
  active: true,
  featured: true,
  awaitingApproval: true,
} as const;

function loadTarget(tx: Tx, id: string) {
  return findBusiness(tx, id, TARGET);
}

/** The fields an audit entry compares before and after. */
export const businessSnapshot = (tx: Tx, id: string) =>
  tx.businessProfile.findUnique({
    where: { id },
    select: { verificationStatus: true, featured: true, active: true, awaitingApproval: true },
  });

/**
 * Sets the verification status. A business is verified only once its owner has verified their
 * email address (phone-only owners are exempt). The owner is told of a verification or a rejection
 * (with the reason); returning a business to pending tells nobody.
 */
export function setVerification(db: DbOrTx, input: { id: string; status: VerificationStatus; reason: string }) {
  return inTransaction(db, async (tx) => {
    const business = await loadTarget(tx, input.id);
    if (business.verificationStatus === input.status)
      return { id: business.id, verificationStatus: input.status, changed: false };
    if (input.status === "verified" && business.ownerId && !(await isEmailVerified(tx, business.ownerId))) {
      throw new AppError("BAD_REQUEST", M.ownerEmailUnverified);
    }
    await tx.businessProfile.update({
      where: { id: business.id },
      data: { verificationStatus: input.status },
      select: { id: true },
    });
    if (input.status === "verified") await notifyOwner(tx, business, NOTICES.verified(business));
    if (input.status === "rejected") await notifyOwner(tx, business, NOTICES.rejected(business, input.reason));
    return { id: business.id, verificationStatus: input.status, changed: true };
  });
}

/** The home page shows the newest HOME_FEATURED_LIMIT active featured businesses; past that, a warning. */
export async function featuredWarning(tx: Tx): Promise<{ featuredActive: number; warning: string | null }> {
  const featuredActive = await countFeaturedOnHome(tx);
  return { featuredActive, warning: featuredActive > HOME_FEATURED_LIMIT ? M.featuredOverLimit(featuredActive) : null };
}

export function setFeatured(db: DbOrTx, input: { id: string; featured: boolean }) {
  return inTransaction(db, async (tx) => {
    const business = await loadTarget(tx, input.id);
    if (business.featured !== input.featured) {
      await tx.businessProfile.update({
        where: { id: business.id },
        data: { featured: input.featured },
        select: { id: true },
      });
    }
    const { featuredActive, warning } = await featuredWarning(tx);
    return { id: business.id, featured: input.featured, featuredActive, warning: input.featured ? warning : null };
  });
}

/**
 * Activates or deactivates; an inactive business leaves the directory and its profile, and its
 * owner is told. Activating a new listing that waits for approval approves it: it becomes public,
 * its owner is told, and their later listings are public at once (listing-approval.ts).
 */
export function setActive(db: DbOrTx, input: { id: string; active: boolean }, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const business = await loadTarget(tx, input.id);
    if (business.active === input.active) return { id: business.id, active: input.active, changed: false };
    const approving = input.active && business.awaitingApproval;
    await tx.businessProfile.update({
      where: { id: business.id },
      data: { active: input.active, ...(approving ? { awaitingApproval: false, approvedAt: now } : {}) },
      select: { id: true },
    });
    if (approving) await notifyOwner(tx, business, NOTICES.approved(business));
    if (!input.active) await notifyOwner(tx, business, NOTICES.deactivated(business));
    return { id: business.id, active: input.active, changed: true };
  });
}
