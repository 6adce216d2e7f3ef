import "server-only";
// The categories the admin's businesses filter offers: read from the database on each visit, the
// active ones the filter can match (directory/search-filters.ts), each with its active subcategories.
// The screen used to take them from the public directory's options, a process-cached read that can
// keep an answer loaded at a bad moment (an empty one, while categories were being written) for a
// minute; an admin screen reads its own, current list.
import type { Db } from "@/platform/db";

export function adminCategoryOptions(db: Db) {
  return db.businessCategory.findMany({
    where: { parentId: null, active: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      name: true,
      slug: true,
      children: {
        where: { active: true },
        orderBy: [{ name: "asc" }, { id: "asc" }],
        select: { name: true, slug: true },
      },
    },
  });
}

export type AdminCategoryOptions = Awaited<ReturnType<typeof adminCategoryOptions>>;
