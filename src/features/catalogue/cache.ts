import "server-only";
// The process cache's tags. Public reads carry the tags of the tables they read; every change
// invalidates the tags of the tables it wrote (admin changes through adminChange, business saves
// in features/businesses/editor/mutations.ts, challenge moderation in features/waitlist-admin).
export { cachedRead } from "@/platform/process-cache";

export const CACHE_TAGS = {
  settings: "site-settings",
  categories: "categories",
  tags: "tags",
  features: "platform-features",
  templates: "business-templates",
  /** Businesses as cards outside the directory's search (the home page's featured list). */
  businesses: "businesses",
  /** Approved waitlist challenges (the waitlist form's suggestions). */
  challenges: "waitlist-challenges",
} as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
