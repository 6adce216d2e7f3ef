import "server-only";
// The platform feature cards an admin manages; the home page shows the first six featured, active
// ones by display order (src/features/home/platform-features.ts).
import { inTransaction, type Db, type DbOrTx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { CATALOGUE_MESSAGES, type TCreateFeatureInput, type TUpdateFeatureInput } from "./schema";

const FEATURE_FIELDS = {
  id: true,
  title: true,
  description: true,
  iconName: true,
  badgeText: true,
  colorClass: true,
  isFeatured: true,
  isActive: true,
  displayOrder: true,
} as const;

export function listFeatures(db: Db) {
  return db.platformFeature.findMany({
    orderBy: [{ displayOrder: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: FEATURE_FIELDS,
  });
}

export async function createFeature(db: DbOrTx, input: TCreateFeatureInput) {
  const last = await db.platformFeature.aggregate({ _max: { displayOrder: true } });
  return db.platformFeature.create({
    data: { ...input, displayOrder: (last._max.displayOrder ?? 0) + 1 },
    select: FEATURE_FIELDS,
  });
}

async function requireFeature(db: DbOrTx, id: string) {
  if (!(await db.platformFeature.count({ where: { id } })))
    throw new AppError("NOT_FOUND", CATALOGUE_MESSAGES.featureNotFound);
}

export async function updateFeature(db: DbOrTx, { id, ...fields }: TUpdateFeatureInput) {
  await requireFeature(db, id);
  return db.platformFeature.update({ where: { id }, data: fields, select: FEATURE_FIELDS });
}

export async function deleteFeature(db: DbOrTx, id: string) {
  await requireFeature(db, id);
  await db.platformFeature.delete({ where: { id } });
  return { deleted: id };
}

/** Every card in the given order; the list must name each card once. */
export function reorderFeatures(db: DbOrTx, ids: string[]) {
  return inTransaction(db, async (tx) => {
    const total = await tx.platformFeature.count();
    if (
      new Set(ids).size !== ids.length ||
      total !== ids.length ||
      (await tx.platformFeature.count({ where: { id: { in: ids } } })) !== total
    ) {
      throw new AppError("BAD_REQUEST", CATALOGUE_MESSAGES.reorderMismatch);
    }
    for (const [index, id] of ids.entries())
      await tx.platformFeature.update({ where: { id }, data: { displayOrder: index + 1 } });
    return { ordered: ids.length };
  });
}
