// Inputs of an owner's organisation request and of the site admin's organisation screen. Safe in
// the browser (the request form imports it for its options), but it loads zod.
import { z } from "zod";
import { zText } from "@/lib/text";
import { normalizeWebUrl } from "@/lib/links";
import { KNOWN_CITIES } from "@/lib/cities";
import { ORGANIZATION_DESCRIPTION_MAX, ORGANIZATION_KINDS, ORGANIZATION_NAME_MAX } from "../types";

const ZId = zText("Invalid id").trim().min(1, "Invalid id").max(64, "Invalid id");

/** Statuses the admin list filters by: pending (asked, not yet approved), active, suspended. */
export const ORGANIZATION_STATUSES = ["pending", "active", "suspended"] as const;
export type TOrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** The organisation's details, as an owner asks for it or a site admin creates it. */
export const ZOrganizationDetailsSchema = z
  .object({
    name: zText()
      .trim()
      .min(1, "Organization name is required.")
      .max(ORGANIZATION_NAME_MAX, `The name must be at most ${ORGANIZATION_NAME_MAX} characters.`),
    kind: z.enum(ORGANIZATION_KINDS, "Choose what kind of organization it is."),
    /** A built-in city's slug, or empty. */
    city: zText()
      .trim()
      .default("")
      .refine((slug) => slug === "" || KNOWN_CITIES.some((city) => city.slug === slug), "Choose one of the cities."),
    description: zText()
      .trim()
      .max(ORGANIZATION_DESCRIPTION_MAX, `The description must be at most ${ORGANIZATION_DESCRIPTION_MAX} characters.`)
      .default(""),
    websiteUrl: zText()
      .trim()
      .max(500, "Website is too long.")
      .default("")
      .refine(
        (value) => normalizeWebUrl(value) !== null,
        "Website must be a web address starting with http:// or https://.",
      )
      .transform((value) => normalizeWebUrl(value) || null),
  })
  .strict();

export const ZOrganizationListSchema = z
  .object({
    status: z.enum(ORGANIZATION_STATUSES).optional(),
    search: zText().trim().max(100, "Search must be at most 100 characters.").optional(),
    page: z.number().int().min(1).max(10_000).default(1),
  })
  .strict();

export const ZOrganizationIdSchema = z.object({ organizationId: ZId }).strict();

export const ZAssignManagerSchema = z
  .object({
    organizationId: ZId,
    email: z.string().trim().toLowerCase().max(254, "Email is too long.").pipe(z.email("Enter a valid email address.")),
  })
  .strict();

export const ZRemoveManagerSchema = z.object({ organizationId: ZId, userId: ZId }).strict();
