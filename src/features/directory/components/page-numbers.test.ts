import { describe, expect, it } from "vitest";
import { pageNumbers, showingLabel } from "./page-numbers";

describe("pageNumbers", () => {
  it("shows every page when there are few", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("skips pages far from the current one", () => {
    expect(pageNumbers(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 18, 19, 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });

  it("leaves out pages that do not open, but never the current one", () => {
    const opens = (page: number) => page <= 84 || page === 201 || page === 202;
    expect(pageNumbers(200, 500, opens)).toEqual([1, null, 200, 201, 202]);
    expect(pageNumbers(84, 500, opens)).toEqual([1, null, 82, 83, 84]);
  });
});

describe("showingLabel", () => {
  it("counts the businesses on the page", () => {
    expect(showingLabel(1, 12, 240)).toBe("Showing 1–12 of 240 businesses");
    expect(showingLabel(20, 12, 235)).toBe("Showing 229–235 of 235 businesses");
    expect(showingLabel(1, 12, 1)).toBe("Showing 1–1 of 1 business");
    expect(showingLabel(2, 12, 1000, true)).toBe("Showing 13–24 of 1,000+ businesses");
  });
});
