import "server-only";
// Finding an account by the start of its email (the admin's owner picker): one indexed range read
// (migration `admin_business_list` on PostgreSQL), at most USER_SEARCH_LIMIT rows, in email order. Emails are stored lower-cased.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { columnStartsWith, prefixOrder } from "@/platform/db-text";
import { USER_SEARCH_LIMIT } from "./schema";

export type UserMatch = { id: string; email: string; displayName: string; emailVerified: boolean };

/** The statement (exported for its query-plan test). */
export const emailPrefixStatement = (query: string) => Prisma.sql`
  SELECT "id", "email", "displayName", "emailVerifiedAt" FROM "User"
  WHERE ${columnStartsWith(`"email"`, query)}
  ORDER BY ${prefixOrder(`"email"`)} LIMIT ${USER_SEARCH_LIMIT}`;

export async function searchUsersByEmail(db: Db, query: string): Promise<UserMatch[]> {
  const rows = await db.$queryRaw<
    { id: string; email: string; displayName: string; emailVerifiedAt: Date | string | null }[]
  >(emailPrefixStatement(query));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    emailVerified: row.emailVerifiedAt !== null,
  }));
}
