// The search plan as a selection: which count and page strategies a query and its conditions get.
import { describe, expect, it } from "vitest";
import { DIRECTORY_COUNT_CAP, DIRECTORY_PAGE_SIZE, MAX_OFFSET_PAGE } from "../types";
import { countLimit, pageOnceCounted, planSearch, sortsWholeByDistance, type PlanInput } from "./plan";

/** A plain listing's input: page 1 of the whole directory in relevance order, no text, nothing stored. */
const input = (changes: Partial<PlanInput> = {}): PlanInput => ({
  sort: "relevance",
  page: 1,
  seek: null,
  openNow: false,
  order: "sort",
  origin: false,
  place: false,
  storedCount: false,
  openNowCount: false,
  matchingReads: false,
  byMatches: false,
  scored: false,
  partsIndexed: false,
  phrase: false,
  ...changes,
});

describe("counting", () => {
  it("reads the counts table when it knows the total, also from a key", () => {
    expect(planSearch(input({ storedCount: true })).count).toBe("stored");
    expect(planSearch(input({ storedCount: true, page: 200, seek: "after" })).count).toBe("stored");
  });

  it("counts open now from the hours, but not from a key", () => {
    expect(planSearch(input({ openNow: true, openNowCount: true, byMatches: true })).count).toBe("open-hours");
    expect(
      planSearch(input({ openNow: true, openNowCount: true, byMatches: true, page: 3, seek: "after" })).count,
    ).toBe("capped-from-key");
  });

  it("tries the reads of matches only before counting every match, but not from a key", () => {
    expect(planSearch(input({ matchingReads: true, scored: true })).count).toBe("matching-reads");
    expect(planSearch(input({ matchingReads: true, page: 2, seek: "before" })).count).toBe("capped-from-key");
    expect(planSearch(input()).count).toBe("capped");
    expect(planSearch(input({ page: MAX_OFFSET_PAGE + 1 })).count).toBe("capped");
  });
});

describe("reading the page", () => {
  it("reads in order from OFFSET or from the key, and not at all past MAX_OFFSET_PAGE without a key", () => {
    expect(planSearch(input())).toMatchObject({ start: "offset", page: "ordered" });
    expect(planSearch(input({ page: MAX_OFFSET_PAGE }))).toMatchObject({ start: "offset", page: "ordered" });
    expect(planSearch(input({ page: MAX_OFFSET_PAGE + 1 }))).toMatchObject({ start: "not-read", page: "not-read" });
    expect(planSearch(input({ page: MAX_OFFSET_PAGE + 1, seek: "after" }))).toMatchObject({
      start: "key",
      page: "ordered",
    });
    // (Not read even when its strategy would wait for the total.)
    expect(planSearch(input({ page: MAX_OFFSET_PAGE + 1, byMatches: true })).page).toBe("not-read");
  });

  it("reads relevance by score parts only when text scores matches, every part is indexed and open now is off", () => {
    const scored = { scored: true, partsIndexed: true };
    expect(planSearch(input(scored)).page).toBe("relevance-parts");
    expect(planSearch(input({ ...scored, page: 5, seek: "after" })).page).toBe("relevance-parts");
    expect(planSearch(input({ ...scored, openNow: true })).page).toBe("ordered");
    expect(planSearch(input({ scored: true })).page).toBe("ordered");
    expect(planSearch(input({ ...scored, sort: "rating" })).page).toBe("ordered");
    // The place's businesses first: the score is only a tie-break after the place and the distance.
    expect(planSearch(input({ ...scored, order: "place-then-distance", origin: true, place: true })).page).toBe(
      "ordered",
    );
  });

  it("waits for the total with open now or tags (byMatches) and with the distance order", () => {
    expect(planSearch(input({ byMatches: true })).page).toBe("after-count");
    expect(planSearch(input({ sort: "distance", origin: true })).page).toBe("after-count");
    expect(planSearch(input({ order: "distance", origin: true })).page).toBe("after-count");
    // No origin: the distance sort falls back to review order, read in order.
    expect(planSearch(input({ sort: "distance" }))).toMatchObject({
      order: { by: "reviews", placeFirst: false },
      page: "ordered",
    });
  });

  it("picks the page's strategy once counted: boxes for many distance matches, the matches or a probe in order by their number", () => {
    const distance = input({ sort: "distance", origin: true });
    const plan = planSearch(distance);
    expect(pageOnceCounted(distance, plan, countLimit(0) + 1)).toBe("distance-boxes");
    expect(pageOnceCounted(distance, plan, countLimit(0))).toBe("ordered");
    const tags = input({ byMatches: true });
    const rowsNeeded = DIRECTORY_PAGE_SIZE * 20;
    expect(pageOnceCounted(tags, planSearch(tags), rowsNeeded - 1)).toBe("from-matches");
    expect(pageOnceCounted(tags, planSearch(tags), rowsNeeded)).toBe("probe-in-order");
    // Page 3: three pages of rows are needed.
    const third = input({ byMatches: true, page: 3 });
    expect(pageOnceCounted(third, planSearch(third), 3 * rowsNeeded - 1)).toBe("from-matches");
    // From a key only the page's own rows are needed.
    const keyed = input({ byMatches: true, page: 3, seek: "after" });
    expect(pageOnceCounted(keyed, planSearch(keyed), rowsNeeded)).toBe("probe-in-order");
    // Few distance matches with tags: sorted whole, from the matches.
    const both = input({ sort: "distance", origin: true, byMatches: true });
    expect(pageOnceCounted(both, planSearch(both), 5)).toBe("from-matches");
    // A plan that does not wait keeps its strategy.
    expect(pageOnceCounted(input(), planSearch(input()), 5)).toBe("ordered");
  });

  it("lists the matches of several words while counting them, and sorts the list when it holds them all", () => {
    const phrase = input({ scored: true, partsIndexed: true, phrase: true });
    const plan = planSearch(phrase);
    expect(plan).toMatchObject({ count: "listed", page: "after-count" });
    expect(pageOnceCounted(phrase, plan, countLimit(0))).toBe("listed");
    // More than the list holds: read by score parts, or sorted whole in another order.
    expect(pageOnceCounted(phrase, plan, countLimit(0) + 1)).toBe("relevance-parts");
    const rating = input({ scored: true, partsIndexed: true, phrase: true, sort: "rating" });
    expect(pageOnceCounted(rating, planSearch(rating), countLimit(0) + 1)).toBe("ordered");
    const distance = input({ scored: true, phrase: true, sort: "distance", origin: true });
    expect(pageOnceCounted(distance, planSearch(distance), countLimit(0))).toBe("listed");
    expect(pageOnceCounted(distance, planSearch(distance), countLimit(0) + 1)).toBe("distance-boxes");
    // Reads of matches only first ('family owned': the Family Owned tag); short of the limit they list the matches.
    const common = input({ scored: true, partsIndexed: true, phrase: true, matchingReads: true });
    expect(planSearch(common)).toMatchObject({ count: "matching-reads", page: "after-count" });
    expect(pageOnceCounted(common, planSearch(common), countLimit(0))).toBe("listed");
    expect(pageOnceCounted(common, planSearch(common), countLimit(0) + 1)).toBe("relevance-parts");
    // From a key: counted from the key, the page read in order or by parts.
    expect(planSearch(input({ scored: true, partsIndexed: true, phrase: true, page: 3, seek: "after" }))).toMatchObject(
      { count: "capped-from-key", page: "relevance-parts" },
    );
  });

  it("sorts distance matches whole up to the rows a count proves (from a key: the rows before it too)", () => {
    expect(sortsWholeByDistance({ page: 1, seek: null }, "capped", DIRECTORY_COUNT_CAP)).toBe(true);
    expect(sortsWholeByDistance({ page: 1, seek: null }, "capped", DIRECTORY_COUNT_CAP + 1)).toBe(false);
    expect(sortsWholeByDistance({ page: 11, seek: "after" }, "capped-from-key", DIRECTORY_COUNT_CAP - 120)).toBe(true);
    expect(sortsWholeByDistance({ page: 11, seek: "after" }, "capped-from-key", DIRECTORY_COUNT_CAP - 119)).toBe(false);
    expect(sortsWholeByDistance({ page: 11, seek: "after" }, "stored", DIRECTORY_COUNT_CAP)).toBe(true);
  });
});

describe("the order", () => {
  it("names the sort's order, relevance only when text scores matches", () => {
    expect(planSearch(input({ sort: "rating" })).order).toEqual({ by: "rating", placeFirst: false });
    expect(planSearch(input({ sort: "newest" })).order).toEqual({ by: "newest", placeFirst: false });
    expect(planSearch(input({ scored: true })).order).toEqual({ by: "relevance", placeFirst: false });
    expect(planSearch(input()).order).toEqual({ by: "reviews", placeFirst: false });
    expect(planSearch(input({ sort: "distance", origin: true })).order).toEqual({ by: "distance", placeFirst: false });
  });

  it("follows the area: within a radius of the visitor by distance; of a place, the place's businesses first", () => {
    expect(planSearch(input({ sort: "rating", order: "distance", origin: true })).order).toEqual({
      by: "distance",
      placeFirst: false,
    });
    expect(
      planSearch(input({ sort: "rating", order: "place-then-distance", origin: true, place: true })).order,
    ).toEqual({ by: "rating", placeFirst: true });
    expect(planSearch(input({ order: "place-then-distance", origin: false, place: true })).order).toEqual({
      by: "reviews",
      placeFirst: false,
    });
  });
});
