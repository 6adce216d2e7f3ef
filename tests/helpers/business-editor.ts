// Input for the business editor's procedures: a complete, valid new business in a known city.
import type { TCreateBusinessInput } from "@/features/businesses/editor/schema";
import { createCategoryPair, ensureCities } from "./waitlist";
import { uniqueWord } from "./business-factories";

export async function newBusinessInput(
  overrides: Partial<TCreateBusinessInput["basics"]> = {},
  citySlug = "austin",
): Promise<TCreateBusinessInput> {
  await ensureCities();
  const pair = await createCategoryPair();
  return {
    basics: {
      businessName: `Shop ${uniqueWord()}`,
      parentCategoryId: pair.parent.id,
      categoryId: pair.child.id,
      ...overrides,
    },
    location: { citySlug, address: "1 Congress Ave" },
    contact: { phone: "(512) 555-0101", websiteUrl: "example.com" },
  };
}
