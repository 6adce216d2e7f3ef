import "server-only";
// The network's senders, limited per owner per day on the shared limiter (Redis when configured),
// counted before anything is checked or written.
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { REPORT_LIMITS } from "@/features/reviews/limits";
import { CONNECTION_REQUESTS_PER_DAY, NETWORK_MESSAGES, RECOMMENDATIONS_PER_DAY, REFERRALS_PER_DAY } from "./types";

const DAY = 24 * 60 * MINUTE;
const limiters = {
  connection: createLimiter("network:connection-requests", { limit: CONNECTION_REQUESTS_PER_DAY, windowMs: DAY }),
  referral: createLimiter("network:referrals", { limit: REFERRALS_PER_DAY, windowMs: DAY }),
  recommendation: createLimiter("network:recommendations", { limit: RECOMMENDATIONS_PER_DAY, windowMs: DAY }),
  report: createLimiter("network:recommendation-reports", { limit: REPORT_LIMITS.account, windowMs: 60 * MINUTE }),
};
const messages = {
  connection: NETWORK_MESSAGES.tooManyRequests,
  referral: NETWORK_MESSAGES.tooManyReferrals,
  recommendation: NETWORK_MESSAGES.tooManyRecommendations,
  report: NETWORK_MESSAGES.tooManyReports,
};

export async function limitNetwork(kind: keyof typeof limiters, userId: string): Promise<void> {
  const decision = await limiters[kind].consume(userId);
  if (!decision.allowed) throw new AppError("TOO_MANY_REQUESTS", messages[kind]);
}
