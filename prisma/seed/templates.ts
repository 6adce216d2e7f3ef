// Business templates for every seeded subcategory: a starter description, the subcategory's
// typical services (services-data.ts) and tags that suit its parent category.
import type { Db } from "@/platform/db";
import { CHILD_CATEGORIES, categoryId } from "./categories";
import { SERVICE_TEMPLATES } from "./services-data";
import { tagId } from "./tags";

const TAGS_BY_PARENT: Record<string, readonly string[]> = {
  "food-dining": ["family-owned", "locally-sourced", "delivery", "outdoor-seating"],
  "health-wellness": ["online-booking", "licensed-insured", "wheelchair-accessible"],
  "home-services": ["free-estimates", "licensed-insured", "same-day-service", "24-7-emergency"],
  "beauty-personal-care": ["online-booking", "open-weekends", "contactless-payments"],
  automotive: ["free-estimates", "same-day-service", "licensed-insured"],
  "professional-services": ["online-booking", "licensed-insured", "se-habla-espanol"],
  "retail-shopping": ["family-owned", "curbside-pickup", "accepts-credit-cards"],
  "fitness-recreation": ["online-booking", "open-weekends", "kid-friendly"],
  pets: ["pet-friendly", "online-booking", "family-owned"],
  education: ["kid-friendly", "online-booking", "satisfaction-guaranteed"],
};

export async function seedBusinessTemplates(db: Db): Promise<number> {
  let written = 0;
  for (const { parent, child } of CHILD_CATEGORIES) {
    const services = SERVICE_TEMPLATES[child.slug] ?? [];
    await db.businessTemplate.create({
      data: {
        id: `template_${child.slug}`,
        categoryId: categoryId(child.slug),
        description: `We are a locally owned ${child.label} serving our Texas neighbours. ${parent.highlights[0] ?? ""}`.trim(),
        services: {
          create: services.slice(0, 4).map(([serviceName, from, to, minutes], index) => ({
            serviceName,
            priceFromCents: from * 100,
            priceToCents: to === null ? null : to * 100,
            durationMinutes: minutes,
            displayOrder: index + 1,
          })),
        },
        tags: { create: (TAGS_BY_PARENT[parent.slug] ?? ["family-owned"]).map((slug) => ({ tagId: tagId(slug) })) },
      },
    });
    written++;
  }
  return written;
}
