import "server-only";
// New posts (per business and per account) and reports (per account), a day each on the shared
// limiter, counted before the post or report is written.
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { POST_MESSAGES, POST_REPORTS_PER_DAY, POSTS_PER_ACCOUNT_PER_DAY, POSTS_PER_BUSINESS_PER_DAY } from "./types";

const DAY = 24 * 60 * MINUTE;
const perBusiness = createLimiter("posts:business", { limit: POSTS_PER_BUSINESS_PER_DAY, windowMs: DAY });
const perAccount = createLimiter("posts:account", { limit: POSTS_PER_ACCOUNT_PER_DAY, windowMs: DAY });
const reports = createLimiter("posts:reports", { limit: POST_REPORTS_PER_DAY, windowMs: DAY });

export async function limitNewPost(businessId: string, userId: string): Promise<void> {
  const [business, account] = await Promise.all([perBusiness.consume(businessId), perAccount.consume(userId)]);
  if (!business.allowed) throw new AppError("TOO_MANY_REQUESTS", POST_MESSAGES.tooManyForBusiness);
  if (!account.allowed) throw new AppError("TOO_MANY_REQUESTS", POST_MESSAGES.tooManyForAccount);
}

export async function limitPostReport(userId: string): Promise<void> {
  if (!(await reports.consume(userId)).allowed) throw new AppError("TOO_MANY_REQUESTS", POST_MESSAGES.tooManyReports);
}
