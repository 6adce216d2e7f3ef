import "server-only";
// Double opt-in for waitlist sign-ups. A join queues only the confirmation email (a single-use link,
// no text the visitor typed, so nobody can make LocalHub write their words to someone else's
// address); the welcome email and every later email (area launches, claim invitations) go only to
// entries whose owner opened that link.
import { randomBytes } from "node:crypto";
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { absoluteUrl } from "@/platform/site-url";
import { hashToken } from "@/features/auth/account-tokens";
import { sendTemplatedEmail } from "@/features/email/send";
import { WAITLIST_CONFIRM_MESSAGES } from "./schema";
import { creditReferrer, newReferralKey, newSpotKey } from "./spot";

/** The owner's private spot page (place in line, referrals, referral link). */
const spotLink = (key: string) => absoluteUrl(`/waitlist/spot/${key}`);

const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * MINUTE;

/** New links per address (3 an hour) and per client address (10 an hour). */
const confirmationResends = {
  perEmail: createLimiter("waitlist-confirm:resend:email", { limit: 3, windowMs: 60 * MINUTE }),
  perAddress: createLimiter("waitlist-confirm:resend:address", { limit: 10, windowMs: 60 * MINUTE }),
};

/** A fresh link: the raw token (for the email) and the columns that store its hash. */
export function newConfirmationToken(now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    columns: {
      confirmTokenHash: hashToken(token),
      confirmTokenExpiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_MS),
    },
  };
}

/** Queues the confirmation email; its failure is logged and never fails the caller. */
export async function queueConfirmationEmail(
  db: Db,
  entry: { id: string; email: string },
  token: string,
): Promise<void> {
  try {
    await sendTemplatedEmail(db, {
      templateKey: "waitlist_confirm",
      to: entry.email,
      variables: { confirmLink: absoluteUrl(`/waitlist/confirm?token=${token}`) },
    });
  } catch (error) {
    console.error(`Confirmation email for waitlist entry ${entry.id} failed:`, error);
  }
}

/**
 * Uses a link once: the conditional update (token still stored, not expired, not yet confirmed)
 * lets exactly one of two simultaneous uses through, and gives the entry its referral code and
 * spot key. Then the referrer (if any) is credited and the welcome email, with the spot page's
 * link, is queued. Returns the spot key (the raw key lives only in that link).
 */
export async function confirmWaitlistEmail(db: Db, token: string, now = new Date()): Promise<{ spotKey: string }> {
  const confirmTokenHash = hashToken(token);
  const entry = await db.waitlistEntry.findUnique({
    where: { confirmTokenHash },
    select: { id: true, email: true, ownerName: true },
  });
  const spot = newSpotKey();
  const claimed = entry
    ? await db.waitlistEntry.updateMany({
        where: { id: entry.id, confirmTokenHash, emailConfirmedAt: null, confirmTokenExpiresAt: { gt: now } },
        data: {
          emailConfirmedAt: now,
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
          referralKey: newReferralKey(),
          spotKeyHash: spot.hash,
        },
      })
    : { count: 0 };
  if (!entry || claimed.count !== 1) throw new AppError("BAD_REQUEST", WAITLIST_CONFIRM_MESSAGES.invalidLink, "token");
  await creditReferrer(db, entry.id, now);
  try {
    // The address is proven now, so the owner's own name may appear; nothing else they typed does.
    await sendTemplatedEmail(db, {
      templateKey: "welcome",
      to: entry.email,
      variables: { ownerName: entry.ownerName, spotLink: spotLink(spot.key) },
      dedupeKey: `waitlist-welcome:${entry.id}`,
    });
  } catch (error) {
    console.error(`Welcome email for waitlist entry ${entry.id} failed:`, error);
  }
  return { spotKey: spot.key };
}

/**
 * A new link for an unconfirmed entry (earlier links stop working). Always answers the same way,
 * so it does not tell whether an address is on the waitlist; limited per address and per client.
 */
export async function resendConfirmation(db: Db, email: string, clientKey: string): Promise<void> {
  const [byClient, byEmail] = [
    await confirmationResends.perAddress.consume(clientKey),
    await confirmationResends.perEmail.consume(email),
  ];
  if (!byClient.allowed || !byEmail.allowed) throw new AppError("TOO_MANY_REQUESTS", WAITLIST_CONFIRM_MESSAGES.tooMany);
  const entry = await db.waitlistEntry.findUnique({
    where: { email },
    select: { id: true, email: true, emailConfirmedAt: true },
  });
  if (!entry || entry.emailConfirmedAt) return;
  const { token, columns } = newConfirmationToken();
  const updated = await db.waitlistEntry.updateMany({ where: { id: entry.id, emailConfirmedAt: null }, data: columns });
  if (updated.count === 1) await queueConfirmationEmail(db, entry, token);
}
