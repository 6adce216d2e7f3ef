import "server-only";
// The category tree for the admin screen and its changes. Two levels: top-level categories
// (level 0) and their subcategories (level 1); `level` and the parent's `hasChildren` are kept
// right here on every create, move and delete. Slugs are made once, so renaming keeps URLs.
import { inTransaction, type Db, type DbOrTx, type Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { cachedRead, CACHE_TAGS } from "./cache";
import { freeSlug } from "./free-slug";
import { CATALOGUE_MESSAGES, inUseMessage, type TCreateCategoryInput, type TUpdateCategoryInput } from "./schema";

/** Every category, parents before children, each with how many businesses use it. */
export function listCategoryTree(db: Db) {
  return db.businessCategory.findMany({
    orderBy: [{ level: "asc" }, { displayOrder: "asc" }, { name: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      slug: true,
      icon: true,
      parentId: true,
      level: true,
      active: true,
      hasChildren: true,
      displayOrder: true,
      _count: { select: { businesses: true } },
    },
  });
}

/** Active subcategories with their parent's name, for template pickers; cached. */
export function listSubcategories(db: Db) {
  return cachedRead("catalogue.subcategories", [CACHE_TAGS.categories], () =>
    db.businessCategory.findMany({
      where: { level: 1 },
      orderBy: [{ parent: { name: "asc" } }, { name: "asc" }],
      select: { id: true, name: true, active: true, parent: { select: { name: true } } },
    }),
  );
}

async function topLevelParent(tx: Tx, parentId: string, selfId?: string) {
  if (parentId === selfId) throw new AppError("BAD_REQUEST", CATALOGUE_MESSAGES.parentIsSelf, "parentId");
  const parent = await tx.businessCategory.findUnique({
    where: { id: parentId },
    select: { id: true, parentId: true },
  });
  if (!parent) throw new AppError("NOT_FOUND", CATALOGUE_MESSAGES.categoryNotFound, "parentId");
  if (parent.parentId !== null) throw new AppError("BAD_REQUEST", CATALOGUE_MESSAGES.parentNotTopLevel, "parentId");
  return parent;
}

async function refreshHasChildren(tx: Tx, id: string | null) {
  if (!id) return;
  const children = await tx.businessCategory.count({ where: { parentId: id } });
  await tx.businessCategory.update({ where: { id }, data: { hasChildren: children > 0 } });
}

export function createCategory(db: DbOrTx, input: TCreateCategoryInput) {
  return inTransaction(db, async (tx) => {
    if (input.parentId) await topLevelParent(tx, input.parentId);
    const last = await tx.businessCategory.aggregate({
      where: { parentId: input.parentId },
      _max: { displayOrder: true },
    });
    const category = await tx.businessCategory.create({
      data: {
        name: input.name,
        slug: await freeSlug(input.name, "category", (slug) => tx.businessCategory.count({ where: { slug } })),
        icon: input.icon,
        parentId: input.parentId,
        level: input.parentId ? 1 : 0,
        displayOrder: (last._max.displayOrder ?? 0) + 1,
      },
      select: { id: true, name: true, slug: true, level: true },
    });
    await refreshHasChildren(tx, input.parentId);
    return category;
  });
}

export function updateCategory(db: DbOrTx, input: TUpdateCategoryInput) {
  return inTransaction(db, async (tx) => {
    const current = await tx.businessCategory.findUnique({
      where: { id: input.id },
      select: { parentId: true, hasChildren: true },
    });
    if (!current) throw new AppError("NOT_FOUND", CATALOGUE_MESSAGES.categoryNotFound);
    const moving = input.parentId !== undefined && input.parentId !== current.parentId;
    if (moving && input.parentId) {
      if (current.hasChildren) throw new AppError("BAD_REQUEST", CATALOGUE_MESSAGES.movingParent, "parentId");
      await topLevelParent(tx, input.parentId, input.id);
    }
    const category = await tx.businessCategory.update({
      where: { id: input.id },
      data: {
        name: input.name,
        icon: input.icon,
        active: input.active,
        ...(moving ? { parentId: input.parentId, level: input.parentId ? 1 : 0 } : {}),
      },
      select: { id: true, name: true, slug: true, parentId: true, level: true, active: true, icon: true },
    });
    if (moving) {
      await refreshHasChildren(tx, current.parentId);
      await refreshHasChildren(tx, input.parentId ?? null);
    }
    // Businesses keep a copy of their category's name, which the directory's text search reads.
    if (input.name !== undefined)
      await tx.businessProfile.updateMany({ where: { categoryId: input.id }, data: { category: input.name } });
    return category;
  });
}

/** Siblings in the given order (display order 1, 2, 3 ...); all must share one parent. */
export function reorderCategories(db: DbOrTx, ids: string[]) {
  return inTransaction(db, async (tx) => {
    const rows = await tx.businessCategory.findMany({ where: { id: { in: ids } }, select: { parentId: true } });
    if (rows.length !== ids.length || new Set(rows.map((row) => row.parentId)).size !== 1)
      throw new AppError("BAD_REQUEST", CATALOGUE_MESSAGES.reorderMismatch);
    for (const [index, id] of ids.entries())
      await tx.businessCategory.update({ where: { id }, data: { displayOrder: index + 1 } });
    return { ordered: ids.length };
  });
}

/** Deletes an unused category; one that businesses, waitlist entries or subcategories use is refused. */
export function deleteCategory(db: DbOrTx, id: string) {
  return inTransaction(db, async (tx) => {
    const category = await tx.businessCategory.findUnique({ where: { id }, select: { parentId: true } });
    if (!category) throw new AppError("NOT_FOUND", CATALOGUE_MESSAGES.categoryNotFound);
    const [businesses, waitlistEntries, subcategories] = await Promise.all([
      tx.businessProfile.count({ where: { categoryId: id } }),
      tx.waitlistEntry.count({ where: { OR: [{ categoryId: id }, { parentCategoryId: id }] } }),
      tx.businessCategory.count({ where: { parentId: id } }),
    ]);
    if (businesses + waitlistEntries + subcategories > 0)
      throw new AppError("CONFLICT", inUseMessage("category", { businesses, waitlistEntries, subcategories }));
    await tx.businessCategory.delete({ where: { id } });
    await refreshHasChildren(tx, category.parentId);
    return { deleted: id };
  });
}
