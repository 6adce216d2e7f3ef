// Inserts the generated businesses and their child rows in batches of multi-row INSERTs
// (see bulk.ts), children after their parents so every foreign key is satisfied.
import { randomBytes } from "node:crypto";
import type { Db, DbProvider } from "@/platform/db";
import { hashPassword } from "@/platform/password";
import { bulkInsert } from "./bulk";
import { createBusinessGenerator, type BusinessBatch } from "./businesses";

/** Businesses generated (and held in memory with their child rows) at a time. */
const BUSINESS_BATCH = 2000;

export type InsertCounts = Record<keyof BusinessBatch, number>;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)}s`;

export async function seedBusinesses(
  db: Db,
  provider: DbProvider,
  total: number,
  log: (line: string) => void,
): Promise<InsertCounts> {
  // One hash of a password nobody keeps: the generated owners' accounts cannot sign in.
  const generator = createBusinessGenerator(total, await hashPassword(randomBytes(24).toString("base64url")));
  const counts: InsertCounts = {
    owners: 0,
    ownerRoles: 0,
    businesses: 0,
    tags: 0,
    services: 0,
    offers: 0,
    hours: 0,
    reviews: 0,
  };
  const started = performance.now();
  const reportEvery = Math.max(BUSINESS_BATCH, Math.ceil(total / 10 / BUSINESS_BATCH) * BUSINESS_BATCH);
  let nextReport = reportEvery;

  // The child rows of one batch are written while the next batch is generated and its businesses
  // inserted; on PostgreSQL that overlaps this process's work with the database's.
  let children: Promise<unknown> = Promise.resolve();
  while (counts.businesses < total) {
    const batch = generator.nextBatch(BUSINESS_BATCH);
    if (batch.businesses.length === 0) break;
    // The owners' accounts before the businesses that name them.
    await bulkInsert(db, provider, "User", batch.owners);
    await bulkInsert(db, provider, "UserRole", batch.ownerRoles);
    await bulkInsert(db, provider, "BusinessProfile", batch.businesses);
    await children;
    children = Promise.all([
      bulkInsert(db, provider, "BusinessTagAssignment", batch.tags),
      bulkInsert(db, provider, "Service", batch.services),
      bulkInsert(db, provider, "BusinessOffer", batch.offers),
      bulkInsert(db, provider, "BusinessHours", batch.hours),
      bulkInsert(db, provider, "Review", batch.reviews),
    ]);
    children.catch(() => undefined); // awaited below; this only stops an early failure counting as unhandled
    for (const key of Object.keys(counts) as Array<keyof BusinessBatch>) counts[key] += batch[key].length;
    if (counts.businesses >= nextReport || counts.businesses === total) {
      await children;
      log(`  businesses ${counts.businesses}/${total} (${seconds(started)})`);
      nextReport += reportEvery;
    }
  }
  await children;
  return counts;
}
