import "server-only";
// Claims: a signed-in user with a verified email address asks to own a business that has none; an
// admin approves (the claimant becomes its owner and a business owner) or rejects. Both outcomes
// notify the claimant. The address must be verified when the claim is filed and still when it is
// approved: otherwise anyone could sign up with an owner's address (say a waitlist entry's, whose
// business an admin listed), claim the business, and keep it after switching to an address of their own.
import type { z } from "zod";
import { hasProvenEmail } from "@/features/auth/proven-email";
import { dbProvider, inTransaction, type Db, type DbOrTx } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { findBusiness } from "../access";
import { CLAIM_MESSAGES, type ZSubmitClaimSchema } from "./schema";

export async function submitClaim(db: Db, userId: string, input: z.output<typeof ZSubmitClaimSchema>) {
  if (!(await hasProvenEmail(db, userId))) throw new AppError("FORBIDDEN", CLAIM_MESSAGES.verifyEmailFirst);
  const business = await findBusiness(db, input.businessId, { id: true, ownerId: true }, { active: true });
  if (business.ownerId) throw new AppError("CONFLICT", CLAIM_MESSAGES.alreadyOwned);
  try {
    // pendingKey is unique: a second pending claim by the same user, even sent twice at once, fails here.
    return await db.businessClaim.create({
      data: {
        businessId: business.id,
        userId,
        roleAtBusiness: input.roleAtBusiness,
        phone: input.phone,
        note: input.note || null,
        pendingKey: `${userId}:${business.id}`,
      },
      select: { id: true, status: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", CLAIM_MESSAGES.alreadyPending);
    throw error;
  }
}

/**
 * Decides a pending claim in one transaction (the caller's, when it passes one: the admin's change
 * with its audit entry); approving gives the business and the owner role, and needs the claimant's
 * email address to be verified still.
 *
 * The business row is locked before any claim is touched, so decisions on claims of one business
 * run one after the other: two approvals at once locked the claims, the business and the rival
 * claims in different orders and deadlocked on PostgreSQL. Now the second waits, then finds its
 * claim rejected by the first and answers CONFLICT. (SQLite runs one writer at a time.)
 */
export function decideClaim(db: DbOrTx, adminId: string, claimId: string, decision: "approved" | "rejected") {
  return inTransaction(db, async (tx) => {
    const claim = await tx.businessClaim.findUnique({
      where: { id: claimId },
      select: { id: true, userId: true, businessId: true, business: { select: { businessName: true, ownerId: true } } },
    });
    if (!claim) throw new AppError("NOT_FOUND", CLAIM_MESSAGES.claimNotFound);
    if (dbProvider === "postgresql")
      await tx.$queryRaw`SELECT "id" FROM "BusinessProfile" WHERE "id" = ${claim.businessId} FOR UPDATE`;
    // Only a still-pending claim is decided: a simultaneous second decision changes nothing.
    const marked = await tx.businessClaim.updateMany({
      where: { id: claimId, status: "pending" },
      data: { status: decision, pendingKey: null, decidedById: adminId, decidedAt: new Date() },
    });
    if (marked.count !== 1) throw new AppError("CONFLICT", CLAIM_MESSAGES.alreadyDecided);
    // Checked when deciding, not only when filing: the verification may have been lost since (the throw undoes the mark).
    if (decision === "approved" && !(await hasProvenEmail(tx, claim.userId)))
      throw new AppError("BAD_REQUEST", CLAIM_MESSAGES.claimantUnverified);
    const name = claim.business.businessName;
    if (decision === "approved") {
      const taken = await tx.businessProfile.updateMany({
        where: { id: claim.businessId, ownerId: null },
        data: { ownerId: claim.userId },
      });
      if (taken.count !== 1) throw new AppError("CONFLICT", CLAIM_MESSAGES.alreadyOwned);
      await tx.userRole.upsert({
        where: { userId_role: { userId: claim.userId, role: "business_owner" } },
        create: { userId: claim.userId, role: "business_owner" },
        update: {},
      });
      // The other pending claims for this business can no longer succeed.
      const others = await tx.businessClaim.findMany({
        where: { businessId: claim.businessId, status: "pending" },
        select: { userId: true },
      });
      await tx.businessClaim.updateMany({
        where: { businessId: claim.businessId, status: "pending" },
        data: { status: "rejected", pendingKey: null, decidedById: adminId, decidedAt: new Date() },
      });
      await tx.notification.createMany({
        data: [
          {
            userId: claim.userId,
            type: "claim_approved",
            title: CLAIM_MESSAGES.approvedTitle(name),
            body: CLAIM_MESSAGES.approvedBody,
            link: `/dashboard?business=${claim.businessId}`,
          },
          ...others.map((other) => ({
            userId: other.userId,
            type: "claim_rejected",
            title: CLAIM_MESSAGES.rejectedTitle(name),
            body: CLAIM_MESSAGES.rejectedBody,
            link: `/business/${claim.businessId}`,
          })),
        ],
      });
    } else {
      await tx.notification.create({
        data: {
          userId: claim.userId,
          type: "claim_rejected",
          title: CLAIM_MESSAGES.rejectedTitle(name),
          body: CLAIM_MESSAGES.rejectedBody,
          link: `/business/${claim.businessId}`,
        },
      });
    }
    return { id: claim.id, status: decision, businessId: claim.businessId, claimantId: claim.userId };
  });
}
