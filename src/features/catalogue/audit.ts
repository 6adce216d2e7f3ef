import "server-only";
// What an audit entry keeps of each catalogue record: the fields an admin edits, read inside the
// change's transaction before and after the write (features/audit/admin-change.ts).
import type { AdminChange } from "@/features/audit/admin-change";
import type { Tx } from "@/platform/db";
import { CACHE_TAGS, type CacheTag } from "./cache";

type Snapshot = NonNullable<AdminChange<unknown>["snapshot"]>;

const category: Snapshot = (tx, id) =>
  tx.businessCategory.findUnique({
    where: { id },
    select: { name: true, slug: true, icon: true, parentId: true, active: true },
  });

const tag: Snapshot = (tx, id) =>
  tx.businessTag.findUnique({
    where: { id },
    select: { name: true, slug: true, description: true, category: true, color: true, icon: true, isActive: true },
  });

const feature: Snapshot = (tx, id) =>
  tx.platformFeature.findUnique({
    where: { id },
    select: {
      title: true,
      description: true,
      iconName: true,
      badgeText: true,
      colorClass: true,
      isFeatured: true,
      isActive: true,
    },
  });

/** A template is named by its subcategory's id; services and tags are kept by name. */
const template: Snapshot = async (tx: Tx, categoryId) => {
  const row = await tx.businessTemplate.findUnique({
    where: { categoryId },
    select: {
      description: true,
      category: { select: { name: true } },
      services: { orderBy: { displayOrder: "asc" }, select: { serviceName: true } },
      tags: { orderBy: { tag: { name: "asc" } }, select: { tag: { select: { name: true } } } },
    },
  });
  if (!row) return null;
  return {
    subcategory: row.category.name,
    description: row.description,
    services: row.services.map((service) => service.serviceName),
    tags: row.tags.map((assignment) => assignment.tag.name),
  };
};

const SNAPSHOTS = { category, tag, feature, template } as const;
type Target = keyof typeof SNAPSHOTS;

/**
 * The audit side of a catalogue change: an update or delete names its target (`id`); a create
 * reads the new record's id from the write's result.
 */
export function catalogueChange<T>(
  action: `${Target}.${string}`,
  id: string | ((result: T) => string),
  ...invalidates: CacheTag[]
): AdminChange<T> {
  const target = action.split(".")[0] as Target;
  return { action, targetType: target, targetId: id, snapshot: SNAPSHOTS[target], invalidates };
}

/** A new order of siblings: no single target, the ids in their new order. */
export function reorderChange(target: "category" | "feature", ids: string[]): AdminChange<unknown> {
  return {
    action: `${target}.reorder`,
    targetType: target,
    details: () => ({ order: ids }),
    invalidates: [target === "category" ? CACHE_TAGS.categories : CACHE_TAGS.features],
  };
}
