// Multi-row INSERTs through the app's Prisma client, for the large generated tables.
//
// Why not createMany: with Prisma 6.19's client engine, createMany renders every bound value through
// its JavaScript query interpreter (~20 µs per value here), so 100,000 businesses (~14.5 million values)
// took 5.5 min on SQLite and 6.7 min on PostgreSQL. A plain parameterised INSERT through
// $executeRawUnsafe goes through the same driver adapter, which encodes values exactly as createMany
// does (Date -> the adapter's timestamp text, boolean -> 0/1 on SQLite), at a fraction of the cost.
import type { Db, DbProvider } from "@/platform/db";

export type SqlValue = string | number | boolean | Date | null;

/**
 * Bind parameters per statement. SQLite allows 32,766 and PostgreSQL 65,535, but larger statements
 * are not faster, and Prisma keeps the arguments of its last 100 requests in memory (its debug log).
 */
const MAX_PARAMS: Record<DbProvider, number> = { sqlite: 10_000, postgresql: 10_000 };

/**
 * Inserts `rows` into `table` (the Prisma model name, which is the table name in this schema).
 * Every row must have the same keys, which are the column names; no defaults are applied, so the
 * rows must carry every value the table needs (ids, createdAt, updatedAt, ...).
 */
export async function bulkInsert<T extends { [K in keyof T]: SqlValue | undefined }>(
  db: Db,
  provider: DbProvider,
  table: string,
  rows: readonly T[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first) as Array<keyof T & string>;
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMS[provider] / columns.length));
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `;

  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const values: SqlValue[] = [];
    const tuples: string[] = [];
    for (const row of chunk) {
      if (Object.keys(row).length !== columns.length)
        throw new Error(`bulkInsert(${table}): rows must all have the same columns`);
      const marks: string[] = [];
      for (const column of columns) {
        const value = row[column];
        values.push(value === undefined ? null : value);
        marks.push(provider === "postgresql" ? `$${values.length}` : "?");
      }
      tuples.push(`(${marks.join(", ")})`);
    }
    await db.$executeRawUnsafe(head + tuples.join(", "), ...values);
  }
}
