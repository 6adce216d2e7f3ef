// The words of the nearby section, shown when the chosen place had no match but others did: the
// place's empty message ("No Plumbing businesses in Austin, TX") and the section's heading
// ("Nearby: Plumbing businesses within 320 mi of Austin, TX"). What was looked for is named by a
// category's own display name, never by a guessed plural of the search text ("No coffees"): the
// category the text names (a synonym, or the category's name in another form), else the chosen
// category, else businesses matching the text as typed. Used by the server's render only.
import { locationLabel } from "@/features/directory/location";
import type { ResolvedLocation } from "@/features/directory/schema";
import type { DirectoryFilterOptions } from "@/features/directory/filter-options";
import { findSynonyms } from "@/features/directory/synonyms";
import { searchWords, wordStem } from "@/features/directory/text-fold";
import { findCategoryName } from "./directory-text";
import type { DirectoryState } from "./directory-url";

type Categories = DirectoryFilterOptions["categories"];

const stems = (text: string) => searchWords(text).map(wordStem).join(" ");

/** The display name of the one category the whole search text names, or null ("coffee" -> "Cafes & Coffee Shops"). */
export function categoryNamedBy(text: string, categories: Categories): string | null {
  const words = searchWords(text);
  if (!words.length) return null;
  const [synonym, ...more] = findSynonyms(words);
  if (synonym && !more.length && synonym.length === words.length) {
    const slugs = synonym.synonym.categories ?? [];
    return slugs.length === 1 ? findCategoryName(categories, slugs[0]!) : null;
  }
  const wanted = stems(text);
  const named = categories
    .flatMap((parent) => [parent, ...parent.children])
    .filter((category) => stems(category.name) === wanted);
  return named.length === 1 ? named[0]!.name : null;
}

/** "Cafes & Coffee Shops" as it is; "Plumbing" -> "Plumbing businesses" (a name that is not a plural noun). */
const pluralOf = (categoryName: string) => (/[^s]s$/i.test(categoryName) ? categoryName : `${categoryName} businesses`);

/** What the search looks for, in the plural: 'Plumbing businesses', 'Restaurants matching "pizza"', 'businesses matching "pizza"'. */
export function lookedFor(state: DirectoryState, categories: Categories): string {
  const named = state.search ? categoryNamedBy(state.search, categories) : null;
  if (named) return pluralOf(named);
  const chosen = findCategoryName(categories, state.category);
  const what = chosen ? pluralOf(chosen) : "businesses";
  return state.search ? `${what} matching "${state.search}"` : what;
}

export const placeEmptyMessage = (what: string, location: ResolvedLocation) =>
  `No ${what} in ${locationLabel(location)}`;

export const nearbyHeading = (what: string, location: ResolvedLocation, radiusMiles: number) =>
  `Nearby: ${what} within ${radiusMiles} mi of ${locationLabel(location)}`;
