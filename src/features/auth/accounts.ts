import "server-only";
// Creating accounts and checking passwords. Used by the sign-up procedure and next-auth's
// credentials provider.
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { isCommonPassword } from "@/platform/common-passwords";
import { hashPassword, needsRehash, verifyPassword } from "@/platform/password";
import type { Role } from "@/lib/roles";
import { safeCallbackPath } from "@/lib/safe-redirect";
import { parseIdentifier, type Identifier } from "./identifier";
import { requestEmailSignUp } from "./sign-up-requests";
import { admitSignIn, admitSignUp, forgetSignInAttempts } from "./limits";
import { COMMON_PASSWORD_REASON, weakPasswordMessage } from "./password-rules";
import {
  ACCOUNT_EXISTS_MESSAGE,
  INVALID_IDENTIFIER_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  ZSignUpSchema,
  type SignUpResult,
  type TSignInInput,
  type TSignUpInput,
} from "./schema";

export type AccountSummary = { id: string; displayName: string; roles: Role[] };

function identifierWhere(identifier: Identifier) {
  return identifier.kind === "email" ? { email: identifier.email } : { phone: identifier.phone };
}

/** The server's part of the strength rules (the list is too big for browsers): every new password passes here. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new AppError("BAD_REQUEST", weakPasswordMessage([COMMON_PASSWORD_REASON]), field);
}

/**
 * Signs a new user up as a customer or a business owner; admins are never made here. Counted per
 * client address before anything else happens. An email address gets a link that creates the
 * account (sign-up-requests.ts); a phone number gets its account at once.
 */
export async function signUp(db: Db, raw: TSignUpInput, clientAddress: string): Promise<SignUpResult> {
  const input = ZSignUpSchema.parse(raw);
  const identifier = parseIdentifier(input.identifier);
  if (!identifier) throw new AppError("BAD_REQUEST", INVALID_IDENTIFIER_MESSAGE, "identifier");
  await admitSignUp(clientAddress);
  refuseCommonPassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  if (identifier.kind === "email") {
    const nextPath = safeCallbackPath(input.nextPath);
    await requestEmailSignUp(db, {
      email: identifier.email,
      displayName: input.displayName,
      role: input.userType,
      passwordHash,
      nextPath,
    });
    return { status: "check_email", email: identifier.email };
  }
  // A phone number cannot be sent a link here: the account is made at once (and a taken number says so).
  try {
    const user = await db.user.create({
      data: {
        phone: identifier.phone,
        passwordHash,
        displayName: input.displayName,
        roles: { create: [{ role: input.userType }] },
      },
      select: { id: true, displayName: true },
    });
    return { status: "signed_up", ...user, roles: [input.userType] };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", ACCOUNT_EXISTS_MESSAGE, "identifier");
    throw error;
  }
}

/**
 * Checks a sign-in; the same message answers an unknown account and a wrong password. The attempt
 * is counted (per account and address, and per address) before the password is checked, and a
 * hash from an older scheme is replaced by today's once the password is known to be right.
 */
export async function authenticate(db: Db, input: TSignInInput, clientAddress: string): Promise<AccountSummary> {
  const identifier = parseIdentifier(input.identifier);
  if (!identifier) throw new AppError("BAD_REQUEST", INVALID_IDENTIFIER_MESSAGE, "identifier");
  const account = identifier.kind === "email" ? identifier.email : identifier.phone;
  await admitSignIn(account, clientAddress);
  const user = await db.user.findUnique({
    where: identifierWhere(identifier),
    select: { id: true, displayName: true, passwordHash: true, roles: { select: { role: true } } },
  });
  // Compare against a dummy hash for unknown accounts so timing does not reveal which exist.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !ok) throw new AppError("UNAUTHORIZED", WRONG_CREDENTIALS_MESSAGE);
  await forgetSignInAttempts(account, clientAddress);
  if (needsRehash(user.passwordHash)) {
    await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password) } });
  }
  return { id: user.id, displayName: user.displayName, roles: user.roles.map((r) => r.role) };
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword("not-a-password-anyone-has-0"));

export async function getUserRoles(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.userRole.findMany({ where: { userId }, select: { role: true } });
  return rows.map((row) => row.role);
}
