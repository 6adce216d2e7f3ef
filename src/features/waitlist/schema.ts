// The waitlist's input schemas. The limits and texts live in types.ts (the form loads them without
// zod); re-exported here.
import { z } from "zod";
import { zText } from "@/lib/text";
import { normalizeWebUrl } from "@/lib/links";
import { CHALLENGE_MAX_LENGTH, EMPLOYEE_OPTIONS, MAX_CHALLENGES, WAITLIST_CONFIRM_MESSAGES } from "./types";

export { WAITLIST_CONFIRM_MESSAGES, WAITLIST_MESSAGES, uniqueChallenges } from "./types";

const optionalText = (max: number) => zText().trim().max(max, `Keep this under ${max} characters.`).default("");

/** A social or business page address: the link rule applies, and only http(s) results are kept. */
const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} is too long.`)
    .default("")
    .refine(
      (value) => normalizeWebUrl(value) !== null,
      `${label} must be a web address starting with http:// or https://.`,
    )
    .transform((value) => normalizeWebUrl(value) || null);

const referralText = zText().trim().max(200).optional();

const ZReferralSchema = z
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
    email: zText()
      .trim()
      .toLowerCase()
      .min(1, "Email is required.")
      .max(254, "Email is too long.")
      .pipe(z.email("Enter a valid email address.")),
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
      .array(
        zText()
          .trim()
          .min(1, "A challenge cannot be blank.")
          .max(CHALLENGE_MAX_LENGTH, `Keep each challenge under ${CHALLENGE_MAX_LENGTH} characters.`),
      )
      .max(MAX_CHALLENGES, `Choose at most ${MAX_CHALLENGES} challenges.`)
      .default([]),
    referral: ZReferralSchema.default({}),
    /** The random id the form keeps in this browser (risk.ts stores only its hash). */
    browserKey: zText().trim().max(64).optional(),
  })
  .strict();
export type TJoinWaitlistInput = z.infer<typeof ZJoinWaitlistSchema>;
export type TJoinWaitlistForm = z.input<typeof ZJoinWaitlistSchema>;

export const ZConfirmWaitlistEmailSchema = z
  .object({
    token: zText().trim().min(1, WAITLIST_CONFIRM_MESSAGES.invalidLink).max(200, WAITLIST_CONFIRM_MESSAGES.invalidLink),
  })
  .strict();
export const ZResendWaitlistConfirmationSchema = z
  .object({
    email: zText()
      .trim()
      .toLowerCase()
      .min(1, "Email is required.")
      .max(254, "Email is too long.")
      .pipe(z.email("Enter a valid email address.")),
  })
  .strict();

export const ZSubcategoriesSchema = z.object({ parentId: zText().trim().min(1).max(64) }).strict();
export const ZOrganizationSchema = z.object({ slug: zText().trim().min(1).max(120) }).strict();
export const ZAreaProgressSchema = z.object({ area: zText().trim().min(1).max(80) }).strict();
const spotKey = zText().trim().min(1).max(100);
export const ZSpotSchema = z.object({ key: spotKey }).strict();
export const ZLeaderboardOptInSchema = z.object({ key: spotKey, optIn: z.boolean() }).strict();
