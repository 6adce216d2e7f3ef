// Site settings: the keys an admin can set, and the defaults used while a key is unset.
import { z } from "zod";
import { zText } from "@/lib/text";

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

export const ZSiteSettingKey = z.enum(SITE_SETTING_KEYS);

export const ZUpsertSiteSettingSchema = z
  .object({ key: ZSiteSettingKey, value: zText().trim().max(2000, "Setting values are limited to 2000 characters") })
  .strict();
export type TUpsertSiteSettingInput = z.infer<typeof ZUpsertSiteSettingSchema>;

/** A logo or favicon value of /placeholder.svg or empty counts as unset. */
export function isUnsetImage(value: string | undefined | null): boolean {
  const text = (value ?? "").trim();
  return text === "" || text === "/placeholder.svg";
}
