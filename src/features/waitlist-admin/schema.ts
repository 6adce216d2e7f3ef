// Inputs and messages of the waitlist's admin side: challenge moderation, referrals, conversion
// and area launches. Safe in the browser.
import { z } from "zod";
import { CALENDAR_DAY_MESSAGE, isCalendarDay } from "@/lib/calendar-day";
import { KNOWN_CITIES } from "@/lib/cities";
import { zText } from "@/lib/text";
import { RISK_LEVELS } from "@/features/waitlist/types";

const id = zText().min(1).max(64);
const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

// ------------------------------------------------------------------ challenges

export const CHALLENGE_NOT_FOUND_MESSAGE = "Challenge not found.";
export const CHALLENGE_TEXT_TAKEN_MESSAGE = "A challenge with this text already exists.";

const ZChallengeUpdatesSchema = z
  .object({
    challengeText: zText()
      .trim()
      .min(1, "Challenge text is required.")
      .max(200, "Challenge text must be at most 200 characters."),
    category: zText().trim().max(60).nullable(),
    displayOrder: z.number().int().min(0).max(100_000),
    isActive: z.boolean(),
    isApproved: z.boolean(),
  })
  .partial()
  .strict();

export const ZModerateChallengeSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve"), id }).strict(),
  z.object({ action: z.literal("reject"), id }).strict(),
  z.object({ action: z.literal("delete"), id }).strict(),
  z.object({ action: z.literal("update"), id, updates: ZChallengeUpdatesSchema }).strict(),
]);
export type TModerateChallengeInput = z.infer<typeof ZModerateChallengeSchema>;
export type ChallengeAction = TModerateChallengeInput["action"];

const PAST_TENSE: Record<ChallengeAction, string> = {
  approve: "approved",
  reject: "rejected",
  update: "updated",
  delete: "deleted",
};

/** The success toast's text: 'Challenge has been approved successfully.' and so on. */
export const challengeActionMessage = (action: ChallengeAction) =>
  `Challenge has been ${PAST_TENSE[action]} successfully.`;

/** What the action changed, said after the message above where it is not obvious. */
export const CHALLENGE_ACTION_DETAIL: Partial<Record<ChallengeAction, string>> = {
  approve: "It is offered to business owners, and every pick of it is approved.",
  reject: "It is now inactive: no longer offered to business owners, and out of the review list.",
};

/** 'applies to 1 entry', 'applies to 3 entries': whom approving a challenge reaches. */
export const appliesToEntries = (count: number) => `applies to ${count} ${count === 1 ? "entry" : "entries"}`;

// ------------------------------------------------------------------ referrals

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates look like 2026-11-22.")
  .refine(isCalendarDay, CALENDAR_DAY_MESSAGE);

const WAITLIST_STATUSES = ["waiting", "converted"] as const;
/** Whether the owner opened the confirmation link (double opt-in). */
const EMAIL_CONFIRMATION_FILTERS = ["confirmed", "unconfirmed"] as const;
/** The fraud check's levels, and "held": high risk that no admin has cleared yet. */
const RISK_FILTERS = [...RISK_LEVELS, "held"] as const;
/** Entries whose location named neither a known city nor a ZIP code. */
export const AREA_UNKNOWN = "unknown";

export const ZReferralFiltersSchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    source: optionalText(100),
    medium: optionalText(100),
    campaign: optionalText(100),
    organization: optionalText(100),
    code: optionalText(100),
    city: optionalText(60),
    status: z.enum(WAITLIST_STATUSES).optional(),
    email: z.enum(EMAIL_CONFIRMATION_FILTERS).optional(),
    risk: z.enum(RISK_FILTERS).optional(),
    area: z.literal(AREA_UNKNOWN).optional(),
  })
  .strict()
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: "The start date must not be after the end date.",
    path: ["to"],
  });
export type TReferralFilters = z.infer<typeof ZReferralFiltersSchema>;

export const REFERRAL_FILTER_KEYS = [
  "from",
  "to",
  "source",
  "medium",
  "campaign",
  "organization",
  "code",
  "city",
  "status",
  "email",
  "risk",
  "area",
] as const;

export const ZReferralStatsSchema = z
  .object({ filters: ZReferralFiltersSchema, interval: z.enum(["day", "week"]).default("day") })
  .strict();
export const WAITLIST_PAGE_SIZE = 20;
export const ZWaitlistEntriesSchema = z
  .object({ filters: ZReferralFiltersSchema, page: z.number().int().min(1).max(100_000).default(1) })
  .strict();

export const ENTRY_NOT_HELD_MESSAGE = "This entry is not held: there is nothing to clear.";
export const AREA_ALREADY_KNOWN_MESSAGE = "This entry already belongs to an area.";

export const ZClearEntrySchema = z.object({ id }).strict();

// ------------------------------------------------------------------ conversion

export const ENTRY_NOT_FOUND_MESSAGE = "Waitlist entry not found.";
export const ALREADY_CONVERTED_MESSAGE = "This waitlist entry has already been converted to a business.";
export const UNKNOWN_CITY_MESSAGE = "Choose one of the cities LocalHub serves.";
export const UNKNOWN_CATEGORY_MESSAGE = "Choose a category.";

const optionalUrl = z
  .string()
  .trim()
  .max(300)
  .refine(
    (value) => value === "" || /^https?:\/\/\S+\.\S+$/i.test(value),
    "Enter a web address starting with https://.",
  )
  .optional()
  .transform((value) => value || null);

export const ZConvertEntrySchema = z
  .object({
    entryId: id,
    businessName: zText().trim().min(1, "Business name is required.").max(120),
    categoryId: zText().min(1, UNKNOWN_CATEGORY_MESSAGE).max(64),
    address: zText()
      .trim()
      .max(200)
      .optional()
      .transform((value) => value || null),
    citySlug: zText().min(1, UNKNOWN_CITY_MESSAGE).max(60),
    zipCode: z
      .string()
      .trim()
      .refine((value) => value === "" || /^\d{5}$/.test(value), "ZIP code must be exactly 5 digits.")
      .optional()
      .transform((value) => value || null),
    phone: zText()
      .trim()
      .max(30)
      .optional()
      .transform((value) => value || null),
    email: z
      .union([z.literal(""), z.email("Enter a valid email address.").max(254)])
      .optional()
      .transform((value) => value || null),
    instagramUrl: optionalUrl,
    facebookUrl: optionalUrl,
    tiktokUrl: optionalUrl,
    googleBusinessUrl: optionalUrl,
  })
  .strict();
export type TConvertEntryInput = z.infer<typeof ZConvertEntrySchema>;

// ------------------------------------------------------------------ areas and launches

export const UNKNOWN_AREA_MESSAGE = "Choose one of the cities LocalHub serves, or enter a 5-digit ZIP code.";

/** A launch area's key: a known city's slug or a 5-digit ZIP code. */
const areaKey = zText()
  .trim()
  .min(1, "Choose a city or enter a ZIP code.")
  .max(60)
  .refine((key) => /^\d{5}$/.test(key) || KNOWN_CITIES.some((city) => city.slug === key), UNKNOWN_AREA_MESSAGE);

export const ZLaunchAreaSchema = z.object({ area: areaKey }).strict();

export const ZAssignAreaSchema = z.object({ id, area: areaKey }).strict();
export type TAssignAreaInput = z.infer<typeof ZAssignAreaSchema>;

/** The most an admin can set: far above any real area, low enough that a typo is refused. */
export const AREA_LIMITS = { goal: 100_000, foundingMemberSlots: 1_000, referralBoost: 1_000 } as const;
const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")}.`);

export const ZAreaSettingsSchema = z
  .object({
    area: areaKey,
    goal: count("The goal", AREA_LIMITS.goal),
    foundingMemberSlots: count("Founding-member slots", AREA_LIMITS.foundingMemberSlots),
    referralBoost: count("Places per referral", AREA_LIMITS.referralBoost),
  })
  .strict();
export type TAreaSettingsInput = z.infer<typeof ZAreaSettingsSchema>;
