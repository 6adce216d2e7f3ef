// Catalogue factories: inputs for tags and feature cards, and feature cards written directly.
import { randomUUID } from "node:crypto";
import { db } from "@/platform/db";
import { invalidateCache } from "@/platform/process-cache";
import { CACHE_TAGS } from "@/features/catalogue/cache";

const unique = () => randomUUID().slice(0, 8);

export const tagInput = () => ({
  name: `Tag ${unique()}`,
  description: "",
  category: "",
  color: "#2563EB",
  icon: "",
  isActive: true,
});

export const featureInput = () => ({
  title: `Feature ${unique()}`,
  description: "What members get",
  iconName: "Star" as const,
  badgeText: "",
  colorClass: "bg-blue-100 text-blue-700",
  isFeatured: false,
  isActive: true,
});

/** A card written straight to the database (not featured), with the cache told, as an admin change would. */
export async function createFeature() {
  const feature = await db.platformFeature.create({ data: { ...featureInput(), badgeText: null, displayOrder: 1000 } });
  invalidateCache(CACHE_TAGS.features);
  return feature;
}

/** Tests that write catalogue tables directly forget the cached reads, as an admin change does. */
export function forgetCatalogueCache() {
  invalidateCache(...Object.values(CACHE_TAGS));
}
