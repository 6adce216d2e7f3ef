// The waitlist's limits and texts, and the challenge list rule, shared by the form and the server.
// Safe in the browser without zod (schema.ts builds the inputs from these and re-exports them).

export const EMPLOYEE_OPTIONS = ["1 (Just me)", "2-5", "6-10", "11-25", "26-50", "50+"] as const;
export const MAX_CHALLENGES = 20;
export const CHALLENGE_MAX_LENGTH = 120;

export const WAITLIST_MESSAGES = {
  duplicate: {
    title: "Already in the directory!",
    description: "This email is already registered. We'll be in touch soon!",
  },
  failure: { title: "Something went wrong", description: "Please try again or contact support if the issue persists." },
  success: { title: "Welcome to the directory!", description: "We'll be in touch soon with early access details." },
  tooMany: "Too many sign-ups from your connection. Please wait a few minutes and try again.",
  subcategoryNotUnderParent: "Choose a subcategory of the selected category.",
  unknownCategory: "Choose a category from the list.",
  unknownArea: "LocalHub does not know that area: choose one of its cities or a 5-digit ZIP code.",
  unknownSpot: "This link to your waitlist spot is not valid. Use the link in your welcome email.",
} as const;

/** The confirmation link (double opt-in) and asking for a new one. */
export const WAITLIST_CONFIRM_MESSAGES = {
  confirmed: "Your email is confirmed. You're on the LocalHub waitlist, and we've sent you a welcome email.",
  invalidLink: "This confirmation link is invalid, has expired or was already used.",
  resent: "If that email is waiting for confirmation, we've sent a new link. Check your inbox.",
  tooMany: "Too many requests for a new link. Please wait an hour and try again.",
} as const;

/** Trimmed, non-blank, and each text once (case-insensitively), in the order chosen. */
export function uniqueChallenges(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    result.push(text);
  }
  return result;
}

/** A challenge's text as compared with others (chosen ones, suggestions): trimmed, lower case. */
export const lowerChallenge = (text: string) => text.trim().toLowerCase();

/** What an area uses until an admin sets its own goal, founding-member slots and referral boost. */
export const WAITLIST_AREA_DEFAULTS = { goal: 50, foundingMemberSlots: 10, referralBoost: 5 } as const;

export const RISK_LEVELS = ["low", "medium", "high"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Why the fraud check scored an entry as it did (riskReasons holds the codes). */
export const RISK_REASONS = {
  "disposable-domain": "Throwaway email domain",
  "similar-email": "Same address as another entry, but for a +tag or dots",
  "same-address": "Several joins from one network address in a day",
  "same-browser": "Several joins from one browser",
  "self-referral": "Joined through a referral link from the referrer's own browser or address",
} as const;
export type RiskReason = keyof typeof RISK_REASONS;

/** The local storage key of the random id the form sends with a join (see risk.ts). */
export const WAITLIST_BROWSER_KEY = "waitlistBrowserKey";

/** Shown under the spec's success texts. */
export const WAITLIST_CONFIRM_NOTE =
  "We've sent you a confirmation email: your spot is kept once you confirm your address.";
