import "server-only";
// Admin management of accounts and their roles. Admins are made here or by the seed, never by sign-up.
import { inTransaction, type Db, type DbOrTx } from "@/platform/db";
import type { AdminChange } from "@/features/audit/admin-change";
import { Prisma } from "@/generated/sqlite/client";
import { columnContains } from "@/platform/db-text";
import { AppError } from "@/platform/errors";
import type { Role } from "@/lib/roles";
import {
  CANNOT_REVOKE_OWN_ADMIN_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  USERS_PAGE_SIZE,
  type TSetUserRoleInput,
} from "./schema";

const USER_COLUMNS = {
  id: true,
  displayName: true,
  email: true,
  phone: true,
  createdAt: true,
  roles: { select: { role: true } },
} as const;

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
    db.user.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip,
      take: USERS_PAGE_SIZE,
      select: USER_COLUMNS,
    }),
  ]);
  return { total, users };
}

async function searchUsers(db: Db, search: string, skip: number) {
  const match = Prisma.join(
    [columnContains(`"displayName"`, search), columnContains(`"email"`, search), columnContains(`"phone"`, search)],
    " OR ",
  );
  const [counted, page] = await Promise.all([
    db.$queryRaw<{ total: number | bigint }[]>`SELECT COUNT(*) AS "total" FROM "User" WHERE ${match}`,
    db.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "User" WHERE ${match} ORDER BY "createdAt" DESC, "id" ASC LIMIT ${USERS_PAGE_SIZE} OFFSET ${skip}`,
  ]);
  const ids = page.map((row) => row.id);
  const rows = await db.user.findMany({ where: { id: { in: ids } }, select: USER_COLUMNS });
  const users = ids.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
  return { total: Number(counted[0]?.total ?? 0), users };
}

/** The audit side of a role change: the person's roles before and after. */
export function roleChange(input: TSetUserRoleInput): AdminChange<Role[]> {
  return {
    action: input.granted ? "user.grantRole" : "user.revokeRole",
    targetType: "user",
    targetId: input.userId,
    snapshot: async (tx, id) => {
      const user = await tx.user.findUnique({
        where: { id },
        select: { roles: { select: { role: true }, orderBy: { role: "asc" } } },
      });
      return user && { roles: user.roles.map((row) => row.role) };
    },
  };
}

export function setUserRole(db: DbOrTx, actingUserId: string, input: TSetUserRoleInput): Promise<Role[]> {
  if (!input.granted && input.role === "admin" && input.userId === actingUserId) {
    throw new AppError("BAD_REQUEST", CANNOT_REVOKE_OWN_ADMIN_MESSAGE);
  }
  return inTransaction(db, async (tx) => {
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
    if (input.granted) {
      await tx.userRole.upsert({
        where: { userId_role: { userId: input.userId, role: input.role } },
        create: { userId: input.userId, role: input.role },
        update: {},
      });
    } else {
      await tx.userRole.deleteMany({ where: { userId: input.userId, role: input.role } });
    }
    const rows = await tx.userRole.findMany({ where: { userId: input.userId }, select: { role: true } });
    return rows.map((row) => row.role as Role);
  });
}
