import "server-only";
// Review submissions (through a link or from an account), reports and helpful marks are limited
// per account and per client address on the shared limiter, counted before anything is checked or
// written.
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE, type Limiter } from "@/platform/rate-limit";
import { REVIEW_MESSAGES } from "./schema";

const submissions = {
  account: createLimiter("reviews:account", { limit: 10, windowMs: 60 * MINUTE }),
  address: createLimiter("reviews:address", { limit: 20, windowMs: 60 * MINUTE }),
};
export const REPORT_LIMITS = { account: 10, address: 20 } as const;
const reports = {
  account: createLimiter("review-reports:account", { limit: REPORT_LIMITS.account, windowMs: 60 * MINUTE }),
  address: createLimiter("review-reports:address", { limit: REPORT_LIMITS.address, windowMs: 60 * MINUTE }),
};
export const HELPFUL_LIMITS = { account: 30, address: 60 } as const;
const helpful = {
  account: createLimiter("review-helpful:account", { limit: HELPFUL_LIMITS.account, windowMs: 60 * MINUTE }),
  address: createLimiter("review-helpful:address", { limit: HELPFUL_LIMITS.address, windowMs: 60 * MINUTE }),
};

async function admit(
  limiters: { account: Limiter; address: Limiter },
  userId: string | null,
  address: string,
  message: string,
) {
  const decisions = await Promise.all([
    limiters.address.consume(address),
    userId ? limiters.account.consume(userId) : { allowed: true },
  ]);
  if (decisions.some((decision) => !decision.allowed)) throw new AppError("TOO_MANY_REQUESTS", message);
}

export const limitReviewSubmission = (userId: string | null, address: string) =>
  admit(submissions, userId, address, REVIEW_MESSAGES.tooManySubmissions);
/** Reports: 10 an hour per account, 20 per client address. */
export const limitReport = (userId: string, address: string) =>
  admit(reports, userId, address, REVIEW_MESSAGES.tooManyReports);
/** Helpful marks: 30 an hour per account, 60 per client address. */
export const limitHelpful = (userId: string, address: string) =>
  admit(helpful, userId, address, REVIEW_MESSAGES.tooManyHelpful);
