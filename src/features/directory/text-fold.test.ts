import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { foldText, searchWords, wordForms, wordStem } from "./text-fold";

describe("foldText", () => {
  it("drops accents and case", () => {
    expect(foldText("Café")).toBe("cafe");
    expect(foldText("SE HABLA ESPAÑOL")).toBe("se habla espanol");
    expect(foldText("Crème Brûlée")).toBe("creme brulee");
  });

  it("agrees with the PostgreSQL function localhub_fold on every letter it translates", () => {
    const folder = "prisma/postgresql/migrations";
    const migration = readdirSync(folder).find((name) => name.endsWith("_directory_search_folding"))!;
    const sql = readFileSync(`${folder}/${migration}/migration.sql`, "utf8");
    const [, from, to] = /translate\(lower\(\$1\), '([^']+)', '([^']+)'\)/.exec(sql)!;
    const source = [...from!];
    expect(source).toHaveLength([...to!].length);
    expect(source.length).toBeGreaterThan(200);
    source.forEach((letter, i) => expect(foldText(letter)).toBe([...to!][i]));
  });
});

describe("searchWords", () => {
  it("splits at spaces and commas and drops punctuation-only words", () => {
    expect(searchWords(" Bars & Pubs,  Austin ")).toEqual(["bars", "pubs", "austin"]);
    expect(searchWords("#7 100%")).toEqual(["#7", "100%"]);
  });
});

describe("word forms", () => {
  it("finds a word's common forms through its stem", () => {
    for (const word of ["plumber", "plumbers", "plumbing"]) expect(wordForms(word)).toEqual(["plumb"]);
    expect(wordForms("cafes")).toEqual(["cafe"]);
    expect(wordForms("bakeries")).toEqual(["bake"]);
    expect(wordForms("tires")).toEqual(["tire"]);
  });

  it("keeps short words whole", () => {
    expect(wordStem("bars")).toBe("bars");
    expect(wordStem("vet")).toBe("vet");
    expect(wordForms("de")).toEqual(["de"]);
  });

  it("joins word families whose forms differ in more than an ending", () => {
    expect(wordForms("dentist")).toEqual(["dental", "dentist", "orthodont"]);
    expect(wordForms("dental")).toEqual(wordForms("dentists"));
    expect(wordForms("florists")).toEqual(["floral", "florist", "flower"]);
  });
});
