import "server-only";
import { inTransaction, type Db, type DbOrTx } from "@/platform/db";
import { cachedRead, CACHE_TAGS } from "@/features/catalogue/cache";
import {
  isUnsetImage,
  SITE_SETTING_DEFAULTS,
  SITE_SETTING_KEYS,
  type SiteSettings,
  type TSaveSiteSettingsInput,
  type TUpsertSiteSettingInput,
} from "./schema";

type StoredSetting = { key: string; value: string; updatedAt: Date };

/** The stored rows ordered by key, read once per process until an admin saves a setting. */
export function listStoredSiteSettings(db: Db): Promise<StoredSetting[]> {
  return cachedRead("site-settings", [CACHE_TAGS.settings], () =>
    db.siteSetting.findMany({ orderBy: { key: "asc" }, select: { key: true, value: true, updatedAt: true } }),
  );
}

/** Every setting, with defaults filling the keys nobody has set. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await listStoredSiteSettings(db);
  const settings: SiteSettings = { ...SITE_SETTING_DEFAULTS };
  const known = new Set<string>(SITE_SETTING_KEYS);
  for (const row of rows) if (known.has(row.key)) settings[row.key as keyof SiteSettings] = row.value;
  return settings;
}

function upsertRow(db: DbOrTx, key: string, value: string) {
  return db.siteSetting.upsert({
    where: { key },
    create: { key, value },
    update: { value },
    select: { key: true, value: true, updatedAt: true },
  });
}

export function upsertSiteSetting(db: DbOrTx, input: TUpsertSiteSettingInput) {
  return upsertRow(db, input.key, input.value);
}

/** Upserts the given keys in one transaction; a value that did not change keeps its version. */
export async function saveSiteSettings(db: DbOrTx, input: TSaveSiteSettingsInput): Promise<{ saved: number }> {
  const current = new Map(
    (await db.siteSetting.findMany({ select: { key: true, value: true } })).map((row) => [row.key, row.value]),
  );
  const changed = Object.entries(input).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && current.get(entry[0]) !== entry[1],
  );
  await inTransaction(db, async (tx) => {
    for (const [key, value] of changed) await upsertRow(tx, key, value);
  });
  return { saved: changed.length };
}

/**
 * An image setting (logo, favicon, sharing image) with a cache-busting `v=` query, or null when it
 * is unset. The version is the setting's last change, so browsers keep the image cached until an
 * admin replaces it.
 */
export async function getVersionedImageSetting(
  db: Db,
  key: "site_logo_url" | "site_favicon_url" | "site_og_image_url",
): Promise<string | null> {
  const row = (await listStoredSiteSettings(db)).find((candidate) => candidate.key === key);
  if (!row || isUnsetImage(row.value)) return null;
  const url = row.value.trim();
  if (url.startsWith("data:")) return url;
  return `${url}${url.includes("?") ? "&" : "?"}v=${row.updatedAt.getTime()}`;
}
