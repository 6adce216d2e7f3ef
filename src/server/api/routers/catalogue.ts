// The admin catalogue: categories, tags, platform feature cards and business templates. Every
// change goes through adminChange, which invalidates the cached public reads it affects.
import { adminProcedure, createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { adminChange } from "@/features/audit/admin-change";
import { CACHE_TAGS, type CacheTag } from "@/features/catalogue/cache";
import { createCategory, deleteCategory, listCategoryTree, listSubcategories, reorderCategories, updateCategory } from "@/features/catalogue/categories";
import { createFeature, deleteFeature, listFeatures, reorderFeatures, updateFeature } from "@/features/catalogue/platform-features";
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
const change = (action: string, ...invalidates: CacheTag[]) => ({ action, invalidates });

export const catalogueRouter = createTRPCRouter({
  categories: adminProcedure.query(({ ctx }) => listCategoryTree(ctx.db)),
  createCategory: adminProcedure.input(ZCreateCategorySchema).mutation(({ ctx, input }) => adminChange(ctx, change("category.create", categories), (db) => createCategory(db, input))),
  updateCategory: adminProcedure.input(ZUpdateCategorySchema).mutation(({ ctx, input }) => adminChange(ctx, change("category.update", categories), (db) => updateCategory(db, input))),
  reorderCategories: adminProcedure.input(ZReorderSchema).mutation(({ ctx, input }) => adminChange(ctx, change("category.reorder", categories), (db) => reorderCategories(db, input.ids))),
  deleteCategory: adminProcedure.input(ZIdSchema).mutation(({ ctx, input }) => adminChange(ctx, change("category.delete", categories, templates), (db) => deleteCategory(db, input.id))),

  tags: adminProcedure.query(({ ctx }) => listTags(ctx.db)),
  createTag: adminProcedure.input(ZCreateTagSchema).mutation(({ ctx, input }) => adminChange(ctx, change("tag.create", tags), (db) => createTag(db, input))),
  updateTag: adminProcedure.input(ZUpdateTagSchema).mutation(({ ctx, input }) => adminChange(ctx, change("tag.update", tags), (db) => updateTag(db, input))),
  deleteTag: adminProcedure.input(ZIdSchema).mutation(({ ctx, input }) => adminChange(ctx, change("tag.delete", tags), (db) => deleteTag(db, input.id))),

  /** Every card, and the ids of those the home page shows now (none: the built-in cards show). */
  features: adminProcedure.query(async ({ ctx }) => {
    const [all, shown] = await Promise.all([listFeatures(ctx.db), getPlatformFeatures(ctx.db)]);
    return { features: all, shownIds: shown.map((card) => card.id) };
  }),
  createFeature: adminProcedure.input(ZCreateFeatureSchema).mutation(({ ctx, input }) => adminChange(ctx, change("feature.create", features), (db) => createFeature(db, input))),
  updateFeature: adminProcedure.input(ZUpdateFeatureSchema).mutation(({ ctx, input }) => adminChange(ctx, change("feature.update", features), (db) => updateFeature(db, input))),
  reorderFeatures: adminProcedure.input(ZReorderSchema).mutation(({ ctx, input }) => adminChange(ctx, change("feature.reorder", features), (db) => reorderFeatures(db, input.ids))),
  deleteFeature: adminProcedure.input(ZIdSchema).mutation(({ ctx, input }) => adminChange(ctx, change("feature.delete", features), (db) => deleteFeature(db, input.id))),

  subcategories: adminProcedure.query(({ ctx }) => listSubcategories(ctx.db)),
  templates: adminProcedure.query(({ ctx }) => listTemplates(ctx.db)),
  saveTemplate: adminProcedure.input(ZSaveTemplateSchema).mutation(({ ctx, input }) => adminChange(ctx, change("template.save", templates), (db) => saveTemplate(db, input))),
  deleteTemplate: adminProcedure.input(ZTemplateForCategorySchema).mutation(({ ctx, input }) => adminChange(ctx, change("template.delete", templates), (db) => deleteTemplate(db, input.categoryId))),
  /** The template an owner creating a business in this subcategory is offered. */
  templateForCategory: protectedProcedure.input(ZTemplateForCategorySchema).query(({ ctx, input }) => templateForCategory(ctx.db, input.categoryId)),
});
