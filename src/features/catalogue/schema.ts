// Inputs and messages of the admin catalogue: categories, tags, platform feature cards and business
// templates. Browser-safe: the admin screens use the same options and limits.
import { z } from "zod";
import { zText } from "@/lib/text";

/** The spec's icon names (platform feature cards; Shield is the default). */
export const FEATURE_ICONS = [
  "Shield",
  "MapPin",
  "Clock",
  "Star",
  "Search",
  "CheckCircle",
  "Users",
  "Heart",
  "Zap",
  "Award",
  "TrendingUp",
  "Target",
] as const;
/** Categories take the spec's icon names or the names the seeded categories use. */
export const CATEGORY_ICONS = [
  ...FEATURE_ICONS,
  "Utensils",
  "HeartPulse",
  "Home",
  "Sparkles",
  "Car",
  "Briefcase",
  "ShoppingBag",
  "Dumbbell",
  "PawPrint",
  "GraduationCap",
] as const;

/** The fixed palette of feature card colours (Tailwind classes, listed here so they are built). */
export const FEATURE_COLORS = [
  { label: "Blue", value: "bg-blue-100 text-blue-700" },
  { label: "Green", value: "bg-green-100 text-green-700" },
  { label: "Yellow", value: "bg-yellow-100 text-yellow-700" },
  { label: "Purple", value: "bg-purple-100 text-purple-700" },
  { label: "Pink", value: "bg-pink-100 text-pink-700" },
  { label: "Orange", value: "bg-orange-100 text-orange-700" },
  { label: "Indigo", value: "bg-indigo-100 text-indigo-700" },
  { label: "Slate", value: "bg-slate-100 text-slate-700" },
] as const;

export const PLATFORM_FEATURE_LIMIT = 6;

const id = zText().trim().min(1).max(64);
const name = (label: string, max = 80) =>
  zText().trim().min(1, `${label} is required.`).max(max, `${label} is limited to ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is limited to ${max} characters.`)
    .transform((value) => value || null);

export const ZIdSchema = z.object({ id }).strict();
/** A new order for a list of siblings: their ids, first to last. */
export const ZReorderSchema = z.object({ ids: z.array(id).min(1).max(500) }).strict();

export const ZCreateCategorySchema = z
  .object({ name: name("Name"), parentId: id.nullable(), icon: z.enum(CATEGORY_ICONS).nullable() })
  .strict();
export type TCreateCategoryInput = z.infer<typeof ZCreateCategorySchema>;

/** Rename, set the icon, (de)activate or move under another parent (null: make it top level). */
export const ZUpdateCategorySchema = z
  .object({
    id,
    name: name("Name").optional(),
    icon: z.enum(CATEGORY_ICONS).nullable().optional(),
    active: z.boolean().optional(),
    parentId: id.nullable().optional(),
  })
  .strict();
export type TUpdateCategoryInput = z.infer<typeof ZUpdateCategorySchema>;

const tagFields = {
  name: name("Name", 60),
  description: optionalText("Description", 300),
  category: optionalText("Group", 60),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, "Colour must be a hex colour such as #16a34a.")
    .transform((value) => value.toLowerCase()),
  /** Seeded tags use more icon names than categories do (Leaf, Wifi ...), so any icon name is kept. */
  icon: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{0,40}$/, "Icon must be an icon name such as Star.")
    .transform((value) => value || null),
  isActive: z.boolean(),
};
export const ZCreateTagSchema = z.object(tagFields).strict();
export type TCreateTagInput = z.infer<typeof ZCreateTagSchema>;
export const ZUpdateTagSchema = z.object({ id, ...tagFields }).strict();
export type TUpdateTagInput = z.infer<typeof ZUpdateTagSchema>;

const featureFields = {
  title: name("Title", 80),
  description: name("Description", 300),
  iconName: z.enum(FEATURE_ICONS).default("Shield"),
  badgeText: optionalText("Badge text", 30),
  colorClass: z.enum(FEATURE_COLORS.map((color) => color.value) as [string, ...string[]]),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
};
export const ZCreateFeatureSchema = z.object(featureFields).strict();
export type TCreateFeatureInput = z.infer<typeof ZCreateFeatureSchema>;
export const ZUpdateFeatureSchema = z.object({ id, ...featureFields }).strict();
export type TUpdateFeatureInput = z.infer<typeof ZUpdateFeatureSchema>;

const MAX_PRICE_CENTS = 100_000_000;
const price = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .nonnegative(`${label} cannot be negative.`)
    .max(MAX_PRICE_CENTS / 100, `${label} is too large.`)
    .transform((dollars) => Math.round(dollars * 100))
    .nullable();

const ZTemplateServiceSchema = z
  .object({
    serviceName: name("Service name", 80),
    description: optionalText("Service description", 300),
    priceFrom: price("Price from"),
    priceTo: price("Price to"),
    durationMinutes: z
      .number()
      .int("Duration is whole minutes.")
      .positive("Duration must be positive.")
      .max(24 * 60, "Duration is at most a day.")
      .nullable(),
  })
  .strict()
  .refine((service) => service.priceFrom === null || service.priceTo === null || service.priceFrom <= service.priceTo, {
    message: "Price to must not be below price from.",
    path: ["priceTo"],
  });

export const ZSaveTemplateSchema = z
  .object({
    categoryId: id,
    description: name("Starter description", 2000),
    tagIds: z
      .array(id)
      .max(20, "At most 20 suggested tags.")
      .transform((ids) => [...new Set(ids)]),
    services: z.array(ZTemplateServiceSchema).max(20, "At most 20 suggested services."),
  })
  .strict();
export type TSaveTemplateInput = z.output<typeof ZSaveTemplateSchema>;
export const ZTemplateForCategorySchema = z.object({ categoryId: id }).strict();

export const CATALOGUE_MESSAGES = {
  categoryNotFound: "That category no longer exists.",
  tagNotFound: "That tag no longer exists.",
  featureNotFound: "That feature card no longer exists.",
  templateNotFound: "That template no longer exists.",
  parentNotTopLevel: "A subcategory's parent must be a top-level category.",
  parentIsSelf: "A category cannot be its own parent.",
  movingParent: "A category with subcategories stays at the top level.",
  tagNameTaken: "A tag with that name already exists.",
  templateNeedsSubcategory: "Templates belong to subcategories.",
  reorderMismatch: "The list changed meanwhile. Reload and try again.",
} as const;

function countPhrase(count: number, singular: string, pluralForm: string) {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** 'This category is used by 3 businesses and 1 waitlist entry. Deactivate it instead.' */
export function inUseMessage(
  what: "category" | "tag",
  uses: { businesses: number; waitlistEntries?: number; subcategories?: number },
): string {
  const parts = [
    uses.businesses ? countPhrase(uses.businesses, "business", "businesses") : null,
    uses.waitlistEntries ? countPhrase(uses.waitlistEntries, "waitlist entry", "waitlist entries") : null,
    uses.subcategories ? countPhrase(uses.subcategories, "subcategory", "subcategories") : null,
  ].filter((part): part is string => part !== null);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  return `This ${what} is used by ${list}. Deactivate it instead.`;
}
