// Creating and editing a business: input schemas and the product's messages. Safe in the browser,
// so the editor and the server use the same rules and texts.
import { z } from "zod";
import { normalizeWebUrl } from "@/lib/links";
import { isStoredImageUrl, IMAGE_URL_MESSAGE } from "@/lib/images";
import { CALENDAR_DAY_MESSAGE, isCalendarDay } from "@/lib/calendar-day";
import { zText } from "@/lib/text";
import { BUSINESS_NOT_FOUND } from "../types";

export const MAX_TAGS = 8;
export const MAX_DESCRIPTION = 2000;
export const MAX_SERVICES = 50;
export const MAX_OFFERS = 20;
const MAX_HOURS_ROWS = 42;

export const BUSINESS_MESSAGES = {
  notFound: BUSINESS_NOT_FOUND,
  hoursOverlap: "Opening hours overlap",
  unknownCity: "Choose one of the listed cities.",
  unknownCategory: "Choose a category from the list.",
  subcategoryNotUnderParent: "Choose a subcategory of the selected category.",
  unknownTag: "Choose tags from the list.",
  unknownService: "This service no longer exists. Reload the page and try again.",
  unknownOffer: "This offer no longer exists. Reload the page and try again.",
  onePinned: "Only one offer can be pinned.",
  zipOtherCity: (zip: string, city: string) => `ZIP code ${zip} is in ${city}. Choose that city or check the ZIP code.`,
  saved: "Changes saved",
  created: "Business created",
} as const;

const text = (max: number, label: string) =>
  zText()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`);
const optionalText = (max: number, label: string) => text(max, label).default("");
const id = zText().trim().min(1).max(64);

/** A web address by the link rule (https:// added when missing); only http(s) results are kept. */
const webAddress = (label: string) =>
  zText()
    .trim()
    .max(500, `${label} is too long.`)
    .default("")
    .refine(
      (value) => normalizeWebUrl(value) !== null,
      `${label} must be a web address starting with http:// or https://.`,
    )
    .transform((value) => normalizeWebUrl(value) || null);

const coordinate = (min: number, max: number, label: string) =>
  z
    .number(`${label} must be a number.`)
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`)
    .nullable()
    .default(null);

export const ZBusinessIdSchema = z.object({ id }).strict();

export const ZBasicsSchema = z
  .object({
    businessName: zText()
      .trim()
      .min(1, "Business name is required.")
      .max(120, "Business name must be at most 120 characters."),
    description: optionalText(MAX_DESCRIPTION, "Description"),
    parentCategoryId: zText().trim().min(1, "Choose a category.").max(64),
    categoryId: zText().trim().min(1, "Choose a subcategory.").max(64),
    tagIds: z.array(id).max(MAX_TAGS, `Choose at most ${MAX_TAGS} tags.`).default([]),
    onlineBooking: z.boolean().default(false),
    sameDayService: z.boolean().default(false),
  })
  .strict();

export const ZLocationSchema = z
  .object({
    address: optionalText(300, "Address"),
    citySlug: zText().trim().min(1, "City is required.").max(64),
    zipCode: zText()
      .trim()
      .default("")
      .refine((value) => value === "" || /^\d{5}$/.test(value), "ZIP code must be exactly 5 digits."),
    latitude: coordinate(-90, 90, "Latitude"),
    longitude: coordinate(-180, 180, "Longitude"),
  })
  .strict()
  .refine((value) => (value.latitude === null) === (value.longitude === null), {
    message: "Enter both latitude and longitude, or neither.",
    path: ["longitude"],
  });

export const ZContactSchema = z
  .object({
    phone: optionalText(40, "Phone"),
    email: zText()
      .trim()
      .toLowerCase()
      .max(254, "Email is too long.")
      .default("")
      .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid email address."),
    websiteUrl: webAddress("Website"),
    instagramUrl: webAddress("Instagram URL"),
    facebookUrl: webAddress("Facebook URL"),
    tiktokUrl: webAddress("TikTok URL"),
    googleBusinessUrl: webAddress("Google Business URL"),
  })
  .strict();

const storedImage = zText().trim().refine(isStoredImageUrl, IMAGE_URL_MESSAGE).nullable().default(null);
export const ZPhotosSchema = z.object({ logoUrl: storedImage, coverImageUrl: storedImage }).strict();

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM.");
/** One opening range; a close at or before the open runs past midnight; 00:00–00:00 is 24 hours. */
const ZHoursRangeSchema = z.object({ dayOfWeek: z.number().int().min(0).max(6), open: clock, close: clock }).strict();
export const ZHoursSchema = z.array(ZHoursRangeSchema).max(MAX_HOURS_ROWS, "Too many opening ranges.");

const dollars = (label: string) =>
  z
    .number(`${label} must be a number.`)
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000, `${label} must be at most $1,000,000.`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} can have at most 2 decimals.`)
    .nullable()
    .default(null);

const ZServiceSchema = z
  .object({
    id: id.optional(),
    serviceName: zText()
      .trim()
      .min(1, "Service name is required.")
      .max(120, "Service name must be at most 120 characters."),
    description: optionalText(1000, "Description"),
    priceFrom: dollars("Price from"),
    priceTo: dollars("Price to"),
    durationMinutes: z
      .number()
      .int("Duration must be whole minutes.")
      .min(1, "Duration must be at least 1 minute.")
      .max(1440, "Duration must be at most 1,440 minutes.")
      .nullable()
      .default(null),
    isFeatured: z.boolean().default(false),
  })
  .strict()
  .refine((service) => service.priceFrom === null || service.priceTo === null || service.priceFrom <= service.priceTo, {
    message: "Price to must be at least price from.",
    path: ["priceTo"],
  });
export const ZServicesSchema = z.array(ZServiceSchema).max(MAX_SERVICES, `At most ${MAX_SERVICES} services.`);

/** A real calendar day in the years the offer arithmetic and both databases handle (1900-2200). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date.")
  .refine(isCalendarDay, CALENDAR_DAY_MESSAGE)
  .nullable()
  .default(null);

const ZOfferSchema = z
  .object({
    id: id.optional(),
    title: zText().trim().min(1, "Offer title is required.").max(120, "Offer title must be at most 120 characters."),
    description: optionalText(1000, "Description"),
    isActive: z.boolean().default(true),
    isPinned: z.boolean().default(false),
    validFrom: day,
    validTo: day,
  })
  .strict()
  .refine((offer) => offer.validFrom === null || offer.validTo === null || offer.validFrom <= offer.validTo, {
    message: "Valid to must be on or after valid from.",
    path: ["validTo"],
  });
export const ZOffersSchema = z
  .array(ZOfferSchema)
  .max(MAX_OFFERS, `At most ${MAX_OFFERS} offers.`)
  .refine((offers) => offers.filter((offer) => offer.isPinned).length <= 1, BUSINESS_MESSAGES.onePinned);

export const ZCreateBusinessSchema = z
  .object({
    basics: ZBasicsSchema,
    location: ZLocationSchema,
    contact: ZContactSchema,
    photos: ZPhotosSchema.default({ logoUrl: null, coverImageUrl: null }),
    hours: ZHoursSchema.default([]),
    services: ZServicesSchema.default([]),
    offers: ZOffersSchema.default([]),
  })
  .strict();

const withId = <T extends z.ZodType>(data: T) => z.object({ id, data }).strict();
export const ZUpdateBasicsSchema = withId(ZBasicsSchema);
export const ZUpdateLocationSchema = withId(ZLocationSchema);
export const ZUpdateContactSchema = withId(ZContactSchema);
export const ZUpdatePhotosSchema = withId(ZPhotosSchema);
export const ZSaveHoursSchema = withId(ZHoursSchema);
export const ZSaveServicesSchema = withId(ZServicesSchema);
export const ZSaveOffersSchema = withId(ZOffersSchema);
export const ZSetActiveSchema = z.object({ id, active: z.boolean() }).strict();

export type TBasicsInput = z.input<typeof ZBasicsSchema>;
export type TContactInput = z.input<typeof ZContactSchema>;
export type TPhotosInput = z.input<typeof ZPhotosSchema>;
export type THoursRange = z.infer<typeof ZHoursRangeSchema>;
export type TServiceInput = z.input<typeof ZServiceSchema>;
export type TOfferInput = z.input<typeof ZOfferSchema>;
export type TCreateBusinessInput = z.input<typeof ZCreateBusinessSchema>;
