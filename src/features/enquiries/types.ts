// Enquiries' limits, labels and texts, without zod: browser components import them from here.
import { NOT_TAKING_ENQUIRIES } from "./components/profile/texts";

export const ENQUIRY_SUBJECT_MAX = 120;
export const ENQUIRY_MESSAGE_MAX = 2000;
export const ENQUIRY_REPORT_NOTE_MAX = 500;
export const ENQUIRY_REMOVE_REASON_MAX = 300;

/** New enquiries per account (an hour, a day) and per client address (an hour), on the shared limiter. */
export const ENQUIRIES_PER_HOUR = 5;
export const ENQUIRIES_PER_DAY = 20;
export const ENQUIRIES_PER_ADDRESS_PER_HOUR = 20;
/** Replies per account an hour, from either side. */
export const REPLIES_PER_HOUR = 60;
/** The same first message to this many different businesses within a day is held for moderation. */
export const SAME_TEXT_BUSINESSES = 3;

/** The response badge: over enquiries of the last 90 days (the newest 500 at most), when at least 3. */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_READ_MAX = 500;
export const RESPONSE_MIN_ENQUIRIES = 3;

export const ENQUIRY_PAGE_SIZE = 20;
/** A thread shows its newest messages, at most this many. */
export const THREAD_MESSAGES_SHOWN = 200;

export const ENQUIRY_KINDS = ["question", "quote"] as const;
export type TEnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_KIND_LABELS: Record<TEnquiryKind, string> = {
  question: "Question",
  quote: "Quote request",
};

export type TEnquiryStatus = "held" | "new" | "answered" | "closed" | "removed";
/** The statuses an owner's inbox shows (held and removed ones never reach it). */
export const INBOX_STATUSES = ["new", "answered", "closed"] as const;
export type TInboxStatus = (typeof INBOX_STATUSES)[number];
/** The inbox's filters: a status, or the threads with something unread. */
export const INBOX_FILTERS = ["all", ...INBOX_STATUSES, "unread"] as const;
export type TInboxFilter = (typeof INBOX_FILTERS)[number];
export const INBOX_FILTER_LABELS: Record<TInboxFilter, string> = {
  all: "All",
  new: "New",
  answered: "Answered",
  closed: "Closed",
  unread: "Unread",
};

/** What each side reads as a thread's status. */
export const OWNER_STATUS_LABELS: Record<TInboxStatus, string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
};
export const CUSTOMER_STATUS_LABELS: Record<TEnquiryStatus, string> = {
  held: "Waiting for a check by LocalHub",
  new: "Sent",
  answered: "Answered",
  closed: "Closed",
  removed: "Removed by LocalHub",
};

export const ENQUIRY_REPORT_REASONS = ["spam", "offensive", "other"] as const;
export type TEnquiryReportReason = (typeof ENQUIRY_REPORT_REASONS)[number];
export const ENQUIRY_REPORT_REASON_LABELS: Record<TEnquiryReportReason, string> = {
  spam: "Spam or advertising",
  offensive: "Offensive or abusive",
  other: "Something else",
};

export const HELD_REASON_LABELS: Record<string, string> = {
  same_text: "The same text went to several businesses",
  reported: "Reported by the business",
};

export const ENQUIRY_MESSAGES = {
  notTaking: NOT_TAKING_ENQUIRIES,
  ownBusiness: "You cannot send an enquiry to your own business.",
  verifyEmail: "Verify your email address before you send an enquiry.",
  verifyToReply: "Verify your email address before you reply.",
  noLinks:
    "Links are not allowed in a first message. Remove the web address and send it again; you can share links once the business has replied.",
  tooManyEnquiries: "You have sent too many enquiries. Please try again later.",
  tooManyReplies: "You have sent too many replies. Please try again later.",
  tooManyReports: "You have reported too many enquiries. Please try again later.",
  notFound: "Enquiry not found.",
  closed: "This conversation is closed, so it takes no more messages.",
  held: "This enquiry is waiting for a check by LocalHub, so it takes no more messages for now.",
  removed: "This enquiry was removed by LocalHub.",
  alreadyReported: "You have already reported this enquiry.",
  notHeld: "This enquiry is not waiting for moderation.",
  noReports: "This enquiry has no open reports.",
  changedMeanwhile: "This enquiry changed meanwhile. Reload the page to see where it stands.",
  sent: (businessName: string) => `Your message is on its way to ${businessName}.`,
  sentHeld: (businessName: string) =>
    `Your message is sent. LocalHub checks it before it reaches ${businessName}, as it does when the same text goes to several businesses.`,
} as const;

/**
 * Where a thread stands once it opens again (reopened by its owner, released by a moderator):
 * closed if it was closed, answered once the business has replied, else new.
 */
export function openStatus(enquiry: { closedAt: Date | null; firstResponseAt: Date | null }): TInboxStatus {
  if (enquiry.closedAt) return "closed";
  return enquiry.firstResponseAt ? "answered" : "new";
}
