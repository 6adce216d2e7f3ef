import "server-only";
// Public reads for the waitlist form: categories, challenge suggestions and organisations (an area's
// progress is in areas.ts).
import type { Db } from "@/platform/db";
import { cachedRead, CACHE_TAGS } from "@/features/catalogue/cache";

/** Read with every waitlist section: kept in the process cache until an admin changes categories. */
export function topCategories(db: Db) {
  return cachedRead("waitlist.topCategories", [CACHE_TAGS.categories], () =>
    db.businessCategory.findMany({
      where: { parentId: null, active: true },
      orderBy: { name: "asc" },
      select: { id: true, name: true, icon: true },
    }),
  );
}

export function subcategories(db: Db, parentId: string) {
  return db.businessCategory.findMany({
    where: { parentId, active: true },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
}

/** How long sign-ups may reorder the suggestions (by use) before the cached list is read again. */
const CHALLENGE_SUGGESTIONS_MAX_AGE_MS = 5 * 60_000;

/**
 * Active, approved challenges: most used first, then the team's order. Kept in the process cache
 * until an admin moderates a challenge, and at most 5 minutes, since each sign-up changes the counts.
 */
export function challengeSuggestions(db: Db) {
  return cachedRead(
    "waitlist.challengeSuggestions",
    [CACHE_TAGS.challenges],
    () =>
      db.waitlistChallenge.findMany({
        where: { isActive: true, isApproved: true },
        orderBy: [{ usageCount: "desc" }, { displayOrder: "asc" }],
        select: { id: true, challengeText: true, usageCount: true },
        take: 200,
      }),
    CHALLENGE_SUGGESTIONS_MAX_AGE_MS,
  );
}

export function organizationBySlug(db: Db, slug: string) {
  return db.organization.findFirst({
    where: { slug, active: true },
    select: { slug: true, name: true, description: true },
  });
}
