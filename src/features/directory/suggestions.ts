import "server-only";
// Search-as-you-type for the header and the directory's search box: the categories the text names
// first ('Plumbing in Austin, TX' when a place is chosen), then businesses with their city, each
// at most SUGGESTION_LIMIT. Businesses come in the search's relevance order, within the place when
// one is given.
import type { Db } from "@/platform/db";
import { resolveLocationOrThrow } from "./search";
import { locationLabel } from "./location";
import { HEADER_SUGGESTION_MIN_LENGTH, SUGGESTION_LIMIT, type Suggestions } from "./schema";
import { searchTerms, searchVocabulary, type SearchTerm, type SearchVocabulary } from "./search-terms";
import { and, join, sql, type Sql } from "./sql";
import { relevanceScore } from "./relevance";
import { relevancePage, relevanceParts, type RelevanceParts } from "./relevance-page";
import { drivenByRarest, LISTED_AT_MOST, listedStatement, readTermSizes } from "./search/rarest-term";
import { termsMatch } from "./text-match";
import { withTimeLimit } from "./time-limit";

type BusinessSuggestion = Suggestions["businesses"][number];

const SUGGESTION_COLUMNS = sql`b."id", b."businessName", b."category", b."address", b."city", b."state", b."slug", b."citySlug"`;

const suggestionFilters = (place: Sql | null) => and([sql`b."active" = TRUE`, ...(place ? [place] : [])]);

/**
 * The business suggestions' statement for the terms, sorting every match (`where`: the matches'
 * condition, by default the terms' within the place; for EXPLAIN in the benchmark).
 */
export const businessSuggestionStatement = (
  terms: readonly SearchTerm[],
  place: Sql | null,
  where = and([suggestionFilters(place), ...termsMatch(terms, suggestionFilters(place))]),
) => {
  const score = relevanceScore(terms);
  return sql`
    SELECT ${SUGGESTION_COLUMNS}
      FROM "BusinessProfile" b
     WHERE ${where}
     ORDER BY ${score ? sql`${score} DESC, ` : sql``}b."totalReviews" DESC, b."id" ASC
     LIMIT ${SUGGESTION_LIMIT}`;
};

/** The suggestions' relevance order as score parts (relevance-page.ts), or null when every match scores the same. */
export function suggestionRelevance(terms: readonly SearchTerm[], place: Sql | null): RelevanceParts | null {
  const filters = suggestionFilters(place);
  return relevanceParts(terms, filters, termsMatch(terms, filters));
}

/**
 * The business suggestions in relevance order. Several words are read from the rarest one
 * (search/rarest-term.ts): their matches are listed, and sorted from the list when it holds them
 * all. Otherwise read from the score's parts when their rows prove the first SUGGESTION_LIMIT
 * (relevance-page.ts), else by sorting every match.
 */
async function businessSuggestions(
  db: Db,
  terms: readonly SearchTerm[],
  place: Sql | null,
): Promise<BusinessSuggestion[]> {
  const filters = suggestionFilters(place);
  const text = { terms, filters, termConditions: termsMatch(terms, filters) };
  const sizes = await readTermSizes(db, text);
  const where = sizes ? drivenByRarest(text, sizes) : and([filters, ...text.termConditions]);
  if (sizes) {
    const listed = await db.$queryRaw<Array<{ id: string }>>(listedStatement(where, LISTED_AT_MOST + 1));
    if (listed.length <= LISTED_AT_MOST)
      return listed.length
        ? db.$queryRaw<BusinessSuggestion[]>(
            businessSuggestionStatement(terms, place, sql`b."id" IN (${join(listed.map((row) => row.id))})`),
          )
        : [];
  }
  const relevance = relevanceParts(terms, filters, text.termConditions);
  const ids = relevance && (await relevancePage(db, relevance, 0, SUGGESTION_LIMIT));
  if (!ids) return db.$queryRaw<BusinessSuggestion[]>(businessSuggestionStatement(terms, place, where));
  if (!ids.length) return [];
  const rows = await db.$queryRaw<BusinessSuggestion[]>(
    sql`SELECT ${SUGGESTION_COLUMNS} FROM "BusinessProfile" b WHERE b."id" IN (${join(ids)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

/**
 * Categories every term that finds a category finds (by naming it or by its name containing the
 * term; terms naming a place, say, find none and are left out): those named by more terms first, then by name.
 */
function categorySuggestions(vocabulary: SearchVocabulary, terms: readonly SearchTerm[]) {
  const finding = terms.filter((term) => term.namedCategoryIds.length || term.categoryIds.length);
  const named = (id: string) => finding.filter((term) => term.namedCategoryIds.includes(id)).length;
  const found = (id: string) =>
    finding.every((term) => term.namedCategoryIds.includes(id) || term.categoryIds.includes(id));
  return vocabulary.categories
    .filter((category) => finding.length > 0 && found(category.id))
    .sort((a, b) => named(b.id) - named(a.id) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .slice(0, SUGGESTION_LIMIT)
    .map(({ id, name, slug }) => ({ id, name, slug }));
}

/** Suggestions for trimmed text of at least 2 characters (none under that), within the place when one is given; time-limited. */
export async function suggestions(db: Db, text: string, locationSegment?: string): Promise<Suggestions> {
  return withTimeLimit(db, (limited) => suggestionsWithin(limited, text, locationSegment));
}

async function suggestionsWithin(db: Db, text: string, locationSegment?: string): Promise<Suggestions> {
  const location = resolveLocationOrThrow(locationSegment);
  const place = location && { segment: locationSegment!.trim(), label: locationLabel(location) };
  const query = text.trim();
  if (query.length < HEADER_SUGGESTION_MIN_LENGTH) return { place, categories: [], businesses: [] };
  const vocabulary = await searchVocabulary(db);
  const terms = searchTerms(vocabulary, query);
  if (!terms.length) return { place, categories: [], businesses: [] };
  const inPlace =
    location?.kind === "city"
      ? sql`b."citySlug" = ${location.slug}`
      : location
        ? sql`b."zipCode" = ${location.zipCode}`
        : null;
  const businesses = await businessSuggestions(db, terms, inPlace);
  return { place, categories: categorySuggestions(vocabulary, terms), businesses };
}
