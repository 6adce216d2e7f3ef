import "server-only";
// Admin management of accounts and their roles. Admins are made here or by the seed, never by sign-up.
import type { Db } from "@/platform/db";
import { containsText } from "@/platform/db-text";
import { AppError } from "@/platform/errors";
import type { Role } from "@/lib/roles";
import { CANNOT_REVOKE_OWN_ADMIN_MESSAGE, USER_NOT_FOUND_MESSAGE, USERS_PAGE_SIZE, type TSetUserRoleInput } from "./schema";

export async function listUsers(db: Db, input: { search: string; page: number }) {
  const where = input.search
    ? { OR: [{ displayName: containsText(input.search) }, { email: containsText(input.search) }, { phone: { contains: input.search } }] }
    : {};
  const [total, users] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (input.page - 1) * USERS_PAGE_SIZE,
      take: USERS_PAGE_SIZE,
      select: { id: true, displayName: true, email: true, phone: true, createdAt: true, roles: { select: { role: true } } },
    }),
  ]);
  return {
    total,
    page: input.page,
    pageSize: USERS_PAGE_SIZE,
    users: users.map(({ roles, ...user }) => ({ ...user, roles: roles.map((r) => r.role as Role) })),
  };
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
