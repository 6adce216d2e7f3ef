import type { Db } from "@/server/db";
import { SITE_SETTING_DEFAULTS, SITE_SETTING_KEYS, type SiteSettings, type TUpsertSiteSettingInput } from "./schema";

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
