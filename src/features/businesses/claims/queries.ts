import "server-only";
import type { Db } from "@/platform/db";
import { hasVerifiedEmail } from "@/features/auth/verification-status";

const CLAIMS_PAGE_SIZE = 50;

/**
 * Claims in one status, oldest pending first (newest first once decided), with the business's
 * current owner, for the admin list. Each claimant comes with their email address and whether it
 * is verified now (an unverified claimant cannot be approved: decideClaim).
 */
export async function listClaims(db: Db, status: "pending" | "approved" | "rejected") {
  const claims = await db.businessClaim.findMany({
    where: { status },
    orderBy: { createdAt: status === "pending" ? "asc" : "desc" },
    take: CLAIMS_PAGE_SIZE,
    select: {
      id: true,
      roleAtBusiness: true,
      phone: true,
      note: true,
      status: true,
      createdAt: true,
      decidedAt: true,
      user: { select: { id: true, displayName: true, email: true, emailVerifiedAt: true } },
      business: {
        select: {
          id: true,
          businessName: true,
          city: true,
          owner: { select: { id: true, displayName: true, email: true } },
        },
      },
    },
  });
  return claims.map(({ user: { emailVerifiedAt, ...user }, ...claim }) => ({
    ...claim,
    user: { ...user, emailVerified: hasVerifiedEmail({ email: user.email, emailVerifiedAt }) },
  }));
}
