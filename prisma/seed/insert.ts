// Inserts the generated businesses and their child rows with createMany in batches.
// PostgreSQL allows at most 65535 bind parameters per statement, so a batch keeps
// rows x columns well under that (1000 businesses x ~36 columns; 5000 child rows x <= 10 columns).
import type { Db } from "@/server/db";
import { createBusinessGenerator, type BusinessBatch } from "./businesses";

const BUSINESS_BATCH = 1000;
const CHILD_BATCH = 5000;

export type InsertCounts = Record<keyof BusinessBatch, number>;

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)}s`;

export async function seedBusinesses(db: Db, total: number, log: (line: string) => void): Promise<InsertCounts> {
  const generator = createBusinessGenerator(total);
  const counts: InsertCounts = { businesses: 0, tags: 0, services: 0, offers: 0, hours: 0, reviews: 0 };
  const started = performance.now();
  const reportEvery = Math.max(BUSINESS_BATCH, Math.ceil(total / 10 / BUSINESS_BATCH) * BUSINESS_BATCH);
  let nextReport = reportEvery;

  while (counts.businesses < total) {
    const batch = generator.nextBatch(BUSINESS_BATCH);
    if (batch.businesses.length === 0) break;
    await db.businessProfile.createMany({ data: batch.businesses });
    await inChunks(batch.tags, CHILD_BATCH, (data) => db.businessTagAssignment.createMany({ data }));
    await inChunks(batch.services, CHILD_BATCH, (data) => db.service.createMany({ data }));
    await inChunks(batch.offers, CHILD_BATCH, (data) => db.businessOffer.createMany({ data }));
    await inChunks(batch.hours, CHILD_BATCH, (data) => db.businessHours.createMany({ data }));
    await inChunks(batch.reviews, CHILD_BATCH, (data) => db.review.createMany({ data }));
    for (const key of Object.keys(counts) as Array<keyof BusinessBatch>) counts[key] += batch[key].length;
    if (counts.businesses >= nextReport || counts.businesses === total) {
      log(`  businesses ${counts.businesses}/${total} (${seconds(started)})`);
      nextReport += reportEvery;
    }
  }
  return counts;
}
