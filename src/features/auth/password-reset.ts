import "server-only";
// 'Forgot password?': a single-use link valid 60 minutes, sent only to existing accounts while the
// answer stays the same for every address. Using it sets the new password, ends every session of
// the account and clears its failed-sign-in counter. Using a link is limited per client address and
// checks the token (one indexed lookup of its hash) before the new password is hashed, so made-up
// tokens cost the server next to nothing and cannot slow everyone's sign-ins down.
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { hashPassword } from "@/platform/password";
import { createLimiter, MINUTE, waitText } from "@/platform/rate-limit";
import { absoluteUrl } from "@/platform/site-url";
import { sendTemplatedEmail } from "@/features/email/send";
import { refuseCommonPassword } from "./accounts";
import { forgetAllSignInAttempts } from "./limits";
import { consumeToken, issueToken, tokenState } from "./account-tokens";
import {
  INVALID_RESET_LINK_MESSAGE,
  REPLACED_RESET_LINK_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  tooManyResetAttemptsMessage,
  TOO_MANY_REQUESTS_MESSAGE,
  type TResetPasswordInput,
} from "./schema";
import { revokeUserSessions } from "./sessions";

const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** Reset emails per address (beyond it, nothing more is sent; the answer does not change). */
const resetRequestsPerEmail = createLimiter("password-reset:email", { limit: 3, windowMs: 60 * MINUTE });
/** Reset requests per client address. */
const resetRequestsPerIp = createLimiter("password-reset:address", { limit: 10, windowMs: 60 * MINUTE });
/** Attempts to use a reset link (set a new password) per client address, valid or not. */
const resetAttemptsPerIp = createLimiter("password-reset:use-address", { limit: 10, windowMs: 15 * MINUTE });

export async function requestPasswordReset(db: Db, email: string, clientAddress: string): Promise<{ message: string }> {
  if (!(await resetRequestsPerIp.consume(clientAddress)).allowed)
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
  const answer = { message: RESET_REQUESTED_MESSAGE };
  if (!(await resetRequestsPerEmail.consume(email)).allowed) return answer;

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

export async function resetPassword(db: Db, input: TResetPasswordInput, clientAddress: string): Promise<void> {
  const decision = await resetAttemptsPerIp.consume(clientAddress);
  if (!decision.allowed)
    throw new AppError("TOO_MANY_REQUESTS", tooManyResetAttemptsMessage(waitText(decision.retryAfterSeconds)));
  // Unknown, used, replaced or expired: refused before anything expensive (argon2) runs.
  const state = await tokenState(db, input.token, "password_reset");
  if (state !== "usable") {
    const message = state === "replaced" ? REPLACED_RESET_LINK_MESSAGE : INVALID_RESET_LINK_MESSAGE;
    throw new AppError("BAD_REQUEST", message, "token");
  }
  refuseCommonPassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  // Claimed with a conditional update: of two simultaneous uses of one link only one gets here.
  const claimed = await consumeToken(db, input.token, "password_reset");
  if (!claimed) throw new AppError("BAD_REQUEST", INVALID_RESET_LINK_MESSAGE, "token");
  const user = await db.user.update({
    where: { id: claimed.userId },
    data: { passwordHash },
    select: { email: true, phone: true },
  });
  await revokeUserSessions(db, claimed.userId);
  for (const key of [user.email, user.phone]) if (key) await forgetAllSignInAttempts(key);
}
