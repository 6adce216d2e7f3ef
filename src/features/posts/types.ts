// Posts (an owner's updates, offers and events): limits, labels and texts, without zod, so the
// profile, the city strip and the owner's screen load no schema code.

export const POST_KINDS = ["update", "offer", "event"] as const;
export type TPostKind = (typeof POST_KINDS)[number];
export const POST_KIND_LABELS: Record<TPostKind, string> = { update: "Update", offer: "Offer", event: "Event" };

export const POST_TITLE_MAX = 120;
export const POST_BODY_MAX = 1500;
export const POST_REPORT_NOTE_MAX = 500;
export const POST_HIDE_REASON_MAX = 300;

/** New posts per business and per account in a day (the shared limiter); reports per account in a day. */
export const POSTS_PER_BUSINESS_PER_DAY = 10;
export const POSTS_PER_ACCOUNT_PER_DAY = 20;
export const POST_REPORTS_PER_DAY = 10;
/** Live (published, unexpired) posts one business may have at once. */
export const LIVE_POSTS_MAX = 30;

/** Without an expiry, an update or offer is shown this long; an event until its end (or a day after its start). */
export const DEFAULT_POST_DAYS = 30;
export const EVENT_WITHOUT_END_DAYS = 1;
/** The latest expiry a post may have, from now. */
export const MAX_POST_DAYS = 365;

/** The city page's "What's new" strip: at most this many posts, created within the last RECENT days. */
export const CITY_STRIP_SIZE = 6;
export const CITY_STRIP_RECENT_DAYS = 30;

/** Where a post stands for its owner. */
export type TPostState = "live" | "expired" | "hidden";
export const POST_STATE_LABELS: Record<TPostState, string> = {
  live: "Live",
  expired: "Expired",
  hidden: "Hidden by LocalHub",
};

/** What a post can be reported for (a subset of the review report reasons). */
export const POST_REPORT_REASONS = ["spam", "offensive", "other"] as const;

export const POST_MESSAGES = {
  notFound: "Post not found.",
  titleRequired: "Enter a title.",
  titleTooLong: `The title must be at most ${POST_TITLE_MAX} characters.`,
  bodyRequired: "Enter the text of the post.",
  bodyTooLong: `The text must be at most ${POST_BODY_MAX.toLocaleString("en-US")} characters.`,
  dateTime: "Enter a date and time.",
  startRequired: "An event needs a start date and time.",
  endBeforeStart: "The end must be after the start.",
  expiryPast: "The expiry must be in the future.",
  expiryTooFar: `A post can be shown for at most a year: choose an expiry within ${MAX_POST_DAYS} days.`,
  eventEnded: "This event has already ended.",
  eventTooFar: `An event must end within ${MAX_POST_DAYS} days: post it closer to the date.`,
  verifyEmail: "Verify your email address before publishing posts: use the link we sent you.",
  notLive: "Posts can be published once the listing is live in the directory.",
  tooManyLive: `A business can have at most ${LIVE_POSTS_MAX} live posts. Delete one or let one expire first.`,
  tooManyForBusiness: `A business can publish at most ${POSTS_PER_BUSINESS_PER_DAY} posts a day. Please try again tomorrow.`,
  tooManyForAccount: `You can publish at most ${POSTS_PER_ACCOUNT_PER_DAY} posts a day. Please try again tomorrow.`,
  tooManyReports: "You have reported too many posts today. Please try again tomorrow.",
  alreadyReported: "You have already reported this post.",
  reasonRequired: "Give a reason: the owner is told it.",
  created: "Post published.",
  updated: "Post saved.",
  deleted: "Post deleted.",
  reported: "Thanks. Our team will look at this post.",
} as const;
