// The plan of a statement as text, for tests that check an index serves it.
import { Prisma } from "@/generated/sqlite/client";
import { db, dbProvider } from "@/platform/db";

/**
 * SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's EXPLAIN with sequential scans (and, with
 * `noBitmapScans`, bitmap scans) discouraged: a test database is tiny, so this shows what an index
 * can serve at scale, and whether it serves a range in order.
 */
export async function explain(statement: Prisma.Sql, { noBitmapScans = false } = {}): Promise<string> {
  if (dbProvider === "sqlite") {
    const rows = await db.$queryRaw<Array<{ detail: string }>>(Prisma.sql`EXPLAIN QUERY PLAN ${statement}`);
    return rows.map((row) => row.detail).join("\n");
  }
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    if (noBitmapScans) await tx.$executeRawUnsafe("SET LOCAL enable_bitmapscan = off");
    const rows = await tx.$queryRaw<Array<{ "QUERY PLAN": string }>>(Prisma.sql`EXPLAIN ${statement}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}
