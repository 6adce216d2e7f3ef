import "server-only";
// What the directory's filter panel and city picker offer.
import type { Db } from "@/platform/db";
import { KNOWN_CITIES } from "@/lib/cities";
import { MAX_FILTER_TAGS } from "./schema";

export async function directoryFilterOptions(db: Db) {
  const [categories, tags] = await Promise.all([
    db.businessCategory.findMany({
      where: { parentId: null, active: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      select: {
        id: true,
        name: true,
        slug: true,
        icon: true,
        children: { where: { active: true }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true, slug: true } },
      },
    }),
    db.businessTag.findMany({
      where: { isActive: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: MAX_FILTER_TAGS,
      select: { id: true, name: true, slug: true, color: true },
    }),
  ]);
  const cities = KNOWN_CITIES.map(({ name, state, slug, zipCode, latitude, longitude }) => ({ name, state, slug, zipCode, latitude, longitude }));
  return { categories, tags, cities };
}

export type DirectoryFilterOptions = Awaited<ReturnType<typeof directoryFilterOptions>>;
