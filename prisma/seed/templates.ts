// Business templates for every seeded subcategory: a starter description, the subcategory's
// typical services (services-data.ts) and tags that suit its parent category.
import type { Db } from "@/platform/db";
import { CHILD_CATEGORIES, categoryId } from "./categories";
import { SERVICE_TEMPLATES } from "./services-data";
import { tagId } from "./tags";

const TAGS_BY_PARENT: Record<string, readonly string[]> = {
  "food-dining": ["family-owned", "locally-sourced", "delivery", "outdoor-seating"],
  "health-wellness": ["licensed-insured", "wheelchair-accessible", "accepts-credit-cards"],
  "home-services": ["free-estimates", "licensed-insured", "24-7-emergency"],
  "beauty-personal-care": ["open-weekends", "contactless-payments", "accepts-credit-cards"],
  automotive: ["free-estimates", "licensed-insured", "financing-available"],
  "professional-services": ["licensed-insured", "se-habla-espanol", "satisfaction-guaranteed"],
  "retail-shopping": ["family-owned", "curbside-pickup", "accepts-credit-cards"],
  "fitness-recreation": ["open-weekends", "kid-friendly", "free-parking"],
  pets: ["pet-friendly", "family-owned", "open-weekends"],
  education: ["kid-friendly", "satisfaction-guaranteed", "free-parking"],
};

export async function seedBusinessTemplates(db: Db): Promise<number> {
  let written = 0;
  for (const { parent, child } of CHILD_CATEGORIES) {
    const services = SERVICE_TEMPLATES[child.slug] ?? [];
    await db.businessTemplate.create({
      data: {
        id: `template_${child.slug}`,
        categoryId: categoryId(child.slug),
        description:
          `We are a locally owned ${child.label} serving our Texas neighbours. ${parent.highlights[0] ?? ""}`.trim(),
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
