import "server-only";
// Deleting an account: lists, favourites, sessions and the account go; reviews stay, anonymised as
// 'Former member'; owned businesses are left without an owner. The last admin cannot leave. Once
// the account is gone, the images it uploaded that nothing uses any more are removed (a business
// that stays keeps its logo and cover).
import { dbProvider, type Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { removeAccountImages } from "@/features/images/cleanup";
import { CONFIRMATION_MISMATCH_MESSAGE, FORMER_MEMBER_NAME, LAST_ADMIN_MESSAGE } from "./schema";

export async function deleteAccount(db: Db, userId: string, confirmation: string): Promise<void> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, phone: true, roles: { select: { role: true } } },
  });
  const expected = user.email ?? user.phone ?? "";
  if (confirmation.trim().toLowerCase() !== expected.toLowerCase())
    throw new AppError("BAD_REQUEST", CONFIRMATION_MISMATCH_MESSAGE, "confirmation");

  await db.$transaction(async (tx) => {
    // Two admins leaving at once must not leave none: on PostgreSQL the admin rows are locked first,
    // so the second deletion waits and then counts what the first left (SQLite runs one writer at a time).
    if (dbProvider === "postgresql")
      await tx.$queryRaw`SELECT "userId" FROM "UserRole" WHERE "role" = 'admin' FOR UPDATE`;
    await tx.review.updateMany({ where: { userId }, data: { userId: null, reviewerName: FORMER_MEMBER_NAME } });
    // The account's open reports go with it: the reviews' counts of open reports follow.
    await tx.review.updateMany({
      where: { reports: { some: { userId, dismissedAt: null } } },
      data: { openReports: { decrement: 1 } },
    });
    await tx.businessProfile.updateMany({ where: { ownerId: userId }, data: { ownerId: null } });
    await tx.user.delete({ where: { id: userId } });
    // Checked after the delete, inside the transaction: if no admin is left, nothing happens.
    if (
      user.roles.some((row) => row.role === "admin") &&
      (await tx.userRole.count({ where: { role: "admin" } })) === 0
    ) {
      throw new AppError("FORBIDDEN", LAST_ADMIN_MESSAGE);
    }
  });
  // After the commit, so a refused deletion keeps everything. A failure here leaves the account
  // deleted; the orphan sweep removes the unused images a day after their upload anyway.
  try {
    await removeAccountImages(db, userId);
  } catch (error) {
    console.error("Removing a deleted account's images failed:", error);
  }
}
