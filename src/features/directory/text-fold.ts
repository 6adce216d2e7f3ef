// How the directory compares text: accents and case never matter, and a word matches its common
// forms. Pure, so the same folding can be written into the PostgreSQL function `localhub_fold`
// (migration `directory_search_folding`) and tested here.

import { foldText } from "@/lib/fold-text";

export { foldText };

/** The folded words of a query: split at spaces and commas; a word of punctuation only ("&") is dropped. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[\s,]+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** A stem keeps at least this many letters, so "tires" -> "tire" but "bars" stays whole. */
const MIN_STEM = 4;
/** Endings removed from a word (the first that leaves a long enough stem); the stem is matched as a substring. */
const SUFFIXES = ["ings", "ing", "ers", "er", "ies", "es", "s", "y"] as const;

/**
 * Words whose forms differ in more than an ending: every word of a family matches the others
 * ("dentist" finds "Dental Care" and "Family Dentistry").
 */
const WORD_FAMILIES: readonly (readonly string[])[] = [
  ["dentist", "dental", "orthodont"],
  ["bake", "baker"],
  ["veterinar", "vet care"],
  ["electric"],
  ["chiropract"],
  ["tutor"],
  ["florist", "floral", "flower"],
];

/** "plumbers" -> "plumb", "bakeries" -> "baker", "cafes" -> "cafe"; short words stay whole. */
export function wordStem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) return word.slice(0, -suffix.length);
  }
  return word;
}

/**
 * The substrings a folded word is looked for as: its stem and its family's words. A form that
 * contains another is left out (the shorter one already finds it).
 */
export function wordForms(word: string): string[] {
  const stem = wordStem(word);
  const family = WORD_FAMILIES.find((members) =>
    members.some((member) => stem.startsWith(member) || (stem.length >= MIN_STEM && member.startsWith(stem))),
  );
  return minimalForms([stem, ...(family ?? [])]);
}

/** Distinct forms, sorted, leaving out a form that contains another (the shorter one already finds it). */
export function minimalForms(forms: readonly string[]): string[] {
  const distinct = [...new Set(forms)];
  return distinct.filter((form) => !distinct.some((other) => other !== form && form.includes(other))).sort();
}
