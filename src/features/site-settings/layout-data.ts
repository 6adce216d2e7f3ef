// Server-side reads shared by the header, footer, page metadata and pages, once per request. When
// the database cannot be read, the site still renders from the built-in defaults (the footer pages
// need nothing else), and the failure is logged on the server only.
import "server-only";
import { cache } from "react";
import { db } from "@/platform/db";
import { getSiteSettings, getVersionedImageSetting } from "@/features/site-settings/queries";
import { SITE_SETTING_DEFAULTS } from "@/features/site-settings/schema";

/** `read()`, or `fallback` (logged) when it fails. */
export async function orFallback<T>(read: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`Could not read ${what}; using defaults:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

export const getLogoSrc = cache(() =>
  orFallback(() => getVersionedImageSetting(db, "site_logo_url"), null, "the logo setting"),
);
export const getSettings = cache(() =>
  orFallback(() => getSiteSettings(db), { ...SITE_SETTING_DEFAULTS }, "the site settings"),
);
export const getFaviconSrc = cache(() =>
  orFallback(() => getVersionedImageSetting(db, "site_favicon_url"), null, "the favicon setting"),
);
export const getSharingImageSrc = cache(() =>
  orFallback(() => getVersionedImageSetting(db, "site_og_image_url"), null, "the sharing image setting"),
);
