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
/** Days a link review waits for its email confirmation; unconfirmed, it never publishes. */
export const REVIEW_CONFIRM_DAYS = 7;
/** A business's reviews in 24 hours beyond max(BURST_MIN, BURST_FACTOR x its 30-day daily average) are held. */
export const BURST_MIN = 5;
export const BURST_FACTOR = 3;
/** Reviews from one client address in 24 hours (any business) before the next is held. */
export const REVIEWS_PER_ADDRESS_PER_DAY = 2;
/** Where the rules of reviews are explained (linked from every review section). */
export const HOW_REVIEWS_WORK_PATH = "/how-reviews-work";

export const REVIEW_MESSAGES = {
  businessNotFound: "Business not found.",
  reviewNotFound: "Review not found.",
  requestNotFound: "Review request not found.",
  linkNotFound: "This review link is not valid.",
  linkUsed: "Thanks — this link has already been used",
  linkExpired: "This review link has expired.",
  ownBusiness: "You cannot review your own business.",
  insider: "You cannot review a business you own or work for.",
  ownAddress: "You cannot ask yourself or your business for a review: send requests to your customers' own addresses.",
  checkEmail:
    "Almost done: we emailed a link to the address this request was sent to. Your review is published once you confirm it (the link works for 7 days).",
  heldForModeration: "Thanks. Your review will be published once our team has checked it.",
  confirmInvalid: "This confirmation link is not valid, was already used or has expired.",
  confirmed: "Thanks! Your review is confirmed and published.",
  confirmedHeld: "Thanks! Your review is confirmed. Our team checks it before it is published.",
  tooManyReports: "Too many reports sent. Please try again later.",
  tooManyHelpful: "Too many reviews marked as helpful. Please try again later.",
  notHeld: "This review is not held for moderation.",
  publishedByAdmin: "Review published.",
  reviewsPaused: "Thanks. New reviews of your business are held for our team until we have looked into it.",
  notPaused: "Reviews of this business are not paused.",
  reviewsResumed: "Reviews resumed.",
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
export const ADMIN_REVIEW_STATUSES = ["published", "hidden", "held", "pending_email"] as const;
export const REVIEW_STATUS_LABELS: Record<(typeof ADMIN_REVIEW_STATUSES)[number], string> = {
  published: "Published",
  hidden: "Hidden",
  held: "Held for moderation",
  pending_email: "Waiting for email confirmation",
};

/** Why a review is held for moderation (Review.heldReason). */
export const HELD_REASONS = ["burst", "same_text", "same_address", "paused", "unconfirmed"] as const;
export type THeldReason = (typeof HELD_REASONS)[number];
export const HELD_REASON_LABELS: Record<THeldReason, string> = {
  burst: "Unusually many reviews of this business in 24 hours",
  same_text: "The same text is already on another business",
  same_address: "A third review from one client address in a day",
  paused: "Reviews of this business are paused (extortion report)",
  unconfirmed: "Written through a request without an email address to confirm",
};

export const ORIGIN_LABELS = { invited: "Invited by the business", member: "LocalHub member" } as const;

export const REVIEW_SORTS = ["newest", "helpful", "lowest"] as const;
export type TReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<TReviewSort, string> = {
  newest: "Newest",
  helpful: "Most helpful",
  lowest: "Lowest rated",
};

export const REPORT_REASONS = [
  "spam",
  "offensive",
  "conflict_of_interest",
  "not_a_customer",
  "extortion",
  "other",
] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: "Spam",
  offensive: "Offensive",
  conflict_of_interest: "Conflict of interest",
  not_a_customer: "Not a customer",
  extortion: "Someone threatens a bad review unless paid",
  other: "Other",
};

/** "confirming": the customer wrote their review, which waits for them to confirm it from the request's address. */
export type RequestState = "sent" | "opened" | "confirming" | "reviewed" | "expired";

export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  sent: "Sent",
  opened: "Opened",
  confirming: "Awaiting confirmation",
  reviewed: "Reviewed",
  expired: "Expired",
};

export type RequestRow = {
  id: string;
  customerName: string | null;
  customerEmail: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  state: RequestState;
  canResend: boolean;
  resent: boolean;
};

export type SendResult = {
  sent: Array<{ name: string; email: string }>;
  skipped: Array<{ name: string; email: string; reason: string }>;
};

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

export type RatingSummary = {
  averageRating: number;
  reviewCount: number;
  ratingCounts: Array<{ stars: number; count: number }>;
};

/** What the signed-in visitor may do on a profile's reviews. */
export type ReviewViewer = {
  signedIn: boolean;
  ownsBusiness: boolean;
  canReply: boolean;
  myReview: {
    id: string;
    rating: number;
    title: string;
    text: string;
    status: "published" | "hidden" | "held" | "pending_email";
  } | null;
};

/** The owner's reviews inbox (/dashboard/reviews): every published review, or those without a reply yet. */
export const REVIEW_INBOX_FILTERS = ["all", "unanswered"] as const;
export type TReviewInboxFilter = (typeof REVIEW_INBOX_FILTERS)[number];
export const REVIEW_INBOX_FILTER_LABELS: Record<TReviewInboxFilter, string> = { all: "All", unanswered: "Unanswered" };
export const REVIEW_INBOX_PAGE_SIZE = 20;
export const REVIEW_INBOX_PAGES = 250;
