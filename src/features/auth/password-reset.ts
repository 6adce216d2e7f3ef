import "server-only";
// 'Forgot password?': a single-use link valid 60 minutes, sent only to existing accounts while the
// answer stays the same for every address. Using it sets the new password, ends every session of
// the account and clears its failed-sign-in counter.
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { hashPassword } from "@/platform/password";
import { createRateLimiter } from "@/platform/rate-limit";
import { absoluteUrl } from "@/platform/site-url";
import { sendTemplatedEmail } from "@/features/email/send";
import { failedSignIns } from "./accounts";
import { consumeToken, issueToken } from "./account-tokens";
import { INVALID_RESET_LINK_MESSAGE, RESET_REQUESTED_MESSAGE, TOO_MANY_REQUESTS_MESSAGE, type TResetPasswordInput } from "./schema";
import { revokeUserSessions } from "./sessions";

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** Reset emails per address (beyond it, nothing more is sent; the answer does not change). */
export const resetRequestsPerEmail = createRateLimiter({ limit: 3, windowMs: 60 * 60 * 1000 });
/** Reset requests per client address. */
export const resetRequestsPerIp = createRateLimiter({ limit: 10, windowMs: 60 * 60 * 1000 });

export async function requestPasswordReset(db: Db, email: string, ip: string | null): Promise<{ message: string }> {
  const ipKey = ip ?? "unknown";
  if (resetRequestsPerIp.isLimited(ipKey)) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
  resetRequestsPerIp.record(ipKey);
  const answer = { message: RESET_REQUESTED_MESSAGE };
  if (resetRequestsPerEmail.isLimited(email)) return answer;
  resetRequestsPerEmail.record(email);

  const user = await db.user.findUnique({ where: { email }, select: { id: true, displayName: true } });
  if (!user) return answer;
  const token = await issueToken(db, { userId: user.id, purpose: "password_reset", ttlMs: RESET_LINK_TTL_MS });
  await sendTemplatedEmail(db, {
    templateKey: "password_reset",
    to: email,
    variables: { name: user.displayName, resetLink: absoluteUrl(`/auth/reset-password?token=${token}`) },
  });
  return answer;
}

export async function resetPassword(db: Db, input: TResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const claimed = await consumeToken(db, input.token, "password_reset");
  if (!claimed) throw new AppError("BAD_REQUEST", INVALID_RESET_LINK_MESSAGE, "token");
  const user = await db.user.update({ where: { id: claimed.userId }, data: { passwordHash }, select: { email: true, phone: true } });
  await revokeUserSessions(db, claimed.userId);
  for (const key of [user.email, user.phone]) if (key) failedSignIns.reset(key);
}
