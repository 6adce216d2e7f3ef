import "server-only";
// A query's text as search terms: each word (or synonym phrase) with the forms it is looked for in
// and the categories and tags it names. The categories and tags are two small tables, read whole.
import type { Db } from "@/platform/db";
import { Prisma } from "@/generated/sqlite/client";
import { findSynonyms } from "./synonyms";
import { foldText, minimalForms, searchWords, wordForms } from "./text-fold";
import type { TextHits } from "./text-match";

export type SearchTerm = {
  /** Folded substrings looked for in the name, category and address. */
  forms: string[];
  /** Categories the term names (a word of the name in one of its forms, or a synonym): ranked first. */
  namedCategoryIds: string[];
  /** Categories whose name merely contains one of the forms. */
  categoryIds: string[];
  /** Tags with a word of the term (in one of its forms) or containing it, or that a synonym names. */
  tagIds: string[];
  /** For each form, the businesses' category texts (as stored) that contain it when folded. */
  categoryTexts: Record<string, string[]>;
  /** How many businesses carry the term's tags (their stored usage counts, summed). */
  tagUsage: number;
  /** SQLite: the FTS matches of the term's forms, read once for the search (readTextHits in text-match.ts). */
  textHits?: TextHits;
};

type Named = { id: string; slug: string; name: string };
type Category = Named & { parentId: string | null };
type Tag = Named & { usageCount: number };
/** The categories and tags, and every distinct category text businesses carry. */
export type SearchVocabulary = { categories: Category[]; tags: Tag[]; categoryTexts: string[] };

/** Forms of at least this length are also looked for inside category and tag names. */
const MIN_CONTAINED = 3;

/**
 * The distinct category texts of the businesses, read by skipping through the category text index
 * (one seek per value: a few dozen, where the businesses are thousands per value).
 */
const DISTINCT_CATEGORY_TEXTS = Prisma.sql`WITH RECURSIVE t(v) AS (
    SELECT MIN("category") FROM "BusinessProfile"
    UNION ALL SELECT (SELECT MIN(p."category") FROM "BusinessProfile" p WHERE p."category" > t.v) FROM t WHERE t.v IS NOT NULL
  ) SELECT v FROM t WHERE v IS NOT NULL`;

export async function searchVocabulary(db: Db): Promise<SearchVocabulary> {
  const [categories, tags, texts] = await Promise.all([
    db.businessCategory.findMany({
      where: { active: true },
      select: { id: true, slug: true, name: true, parentId: true },
    }),
    db.businessTag.findMany({
      where: { isActive: true },
      select: { id: true, slug: true, name: true, usageCount: true },
    }),
    db.$queryRaw<Array<{ v: string }>>(DISTINCT_CATEGORY_TEXTS),
  ]);
  return { categories, tags, categoryTexts: texts.map((row) => row.v) };
}

/** A category's ids with its subcategories'. */
function withChildren(vocabulary: SearchVocabulary, ids: Iterable<string>): string[] {
  const all = new Set(ids);
  for (const category of vocabulary.categories)
    if (category.parentId && all.has(category.parentId)) all.add(category.id);
  return [...all].sort();
}

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((form) => b.includes(form));
const containsAny = (name: string, forms: readonly string[]) => {
  const text = foldText(name);
  return forms.some((form) => form.length >= MIN_CONTAINED && text.includes(form));
};

function termFor(
  vocabulary: SearchVocabulary,
  forms: string[],
  named: { categories: string[]; tags: string[] },
): SearchTerm {
  const namesWord = (name: string) => searchWords(name).some((word) => overlaps(wordForms(word), forms));
  const namedIds = vocabulary.categories
    .filter((category) => named.categories.includes(category.slug) || namesWord(category.name))
    .map((c) => c.id);
  const namedCategoryIds = withChildren(vocabulary, namedIds);
  const containing = vocabulary.categories.filter((category) => containsAny(category.name, forms)).map((c) => c.id);
  const categoryIds = withChildren(vocabulary, containing).filter((id) => !namedCategoryIds.includes(id));
  const tags = vocabulary.tags.filter(
    (tag) => named.tags.includes(tag.slug) || namesWord(tag.name) || containsAny(tag.name, forms),
  );
  const tagIds = tags.map((tag) => tag.id).sort();
  const tagUsage = tags.reduce((sum, tag) => sum + tag.usageCount, 0);
  const categoryTexts = Object.fromEntries(
    forms.map((form) => [form, vocabulary.categoryTexts.filter((text) => foldText(text).includes(form))]),
  );
  return { forms, namedCategoryIds, categoryIds, tagIds, categoryTexts, tagUsage };
}

/** The terms of a query's text: every term must match (in any of its ways) for a business to match. */
export function searchTerms(vocabulary: SearchVocabulary, text: string): SearchTerm[] {
  const words = searchWords(text);
  const synonyms = findSynonyms(words);
  const inSynonym = new Set(
    synonyms.flatMap((match) => Array.from({ length: match.length }, (_, k) => match.start + k)),
  );
  const terms = synonyms.map(({ synonym, phrase, length, start }) => {
    const forms = length === 1 ? [phrase, ...wordForms(words[start]!)] : [phrase];
    return termFor(vocabulary, minimalForms(forms), {
      categories: [...(synonym.categories ?? [])],
      tags: [...(synonym.tags ?? [])],
    });
  });
  words.forEach((word, index) => {
    if (!inSynonym.has(index)) terms.push(termFor(vocabulary, wordForms(word), { categories: [], tags: [] }));
  });
  return terms;
}
