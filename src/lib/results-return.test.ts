import { describe, expect, it } from "vitest";
import { isResultsPath } from "./results-return";

describe("isResultsPath", () => {
  it("accepts the directory's own paths", () => {
    expect(isResultsPath("/directory")).toBe(true);
    expect(isResultsPath("/directory/austin?tags=kid-friendly&page=2")).toBe(true);
    expect(isResultsPath("/directory?search=caf%C3%A9")).toBe(true);
  });

  it("refuses other sites, other pages and look-alikes", () => {
    for (const path of [
      "https://evil.example/directory",
      "//evil.example/directory",
      "/\\evil.example",
      "/directory-evil",
      "/account",
      "javascript:alert(1)",
      "/directory\n",
    ]) {
      expect(isResultsPath(path), path).toBe(false);
    }
  });
});
