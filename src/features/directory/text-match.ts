import "server-only";
// The directory's free-text conditions. Text is folded (lower case, no accents) and each word is
// looked for in its common forms (text-fold.ts). Both databases answer from an index (see the
// directory_search_indexes and directory_search_folding migrations): PostgreSQL's trigram GIN
// indexes on `localhub_fold(column)` serve LIKE on the folded name and address; SQLite asks its FTS5
// trigram table "BusinessSearch" (remove_diacritics). The category text, a few dozen values, is
// matched in the application (search-terms.ts) and compared for equality on its own index
// (migration `directory_search_category_text`). Trigrams need 3 letters or digits: a shorter form is
// checked on the rows another term found, and text with no longer term at all becomes a search for
// names starting with it (on the name-prefix index), so no text from a search box scans every business.
import type { Db } from "@/platform/db";
import { Prisma } from "@/generated/sqlite/client";
import { dialect } from "./dialect";
import type { SearchTerm } from "./search-terms";
import { join, or, sql, type Sql } from "./sql";
import { ALL_COLUMNS, isShort, type TextColumn, type TextHits } from "./text-columns";

export { isShort, type TextHits } from "./text-columns";

const raw = Prisma.raw;

/** Every form of the term can be looked up in the text index. */
export const indexable = (term: SearchTerm) => term.forms.every((form) => !isShort(form));
/**
 * Text whose terms all have a short form ('a', 'tx', 'a b'): the forms match names that start with
 * them (accents and case ignored on PostgreSQL, ASCII case on SQLite), served by the name-prefix
 * index (migrations `directory_search_name_prefix`, `admin_business_name_sort`), instead of "contains" on every business.
 */
export const isPrefixSearch = (terms: readonly SearchTerm[]) => terms.length > 0 && !terms.some(indexable);
/** Every score part (relevance.ts) is an index read: no term is checked with "contains" on the rows another term found. */
export const partsIndexed = (terms: readonly SearchTerm[]) => isPrefixSearch(terms) || terms.every(indexable);

/** Business `alias`'s name starts with the folded form: a range of the name-prefix index on both databases (the dialect's). */
export const nameStartsWith = (form: string, alias: string): Sql => dialect.text.nameStartsWith(form, alias);

/** A column's matches are listed up to this many; more are asked of the FTS table in each statement. */
const LISTED_HITS_AT_MOST = 5000;

/**
 * The terms with their text index matches per column (at most `atMost` listed per column), in one
 * statement (SQLite, TextHits; PostgreSQL's trigram indexes are asked in each statement).
 */
export const readTextHits = (
  db: Db,
  terms: readonly SearchTerm[],
  atMost = LISTED_HITS_AT_MOST,
): Promise<SearchTerm[]> => dialect.text.readTextHits(db, terms, atMost);

/**
 * Business `alias` has one of the folded forms in one of the columns. On SQLite forms under three
 * characters use LIKE on the column (which ignores ASCII case only), and the others the FTS table
 * or their matches read before (`hits`, readTextHits).
 */
export const columnsHave = (
  forms: readonly string[],
  columns: readonly TextColumn[] = ALL_COLUMNS,
  alias = "b",
  hits?: TextHits,
): Sql => dialect.text.columnsHave(forms, columns, alias, hits);

/**
 * The ids of businesses `b` meeting the condition, a statement for `IN (...)` (its `b` hides the
 * outer one). It carries the search's other filters too (`filters`, written on `b`), so each read is
 * narrowed by its own index: on PostgreSQL a city's dentists by name are a BitmapAnd of the name and
 * city indexes, not every dentist's row fetched and then joined to the city's 13,000 businesses; on
 * SQLite a category's businesses in a city are a range of the (categoryId, active, citySlug) index.
 */
const idsWhere = (condition: Sql, filters: Sql | null) =>
  sql`SELECT b."id" FROM "BusinessProfile" b WHERE ${filters ? sql`${filters} AND ` : sql``}${condition}`;

/**
 * Ids of businesses with one of the forms (each indexable) in one of the columns: a statement for
 * `IN (...)`. SQLite reads them from the FTS table's copy of the id, or, when the search's matches
 * were listed (a narrowed search, readTextHits), by rowid with the filters, so only the place's
 * remain ('dentist' in Houston: 1,230 dental matches in Texas, 32 in Houston).
 */
function idsWithText(forms: readonly string[], filters: Sql | null, hits: TextHits | undefined): Sql {
  return dialect.text.idsFromTextIndex(forms, hits) ?? idsWhere(columnsHave(forms, ALL_COLUMNS, "b", hits), filters);
}

/** The stored category texts that contain one of the term's forms (folded), from the term's lookup. */
export const categoryTextsWith = (term: SearchTerm, forms: readonly string[]) =>
  [...new Set(forms.flatMap((form) => term.categoryTexts[form] ?? []))].sort();

/** Business `alias`'s category text is one of these (an equality on `BusinessProfile_category_text_idx`), or null for none. */
export const categoryTextIs = (texts: readonly string[], alias = "b"): Sql | null =>
  texts.length ? sql`${raw(`${alias}."category"`)} IN (${idList(texts)})` : null;

/** Ids of businesses whose category text contains one of the forms. */
const idsWithCategoryText = (term: SearchTerm, forms: readonly string[], filters: Sql | null): Sql[] => {
  const condition = categoryTextIs(categoryTextsWith(term, forms));
  return condition ? [idsWhere(condition, filters)] : [];
};

export const idList = (ids: readonly string[]) => join(ids.map((id) => sql`${id}`));
export const withTag = (tagIds: readonly string[]) =>
  sql`SELECT a."businessId" FROM "BusinessTagAssignment" a WHERE a."tagId" IN (${idList(tagIds)})`;

/** Ids of businesses in the categories the term names or whose names contain it. */
const idsInCategories = (term: SearchTerm, filters: Sql | null): Sql[] => {
  const categoryIds = [...term.namedCategoryIds, ...term.categoryIds];
  return categoryIds.length ? [idsWhere(sql`b."categoryId" IN (${idList(categoryIds)})`, filters)] : [];
};

const categorySources = (term: SearchTerm, filters: Sql | null): Sql[] => [
  ...idsInCategories(term, filters),
  ...(term.tagIds.length ? [withTag(term.tagIds)] : []),
];

/**
 * The category and tag reads every term of a search finds ('plumbers': the Plumbing category's
 * businesses, and those whose category text says plumbing; 'kid friendly': the tag's businesses;
 * 'family owned': the Family Owned tag, which both words name). Each carries the search's `filters`
 * (the same as given to termsMatch), so every row it reads is a match: when one of them alone holds
 * more than the count's cap, the total is capped without reading the terms' other matches
 * (search/count-matching-reads.ts). [] for a search by the start of names.
 */
export function matchingReadsOfEveryTerm(terms: readonly SearchTerm[], filters: Sql): Sql[] {
  if (!terms.length || isPrefixSearch(terms)) return [];
  const common = (lists: string[][]) => lists.reduce((all, list) => all.filter((id) => list.includes(id)));
  const texts = categoryTextIs(common(terms.map((term) => categoryTextsWith(term, term.forms))));
  const categoryIds = common(terms.map((term) => [...term.namedCategoryIds, ...term.categoryIds]));
  const tagIds = common(terms.map((term) => term.tagIds));
  return [
    ...(texts ? [idsWhere(texts, filters)] : []),
    ...(categoryIds.length ? [idsWhere(sql`b."categoryId" IN (${idList(categoryIds)})`, filters)] : []),
    ...(tagIds.length ? [idsWhere(sql`b."id" IN (${withTag(tagIds)})`, filters)] : []),
  ];
}

/**
 * The index reads of a term's matches through these forms (each indexable), each a statement of ids
 * for `IN (...)`: the text, the category texts, the categories and the tags. Those that can carry the
 * search's other `filters` do.
 */
export const termReads = (term: SearchTerm, filters: Sql | null, forms: readonly string[] = term.forms): Sql[] => [
  ...(forms.length ? [idsWithText(forms, filters, term.textHits)] : []),
  ...idsWithCategoryText(term, forms, filters),
  ...categorySources(term, filters),
];

/**
 * In a prefix search, a term found only by names starting with it (no longer form, category or tag):
 * every business it matches has the same points for it. Its condition is written on `b` itself, so
 * the planner can walk the sort order and check each name, or read the name range and sort.
 */
export const onlyNamePrefix = (term: SearchTerm) =>
  term.forms.every(isShort) && !term.namedCategoryIds.length && !term.categoryIds.length && !term.tagIds.length;

/**
 * The conditions on business `b` for the terms (every term must match): one of a term's forms in the
 * name, category or address, or a category or tag it names. A term whose forms the index serves is
 * `b.id IN (<index reads>)`; a term with a short form is checked on the rows the other terms found;
 * with no indexable term at all, the short forms match the start of the name (isPrefixSearch).
 * `filters`: the search's other conditions on `b`, repeated in the index reads (idsWhere).
 */
export function termsMatch(terms: readonly SearchTerm[], filters: Sql | null = null): Sql[] {
  const prefix = isPrefixSearch(terms);
  const reads = (forms: readonly string[], term: SearchTerm) => termReads(term, filters, forms);
  return terms.map((term) => {
    if (indexable(term)) return sql`b."id" IN (${join(reads(term.forms, term), " UNION ALL ")})`;
    const long = term.forms.filter((form) => !isShort(form));
    const short = term.forms.filter(isShort);
    if (prefix && onlyNamePrefix(term)) return or(short.map((form) => nameStartsWith(form, "b")));
    if (prefix) {
      const names = idsWhere(or(short.map((form) => nameStartsWith(form, "b"))), filters);
      return sql`b."id" IN (${join([names, ...reads(long, term)], " UNION ALL ")})`;
    }
    const indexed = reads(long, term);
    const shortCategory = categoryTextIs(categoryTextsWith(term, short));
    return or([
      ...(indexed.length ? [sql`b."id" IN (${join(indexed, " UNION ALL ")})`] : []),
      columnsHave(short),
      ...(shortCategory ? [shortCategory] : []),
    ]);
  });
}
