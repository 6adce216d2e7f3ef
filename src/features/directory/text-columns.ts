// The text columns the directory's text indexes serve, and which forms they can serve (shared by
// text-match.ts and each database's dialect).
import { containsPattern } from "@/platform/db-text";
import { sql, type Sql } from "./sql";

/** The columns in the text indexes (the category text is matched by its values: categoryTextIs in text-match.ts). */
export type TextColumn = "businessName" | "address";
export const ALL_COLUMNS: readonly TextColumn[] = ["businessName", "address"];
const TRIGRAM = 3;

/** A form the trigram indexes cannot serve: under 3 letters or digits (wildcards and punctuation do not count). */
export const isShort = (form: string) => (form.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < TRIGRAM;

/**
 * SQLite: the FTS matches of a term's forms, read once per search (readTextHits) and keyed by their
 * FTS query for one column: the rowids of the businesses (the FTS row's rowid is its business's,
 * migration `directory_search_indexes`). A statement then lists them instead of asking the FTS table
 * again: a search used to read the same matches in its count, in each score part and in the score
 * (for 'dentist' in Houston, six statewide reads of 1,230 dental matches).
 */
export type TextHits = ReadonlyMap<string, readonly number[]>;

/** `column` contains the form (LIKE's wildcards in it taken literally). */
export const like = (column: Sql, form: string) => sql`${column} LIKE ${containsPattern(form)} ESCAPE '\\'`;
