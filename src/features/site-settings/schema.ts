// Site settings: the keys an admin can set, the defaults used while a key is unset, and the rule
// for each kind of value (the settings form and the server check with the same rules).
import { z } from "zod";
import { zText } from "@/lib/text";
import { normalizeWebUrl } from "@/lib/links";

export const SITE_SETTING_KEYS = [
  "site_favicon_url",
  "site_og_image_url",
  "site_title",
  "site_description",
  "site_keywords",
  "site_logo_url",
  "hero_image_url",
  "platform_stats_active_businesses",
  "platform_stats_five_star_reviews",
  "platform_stats_member_perks",
  "platform_stats_connections_made",
  "platform_stats_connections_live",
  "platform_stats_revenue_generated",
  "platform_stats_monthly_growth",
  "social_facebook",
  "social_twitter",
  "social_instagram",
  "social_linkedin",
  "contact_email",
  "contact_phone",
  "contact_address",
  "copyright_text",
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
export type SiteSettings = Record<SiteSettingKey, string>;

export const SITE_SETTING_DEFAULTS: SiteSettings = {
  site_favicon_url: "",
  site_og_image_url: "",
  site_title: "LocalHub - Discover Trusted Local Businesses",
  site_description:
    "Find and connect with verified local businesses in your area. Browse by category, read reviews and save your favourites.",
  site_keywords: "local businesses, business directory, Texas, verified businesses, reviews",
  site_logo_url: "",
  hero_image_url: "",
  platform_stats_active_businesses: "12,847",
  platform_stats_five_star_reviews: "87,432",
  platform_stats_member_perks: "3,291",
  platform_stats_connections_made: "156,923",
  platform_stats_connections_live: "false",
  platform_stats_revenue_generated: "$2.4M",
  platform_stats_monthly_growth: "28%",
  social_facebook: "",
  social_twitter: "",
  social_instagram: "",
  social_linkedin: "",
  contact_email: "hello@localhub.example",
  contact_phone: "(512) 555-0100",
  contact_address: "Austin, TX",
  copyright_text: "© 2026 LocalHub. All rights reserved.",
};

const ZSiteSettingKey = z.enum(SITE_SETTING_KEYS);

// What each setting holds, how the admin screen groups and labels it, and how its value is checked.
type SettingKind = "text" | "longText" | "image" | "link" | "email" | "phone" | "statistic" | "toggle";
type FieldDefinition = { label: string; kind: SettingKind; hint?: string };

export const SETTING_FIELDS: Record<SiteSettingKey, FieldDefinition> = {
  site_title: { label: "Site title", kind: "text" },
  site_description: { label: "Site description", kind: "longText" },
  site_keywords: { label: "Keywords", kind: "text", hint: "Separated by commas." },
  site_favicon_url: { label: "Favicon", kind: "image" },
  site_logo_url: { label: "Logo", kind: "image" },
  site_og_image_url: { label: "Sharing image", kind: "image", hint: "Shown when a page is shared; 1200 × 630 pixels." },
  hero_image_url: { label: "Hero image", kind: "image" },
  platform_stats_active_businesses: { label: "Active businesses", kind: "statistic" },
  platform_stats_five_star_reviews: { label: "5-star reviews", kind: "statistic" },
  platform_stats_member_perks: { label: "Member perks", kind: "statistic" },
  platform_stats_connections_made: { label: "Connections made", kind: "statistic" },
  platform_stats_connections_live: {
    label: "Show the live number of connections",
    kind: "toggle",
    hint: "The home page then counts the connections businesses have made on LocalHub instead of showing the figure above.",
  },
  platform_stats_revenue_generated: { label: "Revenue generated", kind: "statistic" },
  platform_stats_monthly_growth: { label: "Monthly growth", kind: "statistic" },
  social_facebook: { label: "Facebook", kind: "link" },
  social_twitter: { label: "Twitter", kind: "link" },
  social_instagram: { label: "Instagram", kind: "link" },
  social_linkedin: { label: "LinkedIn", kind: "link" },
  contact_email: { label: "Contact email", kind: "email" },
  contact_phone: { label: "Contact phone", kind: "phone" },
  contact_address: { label: "Contact address", kind: "text" },
  copyright_text: { label: "Copyright text", kind: "text" },
};

export const SETTING_GROUPS: Array<{ id: string; title: string; keys: SiteSettingKey[] }> = [
  {
    id: "identity",
    title: "Site identity",
    keys: ["site_title", "site_description", "site_keywords", "site_favicon_url", "site_logo_url", "site_og_image_url"],
  },
  {
    id: "home",
    title: "Home page",
    keys: [
      "hero_image_url",
      "platform_stats_active_businesses",
      "platform_stats_five_star_reviews",
      "platform_stats_member_perks",
      "platform_stats_connections_made",
      "platform_stats_connections_live",
      "platform_stats_revenue_generated",
      "platform_stats_monthly_growth",
    ],
  },
  {
    id: "social",
    title: "Social links",
    keys: ["social_facebook", "social_twitter", "social_instagram", "social_linkedin"],
  },
  { id: "contact", title: "Contact", keys: ["contact_email", "contact_phone", "contact_address"] },
  { id: "footer", title: "Footer", keys: ["copyright_text"] },
];

const PHONE = /^\+?[\d\s().-]{7,25}$/;

/** The rule for one kind of value; the result is what is stored ('' clears a setting). */
function kindSchema(label: string, kind: SettingKind): z.ZodType<string, string> {
  const text = zText().trim();
  switch (kind) {
    case "text":
      return text.max(300, `${label} is limited to 300 characters.`);
    case "longText":
      return text.max(1000, `${label} is limited to 1000 characters.`);
    case "statistic":
      return text.min(1, `${label} needs a value, e.g. 12,847.`).max(20, `${label} is limited to 20 characters.`);
    case "toggle":
      return text.refine((value) => value === "true" || value === "false", `${label} must be on or off.`);
    case "email":
      return text
        .toLowerCase()
        .refine((value) => value === "" || z.email().safeParse(value).success, `${label} must be an email address.`);
    case "phone":
      return text.refine(
        (value) => value === "" || (PHONE.test(value) && value.replace(/\D/g, "").length >= 7),
        `${label} must be a phone number.`,
      );
    case "link":
      return text
        .refine(
          (value) => normalizeWebUrl(value) !== null,
          `${label} must be a web address starting with http:// or https://.`,
        )
        .transform((value) => normalizeWebUrl(value) ?? "");
    case "image":
      // An uploaded image lives on this site ('/...'); anything else follows the link rule.
      return text
        .refine(
          (value) => (value.startsWith("/") ? !value.startsWith("//") : normalizeWebUrl(value) !== null),
          `${label} must be an uploaded image or a web address starting with http:// or https://.`,
        )
        .transform((value) => (value.startsWith("/") ? value : (normalizeWebUrl(value) ?? "")));
  }
}

const MAX_SETTING_LENGTH_MESSAGE = "Setting values are limited to 2000 characters";

function settingValueSchema(key: SiteSettingKey): z.ZodType<string, string> {
  const field = SETTING_FIELDS[key];
  return zText().max(2000, MAX_SETTING_LENGTH_MESSAGE).pipe(kindSchema(field.label, field.kind));
}

/** One setting, checked by the rule for its kind. */
export const ZUpsertSiteSettingSchema = z
  .object({ key: ZSiteSettingKey, value: zText() })
  .strict()
  .transform((input, ctx) => {
    const parsed = settingValueSchema(input.key).safeParse(input.value);
    if (parsed.success) return { key: input.key, value: parsed.data };
    ctx.addIssue({ code: "custom", path: ["value"], message: parsed.error.issues[0]?.message ?? "Invalid value" });
    return z.NEVER;
  });
export type TUpsertSiteSettingInput = z.output<typeof ZUpsertSiteSettingSchema>;

/** The settings form: any of the keys, each checked by its rule; field errors carry the key. */
export const ZSaveSiteSettingsSchema = z
  .object(
    Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, settingValueSchema(key).optional()])) as Record<
      SiteSettingKey,
      z.ZodOptional<z.ZodType<string, string>>
    >,
  )
  .strict();
export type TSaveSiteSettingsInput = z.output<typeof ZSaveSiteSettingsSchema>;

/** A logo or favicon value of /placeholder.svg or empty counts as unset. */
export function isUnsetImage(value: string | undefined | null): boolean {
  const text = (value ?? "").trim();
  return text === "" || text === "/placeholder.svg";
}
