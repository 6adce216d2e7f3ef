import "server-only";
// Admin management of accounts and their roles. Admins are made here or by the seed, never by sign-up.
import type { Db } from "@/platform/db";
import { Prisma } from "@/generated/sqlite/client";
import { columnContains } from "@/platform/db-text";
import { AppError } from "@/platform/errors";
import type { Role } from "@/lib/roles";
import { CANNOT_REVOKE_OWN_ADMIN_MESSAGE, USER_NOT_FOUND_MESSAGE, USERS_PAGE_SIZE, type TSetUserRoleInput } from "./schema";

const USER_COLUMNS = { id: true, displayName: true, email: true, phone: true, createdAt: true, roles: { select: { role: true } } } as const;

/** Users newest first, optionally those whose name, email or phone contains the search text (literally). */
export async function listUsers(db: Db, input: { search: string; page: number }) {
  const skip = (input.page - 1) * USERS_PAGE_SIZE;
  const { total, users } = input.search ? await searchUsers(db, input.search, skip) : await allUsers(db, skip);
  return {
    total,
    page: input.page,
    pageSize: USERS_PAGE_SIZE,
    users: users.map(({ roles, ...user }) => ({ ...user, roles: roles.map((r) => r.role as Role) })),
  };
}

async function allUsers(db: Db, skip: number) {
  const [total, users] = await Promise.all([
    db.user.count(),
    db.user.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip, take: USERS_PAGE_SIZE, select: USER_COLUMNS }),
  ]);
  return { total, users };
}

async function searchUsers(db: Db, search: string, skip: number) {
  const match = Prisma.join([columnContains(`"displayName"`, search), columnContains(`"email"`, search), columnContains(`"phone"`, search)], " OR ");
  const [counted, page] = await Promise.all([
    db.$queryRaw<{ total: number | bigint }[]>`SELECT COUNT(*) AS "total" FROM "User" WHERE ${match}`,
    db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE ${match} ORDER BY "createdAt" DESC, "id" ASC LIMIT ${USERS_PAGE_SIZE} OFFSET ${skip}`,
  ]);
  const ids = page.map((row) => row.id);
  const rows = await db.user.findMany({ where: { id: { in: ids } }, select: USER_COLUMNS });
  const users = ids.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
  return { total: Number(counted[0]?.total ?? 0), users };
}

export async function setUserRole(db: Db, actingUserId: string, input: TSetUserRoleInput): Promise<Role[]> {
  if (!input.granted && input.role === "admin" && input.userId === actingUserId) {
    throw new AppError("BAD_REQUEST", CANNOT_REVOKE_OWN_ADMIN_MESSAGE);
  }
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true } });
  if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
  if (input.granted) {
    await db.userRole.upsert({
      where: { userId_role: { userId: input.userId, role: input.role } },
      create: { userId: input.userId, role: input.role },
      update: {},
    });
  } else {
    await db.userRole.deleteMany({ where: { userId: input.userId, role: input.role } });
  }
  const rows = await db.userRole.findMany({ where: { userId: input.userId }, select: { role: true } });
  return rows.map((row) => row.role as Role);
}
