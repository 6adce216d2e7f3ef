import "server-only";
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import {
  SUBSCRIBED_MESSAGE,
  TOO_MANY_SUBSCRIBES_MESSAGE,
  type NewsletterSubscribeResult,
  type TNewsletterSubscribeInput,
} from "./schema";

/** Sign-ups per client address: enough for a household or an office, not for a script. */
const newsletterSignUps = createLimiter("newsletter:address", { limit: 10, windowMs: 15 * MINUTE });

const subscribed: NewsletterSubscribeResult = { status: "subscribed", message: SUBSCRIBED_MESSAGE };

/**
 * Adds the address to the newsletter. A second sign-up of the same address (also a simultaneous
 * one, which the unique index turns into a conflict) changes nothing and gets the same answer as a
 * first, so the box tells no one which addresses are subscribed; an address that had unsubscribed
 * is subscribed again.
 */
export async function subscribeToNewsletter(
  db: Db,
  input: TNewsletterSubscribeInput,
  clientKey: string,
): Promise<NewsletterSubscribeResult> {
  if (!(await newsletterSignUps.consume(clientKey)).allowed)
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_SUBSCRIBES_MESSAGE);

  const existing = await db.newsletterSubscriber.findUnique({
    where: { email: input.email },
    select: { unsubscribedAt: true },
  });
  if (existing) {
    if (!existing.unsubscribedAt) return subscribed;
    await db.newsletterSubscriber.update({ where: { email: input.email }, data: { unsubscribedAt: null } });
    return subscribed;
  }
  try {
    await db.newsletterSubscriber.create({ data: { email: input.email, source: "footer" } });
    return subscribed;
  } catch (error) {
    if (isUniqueViolation(error)) return subscribed;
    throw error;
  }
}
