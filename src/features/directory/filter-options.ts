import "server-only";
// What the directory's filter panel and city picker offer.
import type { Db } from "@/platform/db";
import { KNOWN_CITIES } from "@/lib/cities";
import { MAX_FILTER_TAGS } from "./schema";
import { sql } from "./sql";

type FilterTag = { id: string; name: string; slug: string; color: string | null };

/**
 * The most used active tags (at most MAX_FILTER_TAGS; a tag no business carries would find
 * nothing, so it is not offered), by name ignoring case. `usageCount` is kept by triggers on the
 * assignments, so this reads a few rows of one small table on the (isActive, usageCount) index
 * instead of counting the assignments of every business on each directory page.
 */
export const popularTagsStatement = () => sql`
    SELECT t."id", t."name", t."slug", t."color"
    FROM "BusinessTag" t
    WHERE t."isActive" = TRUE AND t."usageCount" > 0
    ORDER BY t."usageCount" DESC, t."id"
    LIMIT ${MAX_FILTER_TAGS}`;

async function popularTags(db: Db): Promise<FilterTag[]> {
  const rows = await db.$queryRaw<FilterTag[]>(popularTagsStatement());
  return rows.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id));
}

/** Every tag a business carries, by name: the 'More tags' list, and names for the chosen tags' chips. */
const usedTags = (db: Db) =>
  db.businessTag.findMany({
    where: { isActive: true, usageCount: { gt: 0 } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, slug: true },
  });

export async function directoryFilterOptions(db: Db) {
  const [categories, tags, allTags] = await Promise.all([
    db.businessCategory.findMany({
      where: { parentId: null, active: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      select: {
        id: true,
        name: true,
        slug: true,
        icon: true,
        children: {
          where: { active: true },
          orderBy: [{ name: "asc" }, { id: "asc" }],
          select: { id: true, name: true, slug: true },
        },
      },
    }),
    popularTags(db),
    usedTags(db),
  ]);
  const cities = KNOWN_CITIES.map(({ name, state, slug, zipCode, latitude, longitude }) => ({
    name,
    state,
    slug,
    zipCode,
    latitude,
    longitude,
  }));
  return { categories, tags, allTags, cities };
}

export type DirectoryFilterOptions = Awaited<ReturnType<typeof directoryFilterOptions>>;
