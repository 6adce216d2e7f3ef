// Organisations' inputs. Safe in the browser, but it loads zod: a component that needs only limits,
// labels or texts imports them from types.ts.
import { z } from "zod";
import { zText } from "@/lib/text";
import { normalizeWebUrl } from "@/lib/links";
import {
  LEADERBOARD_PERIODS,
  MEMBER_OFFER_DETAILS_MAX,
  MEMBER_OFFER_TITLE_MAX,
  ORGANIZATION_DESCRIPTION_MAX,
} from "./types";

const ZId = zText("Invalid id").trim().min(1, "Invalid id").max(64, "Invalid id");
const ZSlug = zText("Invalid address").trim().toLowerCase().min(1, "Invalid address").max(120, "Invalid address");

// ---------------------------------------------------------------- the public page

/** An organisation's public page by its slug. */
export const ZOrganizationSlugSchema = z.object({ slug: ZSlug }).strict();

/** A page of the member directory: name search, category (a top category includes its subcategories). */
export const ZOrganizationMembersSchema = z
  .object({
    slug: ZSlug,
    search: zText()
      .trim()
      .max(100, "The search must be at most 100 characters.")
      .optional()
      .transform((search) => search || undefined),
    categoryId: ZId.optional(),
    page: z.number().int().min(1).max(10_000).default(1),
  })
  .strict();

export const ZLeaderboardSchema = z.object({ slug: ZSlug, period: z.enum(LEADERBOARD_PERIODS) }).strict();

// ---------------------------------------------------------------- membership, invitations, member offers

/** One membership row (a request, an invitation or an active membership). */
export const ZMembershipIdSchema = z.object({ membershipId: ZId }).strict();
export const ZAskToJoinSchema = z.object({ slug: ZSlug, businessId: ZId }).strict();
export const ZAnswerInvitationSchema = z.object({ membershipId: ZId, accept: z.boolean() }).strict();
export const ZAnswerRequestSchema = z.object({ membershipId: ZId, approve: z.boolean() }).strict();
export const ZShowValueSchema = z.object({ membershipId: ZId, show: z.boolean() }).strict();
export const ZInviteBusinessSchema = z.object({ slug: ZSlug, businessId: ZId }).strict();
export const ZInviteEmailSchema = z
  .object({
    slug: ZSlug,
    email: z.string().trim().toLowerCase().max(254, "Email is too long.").pipe(z.email("Enter a valid email address.")),
  })
  .strict();
/** Businesses an organisation admin may invite, by name. */
export const ZInviteSearchSchema = z
  .object({ slug: ZSlug, search: zText().trim().min(1, "Type a business name.").max(100, "The search is too long.") })
  .strict();

export const ZOrganizationSettingsSchema = z
  .object({
    slug: ZSlug,
    description: zText()
      .trim()
      .max(ORGANIZATION_DESCRIPTION_MAX, `The description must be at most ${ORGANIZATION_DESCRIPTION_MAX} characters.`)
      .transform((text) => text || null),
    websiteUrl: zText()
      .trim()
      .max(500, "Website is too long.")
      .refine(
        (value) => normalizeWebUrl(value) !== null,
        "Website must be a web address starting with http:// or https://.",
      )
      .transform((value) => normalizeWebUrl(value) || null),
    leaderboardPublic: z.boolean(),
  })
  .strict();

/** A date as YYYY-MM-DD (the offer runs to the end of that day, UTC), today or later. */
const ZOfferEnd = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD.")
  .transform((day) => new Date(`${day}T23:59:59.999Z`))
  .refine((end) => !Number.isNaN(end.getTime()), "Enter a valid date.")
  .refine((end) => end.getTime() > Date.now(), "The end date must be today or later.");

export const ZPostOfferSchema = z
  .object({
    slug: ZSlug,
    businessId: ZId,
    title: zText()
      .trim()
      .min(1, "Give the offer a title.")
      .max(MEMBER_OFFER_TITLE_MAX, `The title must be at most ${MEMBER_OFFER_TITLE_MAX} characters.`),
    details: zText()
      .trim()
      .min(1, "Describe the offer.")
      .max(
        MEMBER_OFFER_DETAILS_MAX,
        `The details must be at most ${MEMBER_OFFER_DETAILS_MAX.toLocaleString("en-US")} characters.`,
      ),
    validUntil: z
      .union([z.literal(""), ZOfferEnd])
      .optional()
      .transform((end) => end || undefined),
  })
  .strict();
export const ZOfferIdSchema = z.object({ offerId: ZId }).strict();
