// The category text a business carries (which need not be its category's name) is matched by its
// values: the search reads the distinct texts through their index, folds them in the application and
// compares the matching ones for equality, so a category word reads the index, not the text index.
import { describe, expect, it } from "vitest";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { directorySearchInput, type DirectorySearchInput } from "@/features/directory/schema";
import { prepareSearch, searchDirectory } from "@/features/directory/search";
import { cappedCount } from "@/features/directory/search/count-capped";
import { orderedPage } from "@/features/directory/search/page-ordered";
import { db } from "@/platform/db";
import { explain } from "../helpers/explain";

const NOW = new Date("2026-03-04T12:00:00Z");
const search = async (input: DirectorySearchInput) =>
  (await searchDirectory(db, directorySearchInput.parse(input), NOW)).items.map((card) => card.businessName);

describe("the category text", () => {
  it("is found by any form of a word in it, accents and case ignored, and follows its changes", async () => {
    const word = uniqueWord();
    const other = uniqueWord();
    const repairs = await createBusiness({ name: "Corner Shop", category: `Crème ${word} Repairs`, totalReviews: 3 });
    await createBusiness({ name: `${word} by name`, totalReviews: 1 });
    await createBusiness({ name: "Elsewhere", category: `${other} Works` });
    // Name (8 points) before category text (4), though the category match has more reviews.
    expect(await search({ search: word })).toEqual([`${word} by name`, "Corner Shop"]);
    expect(await search({ search: `CREME ${word}` })).toEqual(["Corner Shop"]);
    expect(await search({ search: `${word}s repair` })).toEqual(["Corner Shop"]);
    await db.businessProfile.update({ where: { id: repairs.id }, data: { category: `${other} Outlet` } });
    expect(await search({ search: `creme ${word}` })).toEqual([]);
    expect((await search({ search: other })).sort()).toEqual(["Corner Shop", "Elsewhere"]);
  });

  it("is read through its own index, never through the text index", async () => {
    const word = uniqueWord();
    await createBusiness({ name: "Text index check", category: `${word} Services` });
    const { search } = await prepareSearch(db, directorySearchInput.parse({ search: word }), NOW);
    for (const statement of [cappedCount(search!), orderedPage(search!, search!.conditions.where)]) {
      expect(statement.sql).not.toMatch(/localhub_fold\(\w+\."category"\)/);
      expect(statement.values.filter((value) => /\{[^}]*category/.test(String(value)))).toEqual([]);
      expect(statement.values).toContain(`${word} Services`);
      // (Either index that leads with the category text.)
      expect(await explain(statement)).toMatch(/BusinessProfile_category_text(_coordinates)?_idx/);
    }
  });
});
