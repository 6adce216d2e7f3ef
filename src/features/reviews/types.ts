// Shapes the review screens render, and the limits, labels and texts of reviews. Safe in the
// browser without zod (schema.ts builds the inputs from these and re-exports them).

export const REVIEW_LINK_DAYS = 30;
export const MAX_REQUESTS_PER_BATCH = 100;
export const MAX_REQUESTS_PER_DAY = 200;
/** Review requests one owner account sends in a day across all its businesses. */
export const MAX_REQUESTS_PER_ACCOUNT_PER_DAY = 200;
/** The customer's first name is the only text of the sender's in a request email, at most this long. */
export const REQUEST_FIRST_NAME_MAX = 40;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_TITLE_MAX = 120;
export const REPLY_MAX = 1000;
/** Reviews per page on a business's profile. */
export const REVIEWS_PAGE_SIZE = 10;

export const REVIEW_MESSAGES = {
  businessNotFound: "Business not found.",
  reviewNotFound: "Review not found.",
  requestNotFound: "Review request not found.",
  linkNotFound: "This review link is not valid.",
  linkUsed: "Thanks — this link has already been used",
  linkExpired: "This review link has expired.",
  ownBusiness: "You cannot review your own business.",
  alreadyReviewedWithAccount: "You have already reviewed this business. Edit your review on the business's page.",
  dailyLimit: `A business can send at most ${MAX_REQUESTS_PER_DAY} review requests a day. Try again tomorrow.`,
  accountDailyLimit: `You can send at most ${MAX_REQUESTS_PER_ACCOUNT_PER_DAY} review requests a day across your businesses. Try again tomorrow.`,
  verifyFirst: "Verify your email address before sending review requests: use the link we sent you.",
  verifyBeforeReplying: "Verify your email address before replying to reviews: use the link we sent you.",
  notLive: "Review requests can be sent once the listing is live in the directory.",
  tooManyRequestBatches: "Too many review requests sent. Please try again later.",
  nameNotALink: "Enter the customer's name, not a web address.",
  askedRecently: `This customer was already asked for a review in the last ${REVIEW_LINK_DAYS} days.`,
  listedTwice: "This email is listed twice.",
  resendUsed: "This request has already been resent once.",
  resendClosed: "Only a request that is still open can be resent.",
  tooManySubmissions: "Too many reviews submitted. Please try again later.",
  alreadyHelpful: "You have already marked this review as helpful.",
  ownReviewHelpful: "You cannot mark your own review as helpful.",
  alreadyReported: "You have already reported this review.",
  reported: "Thanks. Our team will look at this review.",
  published: "Thanks! Your review is published.",
  updated: "Your review was updated.",
  notHidden: "This review is not hidden.",
  alreadyHidden: "This review is already hidden.",
  noOpenReports: "This review has no open reports.",
  hidden: "Review hidden. The business's owner has been told.",
  restored: "Review restored.",
  deleted: "Review deleted.",
  reportsDismissed: "Reports dismissed.",
} as const;

/** The admins' review list: rows a page, and how far the total is counted exactly. */
export const ADMIN_REVIEWS_PAGE_SIZE = 25;
export const ADMIN_REVIEWS_COUNT_CAP = 1_000;
/** Open reports shown with each review on the admins' list (the count says how many there are). */
export const ADMIN_REVIEW_REPORTS_SHOWN = 10;
export const ADMIN_REVIEW_STATUSES = ["published", "hidden"] as const;

export const ORIGIN_LABELS = { invited: "Invited by the business", member: "LocalHub member" } as const;

export const REVIEW_SORTS = ["newest", "helpful", "lowest"] as const;
export type TReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<TReviewSort, string> = { newest: "Newest", helpful: "Most helpful", lowest: "Lowest rated" };

export const REPORT_REASONS = ["spam", "offensive", "conflict_of_interest", "not_a_customer", "other"] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: "Spam",
  offensive: "Offensive",
  conflict_of_interest: "Conflict of interest",
  not_a_customer: "Not a customer",
  other: "Other",
};

export type RequestState = "sent" | "opened" | "reviewed" | "expired";

export type RequestRow = {
  id: string;
  customerName: string | null;
  customerEmail: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  state: RequestState;
  link: string;
  canResend: boolean;
  resent: boolean;
};

export type SendResult = { sent: Array<{ name: string; email: string }>; skipped: Array<{ name: string; email: string; reason: string }> };

export type PublicReview = {
  id: string;
  reviewerName: string;
  rating: number;
  title: string | null;
  comment: string | null;
  createdAt: Date;
  origin: "invited" | "member";
  replyText: string | null;
  repliedAt: Date | null;
  helpfulCount: number;
};

export type RatingSummary = { averageRating: number; reviewCount: number; ratingCounts: Array<{ stars: number; count: number }> };

/** What the signed-in visitor may do on a profile's reviews. */
export type ReviewViewer = {
  signedIn: boolean;
  ownsBusiness: boolean;
  canReply: boolean;
  myReview: { id: string; rating: number; title: string; text: string } | null;
};
