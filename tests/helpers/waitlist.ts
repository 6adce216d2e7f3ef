// Waitlist factories: entries, challenges, categories and join inputs, each with unique values.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/sqlite/client";
import { db } from "@/platform/db";
import { invalidateCache } from "@/platform/process-cache";
import { CACHE_TAGS } from "@/features/catalogue/cache";
import type { TJoinWaitlistForm } from "@/features/waitlist/schema";
import { uniqueEmail } from "./factories";

const unique = () => randomUUID().slice(0, 8);

/** A waitlist entry whose owner confirmed the email (pass `emailConfirmedAt: null` for one who did not). */
export function createWaitlistEntry(data: Partial<Prisma.WaitlistEntryUncheckedCreateInput> = {}) {
  return db.waitlistEntry.create({
    data: {
      businessName: `Test Business ${unique()}`,
      ownerName: "Test Owner",
      email: uniqueEmail("waitlist"),
      location: "Austin, TX",
      citySlug: "austin",
      emailConfirmedAt: new Date(),
      ...data,
    },
  });
}

/** A confirmed entry with its referral code and spot key, as a confirmation leaves it. */
export async function createSpot(data: Partial<Prisma.WaitlistEntryUncheckedCreateInput> = {}) {
  const { newReferralKey, newSpotKey } = await import("@/features/waitlist/spot");
  const spot = newSpotKey();
  const entry = await createWaitlistEntry({ referralKey: newReferralKey(), spotKeyHash: spot.hash, ...data });
  return { entry, key: spot.key };
}

/** A challenge written straight to the database, with the cache told, as a moderation would. */
export async function createChallenge(data: Partial<Prisma.WaitlistChallengeUncheckedCreateInput> = {}) {
  const challenge = await db.waitlistChallenge.create({
    data: { challengeText: `Test challenge ${unique()}`, ...data },
  });
  invalidateCache(CACHE_TAGS.challenges);
  return challenge;
}

/** A top-level category with one subcategory. */
export async function createCategoryPair() {
  const slug = `test-${unique()}`;
  const parent = await db.businessCategory.create({
    data: { name: `Parent ${slug}`, slug, level: 0, hasChildren: true },
  });
  const child = await db.businessCategory.create({
    data: { name: `Child ${slug}`, slug: `${slug}-child`, level: 1, parentId: parent.id },
  });
  return { parent, child };
}

/** A top-level category with one subcategory; returns the subcategory. */
export async function createCategory() {
  return (await createCategoryPair()).child;
}

/** The known cities, which a fresh test database lacks (the seed writes them). */
export async function ensureCities() {
  const { KNOWN_CITIES } = await import("@/lib/cities");
  for (const city of KNOWN_CITIES)
    await db.city.upsert({ where: { slug: city.slug }, create: { id: city.slug, ...city }, update: {} });
}

export const randomZip = () => String(10000 + Math.floor(Math.random() * 90000));

/** The required fields of waitlist.join, for the given category pair. */
export function joinInput(
  pair: { parent: { id: string }; child: { id: string } },
  overrides: Partial<TJoinWaitlistForm> = {},
): TJoinWaitlistForm {
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
const ipRun = randomUUID().slice(0, 4);
/**
 * A fresh documentation-range (IPv6) address, so each client has its own allowance. Unique across
 * test files too, which share one database (and so the limits' counters) in a run.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  return `2001:db8:${ipRun}::${ipCounter.toString(16)}`;
}
