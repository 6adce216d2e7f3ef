import "server-only";
// Limits on sign-in and sign-up, counted before the password is checked or the account created.
// Sign-in is limited per account AND client address (a guesser slows only themselves: the real
// user, signing in from elsewhere, is never locked out) and per address across all accounts (one
// address trying many accounts); refused attempts make the wait grow, up to an hour.
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE, waitText } from "@/platform/rate-limit";
import { tooManySignInAttemptsMessage, TOO_MANY_SIGN_UPS_MESSAGE } from "./schema";

export const signInPerAccountAndAddress = createLimiter("sign-in:account-address", {
  limit: 5,
  windowMs: 5 * MINUTE,
  maxBlockMs: 60 * MINUTE,
});
const signInPerAddress = createLimiter("sign-in:address", {
  limit: 30,
  windowMs: 15 * MINUTE,
  maxBlockMs: 60 * MINUTE,
});
const signUpsPerAddress = createLimiter("sign-up:address", { limit: 10, windowMs: 60 * MINUTE });

const accountAddressKey = (account: string, address: string) => `${account}|${address}`;

/** Counts a sign-in attempt; throws TOO_MANY_REQUESTS when either limit is used up. */
export async function admitSignIn(account: string, address: string): Promise<void> {
  for (const [limiter, key] of [
    [signInPerAddress, address],
    [signInPerAccountAndAddress, accountAddressKey(account, address)],
  ] as const) {
    const decision = await limiter.consume(key);
    if (!decision.allowed)
      throw new AppError("TOO_MANY_REQUESTS", tooManySignInAttemptsMessage(waitText(decision.retryAfterSeconds)));
  }
}

/** After a successful sign-in this account starts afresh from this address. */
export async function forgetSignInAttempts(account: string, address: string): Promise<void> {
  await signInPerAccountAndAddress.reset(accountAddressKey(account, address));
}

/** After a password reset the account starts afresh from every address. */
export async function forgetAllSignInAttempts(account: string): Promise<void> {
  await signInPerAccountAndAddress.resetPrefix(accountAddressKey(account, ""));
}

export async function admitSignUp(address: string): Promise<void> {
  const decision = await signUpsPerAddress.consume(address);
  if (!decision.allowed) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_SIGN_UPS_MESSAGE);
}
