import "server-only";
// Creating accounts and checking passwords. Used by the sign-up procedure and next-auth's
// credentials provider.
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { hashPassword, verifyPassword } from "@/platform/password";
import { createRateLimiter } from "@/platform/rate-limit";
import type { Role } from "@/lib/roles";
import { parseIdentifier, type Identifier } from "./identifier";
import {
  ACCOUNT_EXISTS_MESSAGE,
  INVALID_IDENTIFIER_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  ZSignUpSchema,
  type TSignInInput,
  type TSignUpInput,
} from "./schema";

export type AccountSummary = { id: string; displayName: string; roles: Role[] };

function identifierWhere(identifier: Identifier) {
  return identifier.kind === "email" ? { email: identifier.email } : { phone: identifier.phone };
}

/** Signs a new user up as a customer or a business owner; admins are never made here. */
export async function signUp(db: Db, raw: TSignUpInput): Promise<AccountSummary> {
  const input = ZSignUpSchema.parse(raw);
  const identifier = parseIdentifier(input.identifier);
  if (!identifier) throw new AppError("BAD_REQUEST", INVALID_IDENTIFIER_MESSAGE, "identifier");
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: {
        ...identifierWhere(identifier),
        passwordHash,
        displayName: input.displayName,
        roles: { create: [{ role: input.userType }] },
      },
      select: { id: true, displayName: true },
    });
    return { ...user, roles: [input.userType] };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", ACCOUNT_EXISTS_MESSAGE, "identifier");
    throw error;
  }
}

/** Failed sign-ins per account identifier: 10 in 15 minutes, then it waits (guards against password guessing). */
export const failedSignIns = createRateLimiter({ limit: 10, windowMs: 15 * 60 * 1000 });

/** Checks a sign-in; the same message answers an unknown account and a wrong password. */
export async function authenticate(db: Db, input: TSignInInput): Promise<AccountSummary> {
  const identifier = parseIdentifier(input.identifier);
  if (!identifier) throw new AppError("BAD_REQUEST", INVALID_IDENTIFIER_MESSAGE, "identifier");
  const attemptKey = identifier.kind === "email" ? identifier.email : identifier.phone;
  if (failedSignIns.isLimited(attemptKey)) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
  const user = await db.user.findUnique({
    where: identifierWhere(identifier),
    select: { id: true, displayName: true, passwordHash: true, roles: { select: { role: true } } },
  });
  // Compare against a dummy hash for unknown accounts so timing does not reveal which exist.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    failedSignIns.record(attemptKey);
    throw new AppError("UNAUTHORIZED", WRONG_CREDENTIALS_MESSAGE);
  }
  failedSignIns.reset(attemptKey);
  return { id: user.id, displayName: user.displayName, roles: user.roles.map((r) => r.role) };
}

const DUMMY_HASH = "$2b$11$CwTycUXWue0Thq9StjUM0uJ8.9hGzT1oF0gk4n3ZbWb1ZC5uQ6e7y";

export async function getUserRoles(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.userRole.findMany({ where: { userId }, select: { role: true } });
  return rows.map((row) => row.role);
}
