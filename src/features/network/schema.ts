// The network's inputs: connections, referrals, recommendations. Safe in the browser, but it loads
// zod: a component that needs only limits, labels or texts imports them from types.ts.
import { z } from "zod";
import { zText } from "@/lib/text";
import { REPORT_REASONS } from "@/features/reviews/types";
import {
  CONNECTION_NOTE_MAX,
  RECOMMENDATION_MAX,
  RECOMMENDATION_MIN,
  REFERRAL_NEED_MAX,
  REFERRAL_REASON_MAX,
  REFERRAL_STATUSES,
  REFERRAL_VALUE_MAX_DOLLARS,
} from "./types";

const ZId = zText("Invalid id").trim().min(1, "Invalid id").max(64, "Invalid id");
const page = z.number().int().min(1).max(10_000).default(1);

/** The business the owner acts as. */
export const ZActingSchema = z.object({ businessId: ZId }).strict();

/** Where the signed-in owner's businesses stand toward another business. */
export const ZRelationshipSchema = z.object({ otherBusinessId: ZId }).strict();

/** One business acting toward another. */
export const ZPairSchema = z.object({ businessId: ZId, otherBusinessId: ZId }).strict();

export const ZConnectionRequestSchema = z
  .object({
    businessId: ZId,
    otherBusinessId: ZId,
    note: zText()
      .trim()
      .max(CONNECTION_NOTE_MAX, `The note must be at most ${CONNECTION_NOTE_MAX} characters.`)
      .optional()
      .transform((note) => note || undefined),
  })
  .strict();

export const ZConnectionIdSchema = z.object({ connectionId: ZId }).strict();
export const ZConnectionAnswerSchema = z.object({ connectionId: ZId, accept: z.boolean() }).strict();

export const ZConnectionsListSchema = z
  .object({
    businessId: ZId,
    search: zText().trim().max(100, "Search must be at most 100 characters.").optional(),
    categoryId: ZId.optional(),
    page,
  })
  .strict();

export const ZRequestsListSchema = z.object({ businessId: ZId, direction: z.enum(["received", "sent"]) }).strict();

const PHONE = /^\+?[\d\s().-]{7,25}$/;

export const ZReferralSchema = z
  .object({
    businessId: ZId,
    otherBusinessId: ZId,
    customerName: zText()
      .trim()
      .min(1, "Customer name is required.")
      .max(100, "Customer name must be at most 100 characters."),
    customerEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, "Email is too long.")
      .pipe(z.union([z.literal(""), z.email("Enter a valid email address.")]))
      .optional()
      .transform((email) => email || undefined),
    customerPhone: zText()
      .trim()
      .max(25, "Enter a valid phone number.")
      .refine((phone) => phone === "" || (PHONE.test(phone) && phone.replace(/\D/g, "").length >= 7), {
        message: "Enter a valid phone number.",
      })
      .optional()
      .transform((phone) => phone || undefined),
    need: zText()
      .trim()
      .min(1, "Say what the customer needs.")
      .max(
        REFERRAL_NEED_MAX,
        `What they need must be at most ${REFERRAL_NEED_MAX.toLocaleString("en-US")} characters.`,
      ),
    consent: z.literal(true, { message: "Confirm that the customer agreed to be contacted." }),
  })
  .strict()
  .refine((referral) => referral.customerEmail || referral.customerPhone, {
    message: "Give the customer's email or phone number.",
    path: ["customerEmail"],
  });

export const ZReferralStepSchema = z
  .object({
    referralId: ZId,
    status: z.enum(["contacted", "won", "lost", "declined"]),
    /** Dollars, for "won". */
    value: z
      .number({ message: "Enter the value in dollars." })
      .min(0, "The value cannot be negative.")
      .max(
        REFERRAL_VALUE_MAX_DOLLARS,
        `The value must be at most $${REFERRAL_VALUE_MAX_DOLLARS.toLocaleString("en-US")}.`,
      )
      .optional(),
    reason: zText()
      .trim()
      .max(REFERRAL_REASON_MAX, `The reason must be at most ${REFERRAL_REASON_MAX} characters.`)
      .optional()
      .transform((reason) => reason || undefined),
  })
  .strict()
  .refine((step) => step.status !== "won" || step.value !== undefined, {
    message: "Enter the value of the closed business in dollars.",
    path: ["value"],
  })
  .refine((step) => step.status !== "declined" || step.reason !== undefined, {
    message: "Say why you decline this referral.",
    path: ["reason"],
  });

export const ZReferralListSchema = z
  .object({ businessId: ZId, status: z.enum(REFERRAL_STATUSES).optional(), page })
  .strict();

export const ZRecommendationSchema = z
  .object({
    businessId: ZId,
    otherBusinessId: ZId,
    text: zText()
      .trim()
      .min(RECOMMENDATION_MIN, `The recommendation must be at least ${RECOMMENDATION_MIN} characters.`)
      .max(RECOMMENDATION_MAX, `The recommendation must be at most ${RECOMMENDATION_MAX} characters.`),
  })
  .strict();

export const ZRecommendationIdSchema = z.object({ recommendationId: ZId }).strict();
export const ZRecommendationAnswerSchema = z
  .object({ recommendationId: ZId, action: z.enum(["accept", "decline", "hide", "show"]) })
  .strict();

export const ZRecommendationReportSchema = z
  .object({
    recommendationId: ZId,
    reason: z.enum(REPORT_REASONS, { message: "Choose a reason." }),
    note: zText()
      .trim()
      .max(500, "The note must be at most 500 characters.")
      .optional()
      .transform((note) => note || undefined),
  })
  .strict();

export const ZPublicRecommendationsSchema = z.object({ businessId: ZId }).strict();

export const ZAdminRecommendationsSchema = z
  .object({ filter: z.enum(["reported", "all", "removed"]).default("reported"), page })
  .strict();
export const ZAdminRecommendationActionSchema = z
  .object({
    recommendationId: ZId,
    action: z.enum(["remove", "restore", "dismiss_reports"]),
    reason: zText().trim().max(300, "The reason must be at most 300 characters.").optional(),
  })
  .strict();
