// The directory's words: its title, the place a location names and the empty-results message.
import { locationLabel } from "@/features/directory/location";
import type { ResolvedLocation } from "@/features/directory/schema";
import type { DirectoryFilterOptions } from "@/features/directory/filter-options";
import type { DirectoryState } from "./directory-url";

export const EMPTY_RESULTS_HINT = "Try adjusting your filters or search terms to find more businesses.";

/** A deep page's address without a usable key (see features/directory/seek-key.ts). */
export const keyNeededMessage = (page: number, lastOpen: number) =>
  `Page ${page} opens only from the page links, which say where it starts. Go to page ${lastOpen} and continue with Next.`;

export { locationLabel };

/** The name of a category or subcategory by its slug; null when no active one has it. */
export function findCategoryName(categories: DirectoryFilterOptions["categories"], slug: string | null): string | null {
  if (!slug) return null;
  for (const parent of categories) {
    if (parent.slug === slug) return parent.name;
    const child = parent.children.find((candidate) => candidate.slug === slug);
    if (child) return child.name;
  }
  return null;
}

export const directoryTitle = (location: ResolvedLocation | null) =>
  location ? `Businesses in ${locationLabel(location)}` : "Business Directory";

/**
 * The empty-results message. When several apply, the one naming what most likely emptied the list
 * wins: tag, rating or feature filters ("your criteria"), then the search text, then category and
 * place together, the category, the place; with nothing chosen, "your criteria".
 */
export function emptyResultsMessage(
  state: DirectoryState,
  categoryName: string | null,
  location: ResolvedLocation | null,
): string {
  const place = location ? (location.city ?? locationLabel(location)) : null;
  if (state.tags.length || state.ratings.length || state.features.length)
    return "No businesses found matching your criteria";
  if (state.search) return `No businesses found matching "${state.search}"`;
  if (categoryName && place) return `No businesses found in the ${categoryName} category in ${place}`;
  if (categoryName) return `No businesses found in the ${categoryName} category`;
  if (place) return `No businesses found in ${place}`;
  return "No businesses found matching your criteria";
}
