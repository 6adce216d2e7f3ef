// The waitlist's input schemas and the product's texts for it. Safe in the browser: the form uses
// the same rules and messages as the server.
import { z } from "zod";
import { zText } from "@/lib/text";
import { normalizeWebUrl } from "@/lib/links";

export const EMPLOYEE_OPTIONS = ["1 (Just me)", "2-5", "6-10", "11-25", "26-50", "50+"] as const;
export const MAX_CHALLENGES = 20;
export const CHALLENGE_MAX_LENGTH = 120;

export const WAITLIST_MESSAGES = {
  duplicate: { title: "Already in the directory!", description: "This email is already registered. We'll be in touch soon!" },
  failure: { title: "Something went wrong", description: "Please try again or contact support if the issue persists." },
  success: { title: "Welcome to the directory!", description: "We'll be in touch soon with early access details." },
  tooMany: "Too many sign-ups from your connection. Please wait a few minutes and try again.",
  subcategoryNotUnderParent: "Choose a subcategory of the selected category.",
  unknownCategory: "Choose a category from the list.",
} as const;

const optionalText = (max: number) => zText().trim().max(max, `Keep this under ${max} characters.`).default("");

/** A social or business page address: the link rule applies, and only http(s) results are kept. */
const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} is too long.`)
    .default("")
    .refine((value) => normalizeWebUrl(value) !== null, `${label} must be a web address starting with http:// or https://.`)
    .transform((value) => normalizeWebUrl(value) || null);

const referralText = zText().trim().max(200).optional();

export const ZReferralSchema = z
  .object({
    source: referralText,
    medium: referralText,
    campaign: referralText,
    code: referralText,
    organizationSlug: referralText,
    organizationName: referralText,
  })
  .strict();

export const ZJoinWaitlistSchema = z
  .object({
    businessName: zText().trim().min(1, "Business name is required.").max(200, "Business name is too long."),
    ownerName: zText().trim().min(1, "Your name is required.").max(200, "Your name is too long."),
    email: zText().trim().toLowerCase().min(1, "Email is required.").max(254, "Email is too long.").pipe(z.email("Enter a valid email address.")),
    phone: optionalText(40),
    parentCategoryId: zText().trim().min(1, "Choose a category.").max(64),
    categoryId: zText().trim().min(1, "Choose a subcategory.").max(64),
    location: zText().trim().min(1, "Location is required.").max(200, "Location is too long."),
    employees: z.enum(EMPLOYEE_OPTIONS, "Choose a number of employees from the list.").nullable().default(null),
    address: optionalText(300),
    instagramUrl: webAddress("Instagram URL"),
    facebookUrl: webAddress("Facebook URL"),
    tiktokUrl: webAddress("TikTok URL"),
    googleBusinessUrl: webAddress("Google Business URL"),
    marketingAuditInterest: z.boolean().default(false),
    challenges: z
      .array(zText().trim().min(1, "A challenge cannot be blank.").max(CHALLENGE_MAX_LENGTH, `Keep each challenge under ${CHALLENGE_MAX_LENGTH} characters.`))
      .max(MAX_CHALLENGES, `Choose at most ${MAX_CHALLENGES} challenges.`)
      .default([]),
    referral: ZReferralSchema.default({}),
  })
  .strict();
export type TJoinWaitlistInput = z.infer<typeof ZJoinWaitlistSchema>;
export type TJoinWaitlistForm = z.input<typeof ZJoinWaitlistSchema>;

/** The confirmation link (double opt-in) and asking for a new one. */
export const WAITLIST_CONFIRM_MESSAGES = {
  confirmed: "Your email is confirmed. You're on the LocalHub waitlist, and we've sent you a welcome email.",
  invalidLink: "This confirmation link is invalid, has expired or was already used.",
  resent: "If that email is waiting for confirmation, we've sent a new link. Check your inbox.",
  tooMany: "Too many requests for a new link. Please wait an hour and try again.",
} as const;

export const ZConfirmWaitlistEmailSchema = z.object({ token: zText().trim().min(1, WAITLIST_CONFIRM_MESSAGES.invalidLink).max(200, WAITLIST_CONFIRM_MESSAGES.invalidLink) }).strict();
export const ZResendWaitlistConfirmationSchema = z
  .object({ email: zText().trim().toLowerCase().min(1, "Email is required.").max(254, "Email is too long.").pipe(z.email("Enter a valid email address.")) })
  .strict();

export const ZSubcategoriesSchema = z.object({ parentId: zText().trim().min(1).max(64) }).strict();
export const ZWaitingCountSchema = z.object({ area: zText().trim().max(200) }).strict();
export const ZOrganizationSchema = z.object({ slug: zText().trim().min(1).max(120) }).strict();

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
