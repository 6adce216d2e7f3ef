import "server-only";
// Organisation senders' limits on the shared limiter (Redis when configured), counted before
// anything is checked or written.
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { INVITATIONS_PER_DAY, MEMBER_OFFERS_PER_DAY, MEMBERSHIP_MESSAGES, ORGANIZATION_MESSAGES } from "./types";

const DAY = 24 * 60 * MINUTE;
const invitations = createLimiter("organizations:invitations", { limit: INVITATIONS_PER_DAY, windowMs: DAY });
const memberOffers = createLimiter("organizations:member-offers", { limit: MEMBER_OFFERS_PER_DAY, windowMs: DAY });

/** Invitations (to businesses and to email addresses), per organisation per day. */
export async function limitInvitations(organizationId: string): Promise<void> {
  const decision = await invitations.consume(organizationId);
  if (!decision.allowed) throw new AppError("TOO_MANY_REQUESTS", ORGANIZATION_MESSAGES.tooManyInvitations);
}

/** An owner's member-only offers. */
export async function limitMemberOffers(userId: string): Promise<void> {
  const decision = await memberOffers.consume(userId);
  if (!decision.allowed) throw new AppError("TOO_MANY_REQUESTS", MEMBERSHIP_MESSAGES.tooManyOffers);
}
