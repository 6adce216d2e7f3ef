import "server-only";
// Review submissions (through a link or from an account) are limited per account and per client
// address, counted before the review is checked or written.
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { REVIEW_MESSAGES } from "./schema";

const perAccount = createLimiter("reviews:account", { limit: 10, windowMs: 60 * MINUTE });
const perAddress = createLimiter("reviews:address", { limit: 20, windowMs: 60 * MINUTE });

export async function limitReviewSubmission(userId: string | null, address: string) {
  const decisions = await Promise.all([perAddress.consume(address), userId ? perAccount.consume(userId) : { allowed: true }]);
  if (decisions.some((decision) => !decision.allowed)) throw new AppError("TOO_MANY_REQUESTS", REVIEW_MESSAGES.tooManySubmissions);
}
