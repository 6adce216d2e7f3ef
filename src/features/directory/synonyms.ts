// What people type, mapped to the categories and tags they mean. Reviewable data: each entry has a
// test (synonyms.test.ts) and one in the search's integration tests. Phrases are folded (lower case,
// no accents) and matched as whole words of the query, a trailing "s" or "es" ignored, so "vets" and
// "mechanics" count. The categories and tags are slugs from prisma/seed/{categories,tags}.ts; an
// entry whose slug an admin removed simply adds nothing.

export type Synonym = {
  /** Folded phrases that mean this. */
  phrases: readonly string[];
  categories?: readonly string[];
  tags?: readonly string[];
};

export const SYNONYMS: readonly Synonym[] = [
  { phrases: ["coffee", "espresso", "cafe", "latte"], categories: ["cafes-coffee"] },
  { phrases: ["vet", "animal hospital", "animal doctor"], categories: ["veterinarians"] },
  { phrases: ["mechanic", "car repair", "oil change", "brakes"], categories: ["auto-repair"] },
  { phrases: ["kid friendly", "kids", "child friendly", "family friendly"], tags: ["kid-friendly"] },
  { phrases: ["plumber", "drain", "leak"], categories: ["plumbing"] },
  { phrases: ["dentist", "dental", "teeth", "orthodontist"], categories: ["dentists"] },
  { phrases: ["lawyer", "attorney"], categories: ["law-firms"] },
  { phrases: ["accountant", "cpa", "taxes", "bookkeeper"], categories: ["accounting-tax"] },
  { phrases: ["realtor", "homes for sale"], categories: ["real-estate-agents"] },
  { phrases: ["air conditioning", "ac repair", "heating"], categories: ["hvac"] },
  { phrases: ["haircut", "hairdresser", "stylist"], categories: ["hair-salons", "barbershops"] },
  { phrases: ["manicure", "pedicure"], categories: ["nail-salons"] },
  { phrases: ["doctor", "urgent care"], categories: ["medical-clinics"] },
  { phrases: ["daycare", "childcare", "child care"], categories: ["preschools-daycare"] },
  { phrases: ["tow truck", "roadside"], categories: ["towing"] },
  { phrases: ["maid", "cleaner"], categories: ["house-cleaning"] },
  { phrases: ["lawn", "yard", "gardener"], categories: ["landscaping"] },
  { phrases: ["groomer"], categories: ["pet-grooming"] },
  { phrases: ["pub", "beer"], categories: ["bars-pubs"] },
  { phrases: ["workout", "fitness"], categories: ["gyms"] },
  { phrases: ["wifi", "wi fi"], tags: ["free-wifi"] },
  { phrases: ["dog friendly", "pets allowed"], tags: ["pet-friendly"] },
  { phrases: ["spanish", "espanol"], tags: ["se-habla-espanol"] },
  { phrases: ["wheelchair", "accessible"], tags: ["wheelchair-accessible"] },
];

export type SynonymMatch = { synonym: Synonym; phrase: string; start: number; length: number };

const singular = (word: string) => [word, word.replace(/es$/, ""), word.replace(/s$/, "")];

/**
 * The synonyms a query's folded words name, longest phrase first, each word used once. Returns
 * the matches in query order; words outside them are left to ordinary text matching.
 */
export function findSynonyms(words: readonly string[]): SynonymMatch[] {
  const candidates = SYNONYMS.flatMap((synonym) =>
    synonym.phrases.map((phrase) => ({ synonym, phrase, parts: phrase.split(" ") })),
  );
  candidates.sort((a, b) => b.parts.length - a.parts.length);
  const used = new Set<number>();
  const matches: SynonymMatch[] = [];
  for (const { synonym, phrase, parts } of candidates) {
    for (let start = 0; start + parts.length <= words.length; start++) {
      const span = parts.map((_, k) => start + k);
      if (span.some((index) => used.has(index))) continue;
      if (!parts.every((part, k) => singular(words[start + k]!).includes(part))) continue;
      span.forEach((index) => used.add(index));
      matches.push({ synonym, phrase, start, length: parts.length });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}
