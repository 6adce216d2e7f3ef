// The admin businesses screen's inputs: the list's search, filters, sort and page, and the
// moderation actions. Safe in the browser.
import { z } from "zod";
import { zText } from "@/lib/text";
import {
  ADMIN_BUSINESS_MAX_PAGE,
  ADMIN_BUSINESS_SEARCH_MAX,
  ADMIN_BUSINESS_SORT_IDS,
  BULK_ACTION_IDS,
  BULK_MAX,
  BUSINESS_ADMIN_MESSAGES as M,
  REASON_MAX,
  VERIFICATION_STATUSES,
} from "./types";

export * from "./types";

const id = zText().trim().min(1, "Business id is required.").max(64, "Unknown business id.");
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(80)
  .regex(/^[a-z0-9-]+$/, "Unknown slug.");

export const ZAdminBusinessListSchema = z
  .object({
    /** A name (its start), an owner's email (or its start), a city's name or a 5-digit ZIP. */
    q: zText()
      .trim()
      .max(ADMIN_BUSINESS_SEARCH_MAX, `Search text must be at most ${ADMIN_BUSINESS_SEARCH_MAX} characters.`)
      .default(""),
    status: z.enum(VERIFICATION_STATUSES).optional(),
    active: z.boolean().optional(),
    featured: z.boolean().optional(),
    city: slug.optional(),
    category: slug.optional(),
    hasOwner: z.boolean().optional(),
    /** New listings waiting for an admin's approval (listing-approval.ts). */
    awaiting: z.boolean().optional(),
    sort: z.enum(ADMIN_BUSINESS_SORT_IDS).default("newest"),
    page: z
      .number()
      .int()
      .min(1)
      .max(ADMIN_BUSINESS_MAX_PAGE, `Page must be at most ${ADMIN_BUSINESS_MAX_PAGE}.`)
      .default(1),
  })
  .strict();
export type TAdminBusinessListInput = z.input<typeof ZAdminBusinessListSchema>;
export type TAdminBusinessListQuery = z.output<typeof ZAdminBusinessListSchema>;

export const ZSetVerificationSchema = z
  .object({
    id,
    status: z.enum(VERIFICATION_STATUSES, "Choose pending, verified or rejected."),
    reason: zText().trim().max(REASON_MAX, M.reasonTooLong).default(""),
  })
  .strict()
  .refine((input) => input.status !== "rejected" || input.reason.length > 0, {
    message: M.reasonRequired,
    path: ["reason"],
  });

export const ZSetFeaturedSchema = z.object({ id, featured: z.boolean() }).strict();
export const ZSetActiveSchema = z.object({ id, active: z.boolean() }).strict();

export const ZBulkBusinessSchema = z
  .object({
    ids: z.array(id).min(1, M.bulkEmpty).max(BULK_MAX, M.bulkTooMany),
    action: z.enum(BULK_ACTION_IDS, "Choose verify, feature or deactivate."),
  })
  .strict();
