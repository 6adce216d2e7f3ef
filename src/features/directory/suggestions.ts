import "server-only";
// Search-as-you-type: the header's suggestions (spec section 7) and the directory's name suggestions.
// Most-reviewed businesses first, so the best-known match shows at the top.
import type { Db } from "@/platform/db";
import { resolveLocationOrThrow } from "./search";
import { HEADER_SUGGESTION_MIN_LENGTH, SUGGESTION_LIMIT } from "./schema";
import { sql, type Sql } from "./sql";
import { textMatches } from "./text-match";

export type BusinessSuggestion = {
  id: string;
  businessName: string;
  category: string | null;
  address: string | null;
  slug: string;
  citySlug: string;
};

const suggestionStatement = (condition: Sql) => sql`
    SELECT b."id", b."businessName", b."category", b."address", b."slug", b."citySlug"
      FROM "BusinessProfile" b
     WHERE b."active" = TRUE AND ${condition}
     ORDER BY b."totalReviews" DESC, b."id" ASC
     LIMIT ${SUGGESTION_LIMIT}`;

const suggest = (db: Db, condition: Sql) => db.$queryRaw<BusinessSuggestion[]>(suggestionStatement(condition));

/** The header suggestions' statement for trimmed text of at least 2 characters (for EXPLAIN in the benchmark). */
export const headerSuggestionStatement = (text: string) => suggestionStatement(textMatches(text));

const tooShort = (text: string) => text.trim().length < HEADER_SUGGESTION_MIN_LENGTH;

/** Active businesses whose name, category or address contains the text; [] under 2 characters. */
export async function headerSuggestions(db: Db, text: string): Promise<BusinessSuggestion[]> {
  if (tooShort(text)) return [];
  return db.$queryRaw<BusinessSuggestion[]>(headerSuggestionStatement(text.trim()));
}

/** Business names containing the text, within the directory's location when one is given. */
export async function directoryNameSuggestions(db: Db, text: string, locationSegment?: string): Promise<BusinessSuggestion[]> {
  const location = resolveLocationOrThrow(locationSegment);
  if (tooShort(text)) return [];
  const name = textMatches(text.trim(), ["businessName"]);
  if (location?.kind === "city") return suggest(db, sql`${name} AND b."citySlug" = ${location.slug}`);
  if (location?.kind === "zip") return suggest(db, sql`${name} AND b."zipCode" = ${location.zipCode}`);
  return suggest(db, name);
}
