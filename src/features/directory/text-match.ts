import "server-only";
// The directory's free-text conditions. Text is folded (lower case, no accents) and each word is
// looked for in its common forms (text-fold.ts). Both databases answer from an index (see the
// directory_search_indexes and directory_search_folding migrations): PostgreSQL's trigram GIN
// indexes on `localhub_fold(column)` serve LIKE on the folded column; SQLite asks its FTS5 trigram
// table "BusinessSearch" (remove_diacritics). Trigrams need 3 characters, so shorter forms fall back
// to LIKE on the table.
import { dbProvider } from "@/platform/db";
import { containsPattern } from "@/platform/db-text";
import { Prisma } from "@/generated/sqlite/client";
import type { SearchTerm } from "./search-terms";
import { join, or, sql, type Sql } from "./sql";

const raw = Prisma.raw;

export type TextColumn = "businessName" | "category" | "address";
export const ALL_COLUMNS: readonly TextColumn[] = ["businessName", "category", "address"];
const TRIGRAM = 3;

/** An FTS5 query for any of the forms (each a phrase: a substring, with the trigram tokenizer) in `columns`. */
export const ftsQuery = (forms: readonly string[], columns: readonly TextColumn[]) =>
  `{${columns.join(" ")}} : (${forms.map((form) => `"${form.replace(/"/g, '""')}"`).join(" OR ")})`;

const like = (column: Sql, form: string) => sql`${column} LIKE ${containsPattern(form)} ESCAPE '\\'`;
const columnOf = (alias: string, column: TextColumn) => raw(`${alias}."${column}"`);
const folded = (alias: string, column: TextColumn) => raw(`localhub_fold(${alias}."${column}")`);
const isShort = (form: string) => form.length < TRIGRAM;

/** SQLite's FTS condition on `alias`'s id for the forms of at least three characters, or null. */
function ftsIds(forms: readonly string[], columns: readonly TextColumn[]): Sql | null {
  const long = forms.filter((form) => !isShort(form));
  return long.length ? sql`SELECT s."businessId" FROM "BusinessSearch" s WHERE "BusinessSearch" MATCH ${ftsQuery(long, columns)}` : null;
}

/**
 * Business `alias` has one of the folded forms in one of the columns. On SQLite forms under three
 * characters use LIKE on the column (which ignores ASCII case only).
 */
export function columnsHave(forms: readonly string[], columns: readonly TextColumn[] = ALL_COLUMNS, alias = "b"): Sql {
  if (dbProvider === "postgresql") return or(forms.flatMap((form) => columns.map((column) => like(folded(alias, column), form))));
  const fts = ftsIds(forms, columns);
  const short = forms.filter(isShort).flatMap((form) => columns.map((column) => like(columnOf(alias, column), form)));
  return or(fts ? [sql`${raw(`${alias}."id"`)} IN (${fts})`, ...short] : short);
}

/** Ids of businesses (active or not) with one of the forms in one of the columns: a statement for `IN (...)`. */
export function idsWithText(forms: readonly string[], columns: readonly TextColumn[] = ALL_COLUMNS): Sql {
  const fts = dbProvider === "sqlite" ? ftsIds(forms, columns) : null;
  const rest = fts ? forms.filter(isShort) : forms;
  const scan = rest.length ? sql`SELECT t."id" FROM "BusinessProfile" t WHERE ${columnsHave(rest, columns, "t")}` : null;
  if (fts && scan) return sql`${fts} UNION ALL ${scan}`;
  return fts ?? scan!;
}

const idList = (ids: readonly string[]) => join(ids.map((id) => sql`${id}`));
const withTag = (tagIds: readonly string[]) => sql`SELECT a."businessId" FROM "BusinessTagAssignment" a WHERE a."tagId" IN (${idList(tagIds)})`;

/** Business `b` matches the term: one of its forms in the name, category or address, or a category or tag it names. */
export function termMatches(term: SearchTerm): Sql {
  const categoryIds = [...term.namedCategoryIds, ...term.categoryIds];
  const sources = [idsWithText(term.forms)];
  if (categoryIds.length) sources.push(sql`SELECT c."id" FROM "BusinessProfile" c WHERE c."categoryId" IN (${idList(categoryIds)})`);
  if (term.tagIds.length) sources.push(withTag(term.tagIds));
  return sql`b."id" IN (${join(sources, " UNION ALL ")})`;
}

/**
 * How well business `b` matches the terms, for the relevance order: per term 16 when it is in a
 * category the term names, 8 for the name, 4 for a category whose name contains it, 2 for a tag,
 * 1 for the address. So a query naming a category ranks that category first, then name > category
 * > tags > address; review count breaks ties.
 */
export function relevanceScore(terms: readonly SearchTerm[]): Sql {
  const points = (condition: Sql, weight: number) => sql`(CASE WHEN ${condition} THEN ${raw(String(weight))} ELSE 0 END)`;
  const parts = terms.flatMap((term) => [
    ...(term.namedCategoryIds.length ? [points(sql`b."categoryId" IN (${idList(term.namedCategoryIds)})`, 16)] : []),
    points(columnsHave(term.forms, ["businessName"]), 8),
    points(or([columnsHave(term.forms, ["category"]), ...(term.categoryIds.length ? [sql`b."categoryId" IN (${idList(term.categoryIds)})`] : [])]), 4),
    ...(term.tagIds.length ? [points(sql`b."id" IN (${withTag(term.tagIds)})`, 2)] : []),
    points(columnsHave(term.forms, ["address"]), 1),
  ]);
  return parts.length ? join(parts, " + ") : sql`0`;
}
