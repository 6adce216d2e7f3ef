// Reviews: the inputs of every review procedure and the product's texts. Safe in the browser.
import { z } from "zod";
import { zText } from "@/lib/text";

export const REVIEW_LINK_DAYS = 30;
export const MAX_REQUESTS_PER_BATCH = 100;
export const MAX_REQUESTS_PER_DAY = 200;
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
} as const;

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

const id = zText().trim().min(1).max(64);

export const ZCustomerSchema = z.object({
  name: zText().trim().min(1, "Name is required.").max(100, "Name must be at most 100 characters."),
  email: z.string().trim().toLowerCase().max(254, "Email is too long.").pipe(z.email("Enter a valid email address.")),
});
export type TCustomer = z.output<typeof ZCustomerSchema>;

export const ZSendRequestsSchema = z
  .object({
    businessId: id,
    customers: z.array(ZCustomerSchema).min(1, "Add at least one customer.").max(MAX_REQUESTS_PER_BATCH, `Send at most ${MAX_REQUESTS_PER_BATCH} requests at once.`),
  })
  .strict();

export const ZBusinessIdSchema = z.object({ businessId: id }).strict();
export const ZRequestIdSchema = z.object({ requestId: id }).strict();
export const ZReviewIdSchema = z.object({ reviewId: id }).strict();
export const ZLinkCodeSchema = z.object({ code: zText().trim().min(1).max(100) }).strict();

const reviewFields = {
  rating: z.number({ error: "Choose a star rating." }).int("Choose a star rating.").min(1, "Choose a star rating.").max(5, "Choose a star rating."),
  title: zText().trim().max(REVIEW_TITLE_MAX, `Title must be at most ${REVIEW_TITLE_MAX} characters.`).default(""),
  text: zText()
    .trim()
    .min(REVIEW_TEXT_MIN, `Review must be at least ${REVIEW_TEXT_MIN} characters.`)
    .max(REVIEW_TEXT_MAX, `Review must be at most ${REVIEW_TEXT_MAX.toLocaleString("en-US")} characters.`),
};

export const ZMemberReviewSchema = z.object({ businessId: id, ...reviewFields }).strict();

export const ZLinkReviewSchema = z
  .object({
    code: zText().trim().min(1).max(100),
    ...reviewFields,
    reviewerName: zText().trim().min(1, "Your name is required.").max(100, "Name must be at most 100 characters."),
  })
  .strict();

export const ZReplySchema = z
  .object({
    reviewId: id,
    text: zText().trim().min(1, "Write a reply.").max(REPLY_MAX, `Reply must be at most ${REPLY_MAX.toLocaleString("en-US")} characters.`),
  })
  .strict();

export const ZReportSchema = z
  .object({
    reviewId: id,
    reason: z.enum(REPORT_REASONS, "Choose a reason."),
    note: zText().trim().max(1000, "Note must be at most 1,000 characters.").default(""),
  })
  .strict()
  .refine((input) => input.reason !== "other" || input.note.length > 0, { message: "Tell us what is wrong with this review.", path: ["note"] });
export type TReportInput = z.input<typeof ZReportSchema>;

export const ZHideSchema = z.object({ reviewId: id, reason: zText().trim().min(1, "Give a reason.").max(500, "Reason must be at most 500 characters.") }).strict();
