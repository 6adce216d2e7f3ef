import "server-only";
// The admin edit screen's admin-only facts about a business.
import type { Db } from "@/platform/db";
import { findBusiness } from "../access";
import type { AdminBusinessFacts } from "./types";

export async function adminBusinessFacts(db: Db, id: string): Promise<AdminBusinessFacts> {
  const business = await findBusiness(db, id, {
    id: true,
    businessName: true,
    verificationStatus: true,
    featured: true,
    active: true,
    awaitingApproval: true,
    memberSince: true,
    owner: { select: { id: true, email: true, displayName: true } },
  });
  return { ...business, memberSince: business.memberSince.toISOString().slice(0, 10) };
}
