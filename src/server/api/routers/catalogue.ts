// The admin catalogue: categories, tags, platform feature cards and business templates. Every
// change goes through adminChange: the write and its audit entry (the record's edited fields before
// and after, features/catalogue/audit.ts) in one transaction, then the cached public reads it affects.
import { adminProcedure, createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import { catalogueChange, reorderChange } from "@/features/catalogue/audit";
import { CACHE_TAGS } from "@/features/catalogue/cache";
import {
  createCategory,
  deleteCategory,
  listCategoryTree,
  listSubcategories,
  reorderCategories,
  updateCategory,
} from "@/features/catalogue/categories";
import {
  createFeature,
  deleteFeature,
  listFeatures,
  reorderFeatures,
  updateFeature,
} from "@/features/catalogue/platform-features";
import { createTag, deleteTag, listTags, updateTag } from "@/features/catalogue/tags";
import { deleteTemplate, listTemplates, saveTemplate, templateForCategory } from "@/features/catalogue/templates";
import {
  ZCreateCategorySchema,
  ZCreateFeatureSchema,
  ZCreateTagSchema,
  ZIdSchema,
  ZReorderSchema,
  ZSaveTemplateSchema,
  ZTemplateForCategorySchema,
  ZUpdateCategorySchema,
  ZUpdateFeatureSchema,
  ZUpdateTagSchema,
} from "@/features/catalogue/schema";
import { getPlatformFeatures } from "@/features/home/platform-features";

const { categories, tags, features, templates } = CACHE_TAGS;
const created = (result: { id: string }) => result.id;

export const catalogueRouter = createTRPCRouter({
  categories: adminProcedure.query(({ ctx }) => listCategoryTree(ctx.db)),
  createCategory: adminProcedure
    .input(ZCreateCategorySchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("category.create", created, categories), (db) => createCategory(db, input)),
    ),
  updateCategory: adminProcedure
    .input(ZUpdateCategorySchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("category.update", input.id, categories), (db) => updateCategory(db, input)),
    ),
  reorderCategories: adminProcedure
    .input(ZReorderSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, reorderChange("category", input.ids), (db) => reorderCategories(db, input.ids)),
    ),
  deleteCategory: adminProcedure
    .input(ZIdSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("category.delete", input.id, categories, templates), (db) =>
        deleteCategory(db, input.id),
      ),
    ),

  tags: adminProcedure.query(({ ctx }) => listTags(ctx.db)),
  createTag: adminProcedure
    .input(ZCreateTagSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("tag.create", created, tags), (db) => createTag(db, input)),
    ),
  updateTag: adminProcedure
    .input(ZUpdateTagSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("tag.update", input.id, tags), (db) => updateTag(db, input)),
    ),
  deleteTag: adminProcedure
    .input(ZIdSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("tag.delete", input.id, tags), (db) => deleteTag(db, input.id)),
    ),

  /** Every card, and the ids of those the home page shows now (none: the built-in cards show). */
  features: adminProcedure.query(async ({ ctx }) => {
    const [all, shown] = await Promise.all([listFeatures(ctx.db), getPlatformFeatures(ctx.db)]);
    return { features: all, shownIds: shown.map((card) => card.id) };
  }),
  createFeature: adminProcedure
    .input(ZCreateFeatureSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("feature.create", created, features), (db) => createFeature(db, input)),
    ),
  updateFeature: adminProcedure
    .input(ZUpdateFeatureSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("feature.update", input.id, features), (db) => updateFeature(db, input)),
    ),
  reorderFeatures: adminProcedure
    .input(ZReorderSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, reorderChange("feature", input.ids), (db) => reorderFeatures(db, input.ids)),
    ),
  deleteFeature: adminProcedure
    .input(ZIdSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("feature.delete", input.id, features), (db) => deleteFeature(db, input.id)),
    ),

  subcategories: adminProcedure.query(({ ctx }) => listSubcategories(ctx.db)),
  templates: adminProcedure.query(({ ctx }) => listTemplates(ctx.db)),
  saveTemplate: adminProcedure
    .input(ZSaveTemplateSchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("template.save", input.categoryId, templates), (db) => saveTemplate(db, input)),
    ),
  deleteTemplate: adminProcedure
    .input(ZTemplateForCategorySchema)
    .mutation(({ ctx, input }) =>
      adminChange(ctx, catalogueChange("template.delete", input.categoryId, templates), (db) =>
        deleteTemplate(db, input.categoryId),
      ),
    ),
  /** The template an owner creating a business in this subcategory is offered. */
  templateForCategory: protectedProcedure
    .input(ZTemplateForCategorySchema)
    .query(({ ctx, input }) => templateForCategory(ctx.db, input.categoryId)),
});
