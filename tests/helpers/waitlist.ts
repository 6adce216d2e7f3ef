// Waitlist test data: a category pair, challenges and a complete join input, all unique per call.
import { randomUUID } from "node:crypto";
import { db } from "@/server/db";
import type { TJoinWaitlistForm } from "@/features/waitlist/schema";
import { uniqueEmail } from "./factories";

const unique = () => randomUUID().slice(0, 8);

export async function createCategoryPair() {
  const id = unique();
  const parent = await db.businessCategory.create({ data: { name: `Parent ${id}`, slug: `parent-${id}`, hasChildren: true }, select: { id: true, name: true } });
  const child = await db.businessCategory.create({
    data: { name: `Child ${id}`, slug: `child-${id}`, parentId: parent.id, level: 1 },
    select: { id: true, name: true },
  });
  return { parent, child };
}

export function createChallenge(data: { usageCount?: number; displayOrder?: number; isApproved?: boolean; isActive?: boolean } = {}) {
  return db.waitlistChallenge.create({
    data: { challengeText: `Challenge ${unique()}`, isApproved: true, ...data },
    select: { id: true, challengeText: true, usageCount: true },
  });
}

/** The required fields only, for the given category pair. */
export function joinInput(pair: { parent: { id: string }; child: { id: string } }, overrides: Partial<TJoinWaitlistForm> = {}): TJoinWaitlistForm {
  return {
    businessName: `Business ${unique()}`,
    ownerName: "Olivia Owner",
    email: uniqueEmail("waitlist"),
    parentCategoryId: pair.parent.id,
    categoryId: pair.child.id,
    location: "Austin, TX",
    ...overrides,
  };
}

let ipCounter = 0;
/** A fresh documentation-range IP address, so each client has its own rate-limit allowance. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}
