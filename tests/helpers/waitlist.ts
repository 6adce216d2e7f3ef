// Waitlist factories: entries, challenges and a category, each with unique values.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/sqlite/client";
import { db } from "@/server/db";
import { uniqueEmail } from "./factories";

const unique = () => randomUUID().slice(0, 8);

export function createWaitlistEntry(data: Partial<Prisma.WaitlistEntryUncheckedCreateInput> = {}) {
  return db.waitlistEntry.create({
    data: { businessName: `Test Business ${unique()}`, ownerName: "Test Owner", email: uniqueEmail("waitlist"), location: "Austin, TX", citySlug: "austin", ...data },
  });
}

export function createChallenge(data: Partial<Prisma.WaitlistChallengeUncheckedCreateInput> = {}) {
  return db.waitlistChallenge.create({ data: { challengeText: `Test challenge ${unique()}`, ...data } });
}

/** A top-level category with one subcategory; returns the subcategory. */
export async function createCategory() {
  const slug = `test-${unique()}`;
  const parent = await db.businessCategory.create({ data: { name: `Parent ${slug}`, slug, level: 0, hasChildren: true } });
  return db.businessCategory.create({ data: { name: `Child ${slug}`, slug: `${slug}-child`, level: 1, parentId: parent.id } });
}

/** The known cities, which a fresh test database lacks (the seed writes them). */
export async function ensureCities() {
  const { KNOWN_CITIES } = await import("@/lib/cities");
  for (const city of KNOWN_CITIES) await db.city.upsert({ where: { slug: city.slug }, create: { id: city.slug, ...city }, update: {} });
}

export const randomZip = () => String(10000 + Math.floor(Math.random() * 90000));
