// Reference rows: cities, the category tree, tags, site settings and site content.
import type { Prisma } from "@/generated/sqlite/client";
import { DEFAULT_EMAIL_TEMPLATES } from "@/features/email/default-templates";
import { SITE_SETTING_DEFAULTS, SITE_SETTING_KEYS } from "@/features/site-settings/schema";
import { KNOWN_CITIES } from "@/lib/cities";
import type { Db } from "@/platform/db";
import { CATEGORY_TREE, categoryId } from "./categories";
import { SEED_NOW } from "./dates";
import { ORGANIZATIONS, PLATFORM_FEATURES, WAITLIST_CHALLENGES } from "./site-content";
import { TAGS, tagId } from "./tags";
import { seedBusinessTemplates } from "./templates";

function categoryRows(): Prisma.BusinessCategoryCreateManyInput[] {
  return CATEGORY_TREE.flatMap((parent, p) => [
    {
      id: categoryId(parent.slug),
      name: parent.name,
      slug: parent.slug,
      icon: parent.icon,
      parentId: null,
      level: 0,
      active: true,
      hasChildren: parent.children.length > 0,
      displayOrder: p + 1,
      createdAt: SEED_NOW,
    },
    ...parent.children.map((child, c) => ({
      id: categoryId(child.slug),
      name: child.name,
      slug: child.slug,
      icon: null,
      parentId: categoryId(parent.slug),
      level: 1,
      active: true,
      hasChildren: false,
      displayOrder: c + 1,
      createdAt: SEED_NOW,
    })),
  ]);
}

/** Inserts the reference rows and returns how many were written. */
export async function seedReferenceData(db: Db): Promise<number> {
  const cities = await db.city.createMany({ data: KNOWN_CITIES.map((city) => ({ id: city.slug, ...city })) });
  const categories = categoryRows();
  // Parents first: children reference them.
  await db.businessCategory.createMany({ data: categories.filter((row) => row.parentId === null) });
  await db.businessCategory.createMany({ data: categories.filter((row) => row.parentId !== null) });
  const tags = await db.businessTag.createMany({
    data: TAGS.map((tag) => ({ id: tagId(tag.slug), ...tag, createdAt: SEED_NOW })),
  });
  const settings = await db.siteSetting.createMany({
    data: SITE_SETTING_KEYS.map((key) => ({ key, value: SITE_SETTING_DEFAULTS[key], updatedAt: SEED_NOW })),
  });
  const features = await db.platformFeature.createMany({ data: PLATFORM_FEATURES });
  const challenges = await db.waitlistChallenge.createMany({ data: WAITLIST_CHALLENGES });
  const organizations = await db.organization.createMany({ data: ORGANIZATIONS });
  const templates = await db.emailTemplate.createMany({
    data: DEFAULT_EMAIL_TEMPLATES.map((template) => ({ ...template, createdAt: SEED_NOW, updatedAt: SEED_NOW })),
  });
  const businessTemplates = await seedBusinessTemplates(db);
  return (
    cities.count +
    categories.length +
    tags.count +
    settings.count +
    features.count +
    challenges.count +
    organizations.count +
    templates.count +
    businessTemplates
  );
}
