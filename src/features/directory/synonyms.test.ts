import { describe, expect, it } from "vitest";
import { CATEGORY_TREE } from "../../../prisma/seed/categories";
import { TAGS } from "../../../prisma/seed/tags";
import { findSynonyms, SYNONYMS } from "./synonyms";
import { foldText, searchWords } from "./text-fold";

const CATEGORY_SLUGS = new Set(
  CATEGORY_TREE.flatMap((parent) => [parent.slug, ...parent.children.map((child) => child.slug)]),
);
const TAG_SLUGS = new Set(TAGS.filter((tag) => tag.isActive).map((tag) => tag.slug));

describe("the synonym table", () => {
  it.each(SYNONYMS.map((synonym) => [synonym.phrases.join(" / "), synonym] as const))(
    "%s: names seeded categories or tags and is found in a query",
    (_, synonym) => {
      expect([...(synonym.categories ?? []), ...(synonym.tags ?? [])].length).toBeGreaterThan(0);
      for (const slug of synonym.categories ?? []) expect(CATEGORY_SLUGS).toContain(slug);
      for (const slug of synonym.tags ?? []) expect(TAG_SLUGS).toContain(slug);
      for (const phrase of synonym.phrases) {
        expect(phrase).toBe(foldText(phrase));
        const found = findSynonyms(searchWords(`best ${phrase} in town`));
        expect(found.map((match) => match.synonym)).toEqual([synonym]);
        expect(found[0]).toMatchObject({ phrase, start: 1, length: phrase.split(" ").length });
      }
    },
  );

  it("lets no phrase mean two things", () => {
    const phrases = SYNONYMS.flatMap((synonym) => synonym.phrases);
    expect(new Set(phrases).size).toBe(phrases.length);
  });
});

describe("findSynonyms", () => {
  it("ignores case, accents and a plural ending, prefers the longest phrase and uses each word once", () => {
    expect(findSynonyms(searchWords("Vets near me")).map((match) => match.phrase)).toEqual(["vet"]);
    expect(findSynonyms(searchWords("MECHANICS")).map((match) => match.phrase)).toEqual(["mechanic"]);
    expect(findSynonyms(searchWords("café")).map((match) => match.phrase)).toEqual(["cafe"]);
    expect(findSynonyms(searchWords("kid friendly coffee")).map((match) => match.phrase)).toEqual([
      "kid friendly",
      "coffee",
    ]);
    expect(findSynonyms(searchWords("garcia"))).toEqual([]);
  });
});
