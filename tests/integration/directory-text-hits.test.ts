// A narrowed text search on SQLite lists the text's FTS matches once (readTextHits) and reads the
// place's among them by rowid; past the listing limit it asks the FTS table in each statement. Both
// ways, and PostgreSQL's trigram indexes, must find the same businesses.
import { describe, expect, it } from "vitest";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { directorySearchInput } from "@/features/directory/schema";
import { searchDirectory } from "@/features/directory/search";
import { searchTerms, searchVocabulary, type SearchTerm } from "@/features/directory/search-terms";
import { readTextHits, termsMatch } from "@/features/directory/text-match";
import { and, sql } from "@/features/directory/sql";
import { db, dbProvider } from "@/platform/db";

const NOW = new Date("2026-03-04T12:00:00Z");

describe("a narrowed text search", () => {
  it("finds the same businesses from the listed matches, from the FTS table and through the page", async () => {
    const word = uniqueWord();
    const houston = [
      await createBusiness({ name: `${word} Dental`, citySlug: "houston", totalReviews: 9 }),
      await createBusiness({ name: "Smile Studio", address: `12 ${word} Lane`, citySlug: "houston", totalReviews: 5 }),
      await createBusiness({ name: `The ${word}s`, citySlug: "houston", totalReviews: 1 }),
    ];
    await createBusiness({ name: `${word} Austin`, citySlug: "austin" });
    await createBusiness({ name: `${word} Closed`, citySlug: "houston", active: false });

    const filters = sql`b."active" = TRUE AND b."citySlug" = ${"houston"}`;
    const terms = searchTerms(await searchVocabulary(db), word);
    const ids = async (withHits: SearchTerm[]) =>
      (
        await db.$queryRaw<Array<{ id: string }>>(
          sql`SELECT b."id" FROM "BusinessProfile" b WHERE ${and([filters, ...termsMatch(withHits, filters)])}`,
        )
      )
        .map((row) => row.id)
        .sort();

    const listed = await readTextHits(db, terms);
    const unlisted = await readTextHits(db, terms, 1);
    if (dbProvider === "sqlite") {
      // Name matches: four businesses, active or not, anywhere (over the limit of 1); address: one.
      expect([...listed[0]!.textHits!.values()].map((rowids) => rowids.length)).toEqual([4, 1]);
      expect([...unlisted[0]!.textHits!.keys()]).toHaveLength(1);
      expect(termsMatch(listed, filters)[0]!.sql).toContain("json_each");
      expect(termsMatch(unlisted, filters)[0]!.sql).toContain("MATCH");
    } else {
      expect(listed[0]!.textHits).toBeUndefined();
    }
    const expected = houston.map((business) => business.id).sort();
    expect(await ids(listed)).toEqual(expected);
    expect(await ids(unlisted)).toEqual(expected);

    const page = await searchDirectory(db, directorySearchInput.parse({ search: word, location: "houston" }), NOW);
    // Name (8 points) before address (1), then review count.
    expect(page.items.map((card) => card.businessName)).toEqual([`${word} Dental`, `The ${word}s`, "Smile Studio"]);
  });
});
