import "server-only";
// Enquiries' senders, on the shared limiter (Redis when configured), counted before anything is
// checked or written: new enquiries per account (an hour and a day) and per client address (an
// hour); replies per account (an hour), from either side of a thread; an owner's reports.
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { REPORT_LIMITS } from "@/features/reviews/limits";
import {
  ENQUIRIES_PER_ADDRESS_PER_HOUR,
  ENQUIRIES_PER_DAY,
  ENQUIRIES_PER_HOUR,
  ENQUIRY_MESSAGES,
  REPLIES_PER_HOUR,
} from "./types";

const HOUR = 60 * MINUTE;
const limiters = {
  accountHour: createLimiter("enquiries:account-hour", { limit: ENQUIRIES_PER_HOUR, windowMs: HOUR }),
  accountDay: createLimiter("enquiries:account-day", { limit: ENQUIRIES_PER_DAY, windowMs: 24 * HOUR }),
  address: createLimiter("enquiries:address-hour", { limit: ENQUIRIES_PER_ADDRESS_PER_HOUR, windowMs: HOUR }),
  replies: createLimiter("enquiries:replies", { limit: REPLIES_PER_HOUR, windowMs: HOUR }),
  reports: createLimiter("enquiries:reports", { limit: REPORT_LIMITS.account, windowMs: HOUR }),
};

/** A new enquiry from this account and client address (`clientKey`). */
export async function limitNewEnquiry(userId: string, address: string): Promise<void> {
  for (const [limiter, key] of [
    [limiters.address, address],
    [limiters.accountHour, userId],
    [limiters.accountDay, userId],
  ] as const) {
    if (!(await limiter.consume(key)).allowed)
      throw new AppError("TOO_MANY_REQUESTS", ENQUIRY_MESSAGES.tooManyEnquiries);
  }
}

export async function limitReply(userId: string): Promise<void> {
  if (!(await limiters.replies.consume(userId)).allowed)
    throw new AppError("TOO_MANY_REQUESTS", ENQUIRY_MESSAGES.tooManyReplies);
}

export async function limitReport(userId: string): Promise<void> {
  if (!(await limiters.reports.consume(userId)).allowed)
    throw new AppError("TOO_MANY_REQUESTS", ENQUIRY_MESSAGES.tooManyReports);
}
