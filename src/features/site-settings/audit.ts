import "server-only";
// The audit side of a site-settings change: one setting's value (upsert), or every stored setting
// as { key: value }, so the entry keeps exactly the keys a save changed.
import type { AdminChange } from "@/features/audit/admin-change";
import { CACHE_TAGS } from "@/features/catalogue/cache";

export function settingChange(key: string): AdminChange<unknown> {
  return {
    action: "siteSettings.upsert",
    targetType: "siteSettings",
    targetId: key,
    snapshot: async (tx, id) => {
      const row = await tx.siteSetting.findUnique({ where: { key: id }, select: { value: true } });
      return row && { [id]: row.value };
    },
    invalidates: [CACHE_TAGS.settings],
  };
}

export const settingsChange: AdminChange<unknown> = {
  action: "siteSettings.save",
  targetType: "siteSettings",
  wholeSnapshot: async (tx) =>
    Object.fromEntries(
      (await tx.siteSetting.findMany({ select: { key: true, value: true } })).map((row) => [row.key, row.value]),
    ),
  invalidates: [CACHE_TAGS.settings],
};
