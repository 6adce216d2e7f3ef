// The network's limits, labels and texts, without zod: browser components import them from here.

export const CONNECTION_NOTE_MAX = 300;
export const REFERRAL_NEED_MAX = 1000;
export const REFERRAL_REASON_MAX = 300;
export const RECOMMENDATION_MAX = 500;
export const RECOMMENDATION_MIN = 20;
/** The largest closed value an owner can record, in dollars. */
export const REFERRAL_VALUE_MAX_DOLLARS = 10_000_000;

/** Per owner per day, on the shared limiter. */
export const CONNECTION_REQUESTS_PER_DAY = 20;
export const REFERRALS_PER_DAY = 30;
export const RECOMMENDATIONS_PER_DAY = 10;

/** A referral with no step for this long reminds its receiver (once). */
export const REFERRAL_STALE_DAYS = 3;
/** The customer's contact details are removed this long after a referral is closed. */
export const REFERRAL_CONTACT_KEEP_DAYS = 180;

export const NETWORK_PAGE_SIZE = 20;
export const SUGGESTIONS_COUNT = 12;

export const REFERRAL_STATUSES = ["new", "contacted", "won", "lost", "declined"] as const;
export type TReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_STATUS_LABELS: Record<TReferralStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
  declined: "Declined",
};
/** The steps a receiving business may take from each status; closed referrals take none. */
export const REFERRAL_NEXT_STEPS: Record<TReferralStatus, readonly TReferralStatus[]> = {
  new: ["contacted", "won", "lost", "declined"],
  contacted: ["won", "lost", "declined"],
  won: [],
  lost: [],
  declined: [],
};
export const CLOSED_REFERRAL_STATUSES: readonly TReferralStatus[] = ["won", "lost", "declined"];

export type TRecommendationStatus = "pending" | "accepted" | "declined" | "hidden" | "removed";
export const RECOMMENDATION_STATUS_LABELS: Record<TRecommendationStatus, string> = {
  pending: "Awaiting acceptance",
  accepted: "Shown on the profile",
  declined: "Declined",
  hidden: "Hidden",
  removed: "Removed by LocalHub",
};

/** How an owner's business stands toward another business, for the profile's buttons. */
export type TConnectionState = "none" | "sent" | "received" | "connected";

export const NETWORK_MESSAGES = {
  notListed: "Your business must be listed publicly before it can use the network.",
  verifyEmail: "Verify your email address to use the network.",
  unclaimed: "This business has not been claimed by its owner yet, so it cannot use the network.",
  sameOwner: "You own both businesses.",
  blocked: "This business is not accepting requests from yours.",
  alreadyConnected: (name: string) => `You are already connected with ${name}.`,
  alreadyRequested: (name: string) => `You already asked to connect with ${name}.`,
  theyRequested: (name: string) => `${name} already asked to connect with you: accept it under Network › Requests.`,
  requestNotFound: "This connection request no longer exists.",
  connectionNotFound: "This connection no longer exists.",
  tooManyRequests: `You can send ${CONNECTION_REQUESTS_PER_DAY} connection requests a day. Please try again tomorrow.`,
  tooManyReferrals: `You can send ${REFERRALS_PER_DAY} referrals a day. Please try again tomorrow.`,
  tooManyRecommendations: `You can write ${RECOMMENDATIONS_PER_DAY} recommendations a day. Please try again tomorrow.`,
  tooManyReports: "You have reported too many recommendations. Please try again later.",
  referralNotFound: "Referral not found.",
  referralClosed: "This referral is already closed.",
  referralStep: (from: string, to: string) => `A referral that is ${from} cannot be marked ${to}.`,
  recommendationNotFound: "Recommendation not found.",
  alreadyRecommended: (name: string) => `You have already recommended ${name}.`,
  alreadyReported: "You have already reported this recommendation.",
} as const;

/** Dollars from cents, as people read them: $1,200 or $1,200.50. */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return dollars.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
