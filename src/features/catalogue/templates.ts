import "server-only";
// Business templates: per subcategory a starter description, suggested tags and suggested services,
// offered to an owner creating a business in that subcategory.
import type { Prisma } from "@/generated/sqlite/client";
import { inTransaction, type Db, type DbOrTx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { cachedRead, CACHE_TAGS } from "./cache";
import { CATALOGUE_MESSAGES, type TSaveTemplateInput } from "./schema";
import type { BusinessTemplateOffer } from "./types";

const TEMPLATE_FIELDS = {
  categoryId: true,
  description: true,
  services: {
    orderBy: { displayOrder: "asc" },
    select: { serviceName: true, description: true, priceFromCents: true, priceToCents: true, durationMinutes: true },
  },
  tags: {
    orderBy: { tag: { name: "asc" } },
    select: { tag: { select: { id: true, name: true, slug: true, isActive: true } } },
  },
} satisfies Prisma.BusinessTemplateSelect;

/** Every template, for the admin screen. */
export async function listTemplates(db: Db) {
  const rows = await db.businessTemplate.findMany({ select: TEMPLATE_FIELDS });
  return rows.map((row) => ({ ...row, tags: row.tags.map(({ tag }) => tag) }));
}

/** The template of one subcategory as the create-business form offers it (active tags only), or null. */
export function templateForCategory(db: Db, categoryId: string): Promise<BusinessTemplateOffer | null> {
  return cachedRead(`template:${categoryId}`, [CACHE_TAGS.templates, CACHE_TAGS.tags], async () => {
    const row = await db.businessTemplate.findUnique({ where: { categoryId }, select: TEMPLATE_FIELDS });
    if (!row) return null;
    return {
      ...row,
      tags: row.tags
        .map(({ tag }) => tag)
        .filter((tag) => tag.isActive)
        .map(({ id, name, slug }) => ({ id, name, slug })),
    };
  });
}

/** Creates or replaces a subcategory's template, its services and tags in one transaction. */
export function saveTemplate(db: DbOrTx, input: TSaveTemplateInput) {
  return inTransaction(db, async (tx) => {
    const category = await tx.businessCategory.findUnique({ where: { id: input.categoryId }, select: { level: true } });
    if (!category) throw new AppError("NOT_FOUND", CATALOGUE_MESSAGES.categoryNotFound, "categoryId");
    if (category.level !== 1)
      throw new AppError("BAD_REQUEST", CATALOGUE_MESSAGES.templateNeedsSubcategory, "categoryId");
    if ((await tx.businessTag.count({ where: { id: { in: input.tagIds } } })) !== input.tagIds.length) {
      throw new AppError("NOT_FOUND", CATALOGUE_MESSAGES.tagNotFound, "tagIds");
    }
    const template = await tx.businessTemplate.upsert({
      where: { categoryId: input.categoryId },
      create: { categoryId: input.categoryId, description: input.description },
      update: { description: input.description },
      select: { id: true },
    });
    await tx.businessTemplateService.deleteMany({ where: { templateId: template.id } });
    await tx.businessTemplateTag.deleteMany({ where: { templateId: template.id } });
    await tx.businessTemplateService.createMany({
      data: input.services.map(({ priceFrom, priceTo, ...service }, index) => ({
        ...service,
        priceFromCents: priceFrom,
        priceToCents: priceTo,
        templateId: template.id,
        displayOrder: index + 1,
      })),
    });
    await tx.businessTemplateTag.createMany({
      data: input.tagIds.map((tagId) => ({ templateId: template.id, tagId })),
    });
    return { categoryId: input.categoryId };
  });
}

export async function deleteTemplate(db: DbOrTx, categoryId: string) {
  const { count } = await db.businessTemplate.deleteMany({ where: { categoryId } });
  if (!count) throw new AppError("NOT_FOUND", CATALOGUE_MESSAGES.templateNotFound);
  return { deleted: categoryId };
}
