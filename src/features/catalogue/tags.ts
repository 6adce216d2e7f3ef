import "server-only";
// Business tags for the admin screen. Slugs are made once, so renaming keeps directory URLs; a tag
// businesses use cannot be deleted (deactivate it instead).
import { inTransaction, type Db, type DbOrTx } from "@/platform/db";
import { containsText } from "@/platform/db-text";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { freeSlug } from "./free-slug";
import { CATALOGUE_MESSAGES, inUseMessage, type TCreateTagInput, type TUpdateTagInput } from "./schema";

const TAG_FIELDS = {
  id: true,
  name: true,
  slug: true,
  description: true,
  category: true,
  color: true,
  icon: true,
  isActive: true,
} as const;

/** Every tag with how many businesses carry it, by name. */
export function listTags(db: Db) {
  return db.businessTag.findMany({
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { ...TAG_FIELDS, _count: { select: { assignments: true } } },
  });
}

/** Tag names are unique regardless of case ("Pet friendly" and "Pet Friendly" would confuse visitors). */
async function nameTaken<T>(db: DbOrTx, name: string, selfId: string | null, write: () => Promise<T>): Promise<T> {
  const similar = await db.businessTag.findMany({
    where: { name: containsText(name) },
    select: { id: true, name: true },
  });
  if (similar.some((tag) => tag.id !== selfId && tag.name.toLowerCase() === name.toLowerCase()))
    throw new AppError("CONFLICT", CATALOGUE_MESSAGES.tagNameTaken, "name");
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", CATALOGUE_MESSAGES.tagNameTaken, "name");
    throw error;
  }
}

export async function createTag(db: DbOrTx, input: TCreateTagInput) {
  const slug = await freeSlug(input.name, "tag", (candidate) => db.businessTag.count({ where: { slug: candidate } }));
  return nameTaken(db, input.name, null, () => db.businessTag.create({ data: { ...input, slug }, select: TAG_FIELDS }));
}

export async function updateTag(db: DbOrTx, { id, ...fields }: TUpdateTagInput) {
  if (!(await db.businessTag.count({ where: { id } }))) throw new AppError("NOT_FOUND", CATALOGUE_MESSAGES.tagNotFound);
  return nameTaken(db, fields.name, id, () =>
    db.businessTag.update({ where: { id }, data: fields, select: TAG_FIELDS }),
  );
}

export function deleteTag(db: DbOrTx, id: string) {
  return inTransaction(db, async (tx) => {
    if (!(await tx.businessTag.count({ where: { id } })))
      throw new AppError("NOT_FOUND", CATALOGUE_MESSAGES.tagNotFound);
    const businesses = await tx.businessTagAssignment.count({ where: { tagId: id } });
    if (businesses > 0) throw new AppError("CONFLICT", inUseMessage("tag", { businesses }));
    await tx.businessTag.delete({ where: { id } });
    return { deleted: id };
  });
}
