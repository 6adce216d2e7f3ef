// Reviews: the inputs of every review procedure. Safe in the browser, but it loads zod: a browser
// component that needs only the limits, labels or texts imports them from types.ts.
import { z } from "zod";
import { zText } from "@/lib/text";
import {
  ADMIN_REVIEW_STATUSES,
  MAX_REQUESTS_PER_BATCH,
  REPLY_MAX,
  REPORT_REASONS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_INBOX_FILTERS,
  REVIEW_INBOX_PAGES,
} from "./types";

// The limits, labels and texts live in types.ts (browser pages load them without zod); re-exported here.
export {
  REVIEW_LINK_DAYS,
  MAX_REQUESTS_PER_BATCH,
  MAX_REQUESTS_PER_DAY,
  MAX_REQUESTS_PER_ACCOUNT_PER_DAY,
  REQUEST_FIRST_NAME_MAX,
  REVIEWS_PAGE_SIZE,
  REVIEW_MESSAGES,
  REVIEW_SORTS,
  ADMIN_REVIEWS_PAGE_SIZE,
  REVIEW_CONFIRM_DAYS,
  BURST_MIN,
  BURST_FACTOR,
  REVIEWS_PER_ADDRESS_PER_DAY,
} from "./types";
export type { TReviewSort, THeldReason } from "./types";

const id = zText().trim().min(1).max(64);

/** Text that a mail reader would turn into a link (a scheme, www., a domain) or markup. */
const LINK_LIKE = /:\/\/|www\.|[a-z0-9-]\.(?:[a-z]{2,})\b|[<>]/i;

export const ZCustomerSchema = z.object({
  name: zText()
    .trim()
    .min(1, "Name is required.")
    .max(100, "Name must be at most 100 characters.")
    .refine((name) => !LINK_LIKE.test(name), REVIEW_MESSAGES.nameNotALink),
  email: z.string().trim().toLowerCase().max(254, "Email is too long.").pipe(z.email("Enter a valid email address.")),
});
export type TCustomer = z.output<typeof ZCustomerSchema>;

export const ZSendRequestsSchema = z
  .object({
    businessId: id,
    customers: z
      .array(ZCustomerSchema)
      .min(1, "Add at least one customer.")
      .max(MAX_REQUESTS_PER_BATCH, `Send at most ${MAX_REQUESTS_PER_BATCH} requests at once.`),
  })
  .strict();

export const ZBusinessIdSchema = z.object({ businessId: id }).strict();
export const ZRequestIdSchema = z.object({ requestId: id }).strict();
export const ZReviewIdSchema = z.object({ reviewId: id }).strict();
export const ZLinkCodeSchema = z.object({ code: zText().trim().min(1).max(100) }).strict();
/** The token of a link review's confirmation email. */
export const ZConfirmReviewSchema = z.object({ token: zText().trim().min(1).max(100) }).strict();

const reviewFields = {
  rating: z
    .number({ error: "Choose a star rating." })
    .int("Choose a star rating.")
    .min(1, "Choose a star rating.")
    .max(5, "Choose a star rating."),
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
    text: zText()
      .trim()
      .min(1, "Write a reply.")
      .max(REPLY_MAX, `Reply must be at most ${REPLY_MAX.toLocaleString("en-US")} characters.`),
  })
  .strict();

export const ZReportSchema = z
  .object({
    reviewId: id,
    reason: z.enum(REPORT_REASONS, "Choose a reason."),
    note: zText().trim().max(1000, "Note must be at most 1,000 characters.").default(""),
  })
  .strict()
  .refine((input) => input.reason !== "other" || input.note.length > 0, {
    message: "Tell us what is wrong with this review.",
    path: ["note"],
  });
export type TReportInput = z.input<typeof ZReportSchema>;

export const ZHideSchema = z
  .object({
    reviewId: id,
    reason: zText().trim().min(1, "Give a reason.").max(500, "Reason must be at most 500 characters."),
  })
  .strict();

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter dates as YYYY-MM-DD.")
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Enter a real date.");

/** The admins' review list: every filter optional; dates are UTC days, both ends included. */
export const ZAdminReviewFiltersSchema = z
  .object({
    status: z.enum(ADMIN_REVIEW_STATUSES, "Choose a status.").optional(),
    reported: z.boolean().optional(),
    rating: z.number().int().min(1, "Choose a rating from 1 to 5.").max(5, "Choose a rating from 1 to 5.").optional(),
    businessId: id.optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .strict()
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: "The start date must be on or before the end date.",
    path: ["to"],
  });
export type TAdminReviewFilters = z.output<typeof ZAdminReviewFiltersSchema>;

export const ZAdminReviewListSchema = z
  .object({ filters: ZAdminReviewFiltersSchema.default({}), page: z.number().int().min(1).max(100_000).default(1) })
  .strict();

export const ZBusinessLookupSchema = z
  .object({ text: zText().trim().min(1, "Type part of a business name.").max(100) })
  .strict();

/** The owner's reviews inbox: one of their businesses (else all), all or unanswered, a page. */
export const ZReviewInboxSchema = z
  .object({
    businessId: id.optional(),
    filter: z.enum(REVIEW_INBOX_FILTERS).default("all"),
    page: z.number().int().min(1).max(REVIEW_INBOX_PAGES, `There are at most ${REVIEW_INBOX_PAGES} pages.`).default(1),
  })
  .strict();
export type TReviewInboxInput = z.output<typeof ZReviewInboxSchema>;
