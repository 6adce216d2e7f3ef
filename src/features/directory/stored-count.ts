import "server-only";
// Exact totals without counting businesses: DirectoryCount holds how many active businesses each
// city has in each category (kept by triggers on BusinessProfile, migration `directory_counts`).
// A listing narrowed by nothing but a city and a category reads a few of its rows.
import { and, join, sql, type Sql } from "./sql";

/** What a listing narrows by, when that is all it narrows by: a city, and a category with its subcategories. */
export type StoredCountScope = { citySlug: string | null; categoryIds: readonly string[] | null };

/** The statement for the exact number of active businesses in the scope (`total`). */
export function storedCount({ citySlug, categoryIds }: StoredCountScope): Sql {
  const where = and([
    ...(citySlug !== null ? [sql`c."citySlug" = ${citySlug}`] : []),
    ...(categoryIds ? [sql`c."categoryId" IN (${join(categoryIds)})`] : []),
  ]);
  return sql`SELECT COALESCE(SUM(c."businesses"), 0) AS total FROM "DirectoryCount" c WHERE ${where}`;
}
