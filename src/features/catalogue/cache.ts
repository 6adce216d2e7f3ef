import "server-only";
// The process cache's tags for what the admin catalogue changes. Public reads carry the tags of the
// tables they read; every admin change invalidates the tags of the tables it wrote.
export { cachedRead } from "@/platform/process-cache";

export const CACHE_TAGS = {
  settings: "site-settings",
  categories: "categories",
  tags: "tags",
  features: "platform-features",
  templates: "business-templates",
} as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
