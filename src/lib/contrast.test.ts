import { describe, expect, it } from "vitest";
import { TAGS } from "../../prisma/seed/tags";
import { AA_TEXT, contrastRatio, readableOnWhite } from "./contrast";

describe("readableOnWhite", () => {
  it("darkens a light tag colour until it passes AA on white, keeping dark ones as they are", () => {
    expect(contrastRatio("#f59e0b", "#ffffff")).toBeLessThan(AA_TEXT);
    expect(contrastRatio(readableOnWhite("#f59e0b")!, "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT);
    expect(readableOnWhite("#1e40af")).toBe("#1e40af");
    expect(readableOnWhite("not a colour")).toBeNull();
  });

  it("gives every seeded tag a readable chip colour", () => {
    for (const tag of TAGS)
      expect(contrastRatio(readableOnWhite(tag.color)!, "#ffffff"), tag.name).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("seeds a palette whose colours already pass AA on white (Kid Friendly was #f59e0b, 2.1:1)", () => {
    for (const tag of TAGS) expect(contrastRatio(tag.color, "#ffffff"), tag.name).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
