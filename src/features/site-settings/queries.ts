import "server-only";
import type { Db } from "@/platform/db";
import { isUnsetImage, SITE_SETTING_DEFAULTS, SITE_SETTING_KEYS, type SiteSettings, type TUpsertSiteSettingInput } from "./schema";

/** Every setting, with defaults filling the keys nobody has set. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.siteSetting.findMany({ where: { key: { in: [...SITE_SETTING_KEYS] } }, select: { key: true, value: true } });
  const settings: SiteSettings = { ...SITE_SETTING_DEFAULTS };
  for (const row of rows) settings[row.key as keyof SiteSettings] = row.value;
  return settings;
}

/** The stored rows ordered by key, for the admin screen. */
export function listStoredSiteSettings(db: Db) {
  return db.siteSetting.findMany({ orderBy: { key: "asc" }, select: { key: true, value: true, updatedAt: true } });
}

export function upsertSiteSetting(db: Db, input: TUpsertSiteSettingInput) {
  return db.siteSetting.upsert({
    where: { key: input.key },
    create: { key: input.key, value: input.value },
    update: { value: input.value },
    select: { key: true, value: true, updatedAt: true },
  });
}

/**
 * An image setting (logo, favicon, sharing image) with a cache-busting `v=` query, or null when it
 * is unset. The version is the setting's last change, so browsers keep the image cached until an
 * admin replaces it.
 */
export async function getVersionedImageSetting(db: Db, key: "site_logo_url" | "site_favicon_url" | "site_og_image_url"): Promise<string | null> {
  const row = await db.siteSetting.findUnique({ where: { key }, select: { value: true, updatedAt: true } });
  if (!row || isUnsetImage(row.value)) return null;
  const url = row.value.trim();
  if (url.startsWith("data:")) return url;
  return `${url}${url.includes("?") ? "&" : "?"}v=${row.updatedAt.getTime()}`;
}
