import "server-only";
// The admin edit screen's admin-only facts about a business.
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { BUSINESS_MESSAGES } from "@/features/businesses/schema";
import type { AdminBusinessFacts } from "./types";

export async function adminBusinessFacts(db: Db, id: string): Promise<AdminBusinessFacts> {
  const business = await db.businessProfile.findUnique({
    where: { id },
    select: {
      id: true,
      businessName: true,
      verificationStatus: true,
      featured: true,
      active: true,
      awaitingApproval: true,
      memberSince: true,
      owner: { select: { id: true, email: true, displayName: true } },
    },
  });
  if (!business) throw new AppError("NOT_FOUND", BUSINESS_MESSAGES.notFound);
  return { ...business, memberSince: business.memberSince.toISOString().slice(0, 10) };
}
