import { describe, expect, it } from "vitest";
import { directorySearchInput } from "@/features/directory/schema";
import {
  activeFilterCount,
  changeDirectoryState,
  directoryHref,
  EMPTY_DIRECTORY_STATE,
  parseDirectoryState,
  toggled,
  toSearchInput,
} from "./directory-url";

describe("parseDirectoryState", () => {
  it("makes a tampered address's text searchable instead of failing: NUL bytes, broken characters, overlong values", () => {
    const state = parseDirectoryState(null, {
      search: `caf\u0000é ${"x".repeat(98)}😀`,
      category: `food\u0000-dining${"-".repeat(150)}`,
      tags: `kid\ud800-friendly,${"t".repeat(150)}`,
    });
    expect(state.search).toBe(`café ${"x".repeat(95)}`);
    expect(state.category).toBe(`food-dining${"-".repeat(89)}`);
    expect(state.tags).toEqual(["kid\ufffd-friendly", "t".repeat(100)]);
    expect(directorySearchInput.safeParse(toSearchInput(state)).success).toBe(true);
    // Cut inside an emoji, the search keeps no half of it.
    const cut = parseDirectoryState(null, { search: `${"a".repeat(99)}😀` }).search;
    expect(directorySearchInput.safeParse(toSearchInput({ ...EMPTY_DIRECTORY_STATE, search: cut })).success).toBe(true);
  });

  it("reads every part of the address", () => {
    const state = parseDirectoryState("austin", {
      search: " pizza ",
      category: "restaurants",
      tags: "family-owned,pet-friendly",
      rating: "4-star,3-star",
      features: "verified,open-now",
      within: "50",
      sort: "rating",
      view: "list",
      page: "3",
      after: "a2V5",
      lat: "30.27",
      lng: "-97.74",
    });
    expect(state).toEqual({
      location: "austin",
      search: "pizza",
      category: "restaurants",
      tags: ["family-owned", "pet-friendly"],
      ratings: ["4-star", "3-star"],
      features: ["verified", "open-now"],
      within: "50",
      sort: "rating",
      view: "list",
      page: 3,
      after: "a2V5",
      before: null,
      near: { latitude: 30.27, longitude: -97.74 },
    });
  });

  it("falls back to defaults for missing or unusable values", () => {
    expect(parseDirectoryState(null, {})).toEqual(EMPTY_DIRECTORY_STATE);
    const state = parseDirectoryState("", {
      sort: "cheapest",
      view: "table",
      page: "-2",
      rating: "6-star",
      features: "teleport,verified",
      lat: "95",
      lng: "10",
      tags: ",a,,a,b",
      within: "7",
    });
    expect(state.within).toBeNull();
    expect(state.location).toBeNull();
    expect(state.sort).toBe("relevance");
    expect(state.view).toBe("grid");
    expect(state.page).toBe(1);
    expect(state.ratings).toEqual([]);
    expect(state.features).toEqual(["verified"]);
    expect(state.near).toBeNull();
    expect(state.tags).toEqual(["a", "b"]);
    expect(parseDirectoryState(null, { page: "2.5" }).page).toBe(1);
    expect(parseDirectoryState(null, { lat: "", lng: "" }).near).toBeNull();
  });

  it("keeps at most 10 tags and 100 search characters, and takes the first of repeated values", () => {
    const tags = Array.from({ length: 12 }, (_, index) => `t${index}`).join(",");
    const state = parseDirectoryState(null, { tags, search: ["x".repeat(150), "y"] });
    expect(state.tags).toHaveLength(10);
    expect(state.search).toBe("x".repeat(100));
  });
});

describe("directoryHref", () => {
  it("leaves defaults out", () => {
    expect(directoryHref(EMPTY_DIRECTORY_STATE)).toBe("/directory");
  });

  it("writes every part and reads back the same state", () => {
    const state = parseDirectoryState("78701", {
      search: "tacos & more",
      category: "restaurants",
      tags: "a,b",
      rating: "4-star",
      features: "verified,same-day",
      sort: "distance",
      view: "list",
      page: "2",
      lat: "30.5",
      lng: "-97.1",
    });
    const href = directoryHref(state);
    expect(href).toBe(
      "/directory/78701?search=tacos+%26+more&category=restaurants&tags=a,b&rating=4-star&features=verified,same-day&sort=distance&view=list&page=2&lat=30.5&lng=-97.1",
    );
    const url = new URL(href, "http://localhost");
    expect(parseDirectoryState(url.pathname.split("/")[2] ?? null, Object.fromEntries(url.searchParams))).toEqual(
      state,
    );
  });
});

describe("seek keys in the address", () => {
  it("keeps a key on a page past the first, and drops what is not one", () => {
    const state = parseDirectoryState(null, { page: "7", after: "eyJzIjoicmF0aW5nIn0" });
    expect(state).toMatchObject({ page: 7, after: "eyJzIjoicmF0aW5nIn0", before: null });
    expect(directoryHref(state)).toBe("/directory?page=7&after=eyJzIjoicmF0aW5nIn0");
    expect(parseDirectoryState(null, { page: "7", before: "abc" })).toMatchObject({ after: null, before: "abc" });
    expect(parseDirectoryState(null, { page: "7", after: "a b'c" })).toMatchObject({ after: null });
    expect(directoryHref({ ...state, page: 1 })).toBe("/directory");
    expect(toSearchInput(state)).toMatchObject({ page: 7, after: "eyJzIjoicmF0aW5nIn0", before: undefined });
  });

  it("keeps the key only when the view changes; a page change brings its own", () => {
    const state = { ...EMPTY_DIRECTORY_STATE, page: 7, after: "key7" };
    expect(changeDirectoryState(state, { view: "list" })).toMatchObject({ page: 7, after: "key7" });
    expect(changeDirectoryState(state, { page: 8, after: "key8" })).toMatchObject({
      page: 8,
      after: "key8",
      before: null,
    });
    expect(changeDirectoryState(state, { page: 6 })).toMatchObject({ page: 6, after: null, before: null });
    expect(changeDirectoryState(state, { sort: "rating" })).toMatchObject({ page: 1, after: null });
  });
});

describe("changeDirectoryState", () => {
  const onPage3 = { ...EMPTY_DIRECTORY_STATE, page: 3 };

  it("goes back to page 1 when what is searched changes", () => {
    expect(changeDirectoryState(onPage3, { search: "x" }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { category: "bakeries" }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { location: "waco" }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { tags: ["a"] }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { ratings: ["5-star"] }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { features: ["verified"] }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { sort: "newest" }).page).toBe(1);
  });

  it("writes the 'Within' control, which starts again at page 1", () => {
    expect(directoryHref({ ...EMPTY_DIRECTORY_STATE, location: "austin", within: "50" })).toBe(
      "/directory/austin?within=50",
    );
    expect(changeDirectoryState(onPage3, { within: "any" }).page).toBe(1);
  });

  it("keeps the page when only the view or the page changes", () => {
    expect(changeDirectoryState(onPage3, { view: "list" })).toEqual({ ...onPage3, view: "list" });
    expect(changeDirectoryState(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe("toggled and toSearchInput", () => {
  it("adds a missing value and removes a present one", () => {
    expect(toggled(["a"], "b")).toEqual(["a", "b"]);
    expect(toggled(["a", "b"], "a")).toEqual(["b"]);
  });

  it("asks the search for exactly the state", () => {
    const state = parseDirectoryState("austin", { category: "gyms", rating: "3-star", lat: "1", lng: "2", page: "2" });
    expect(toSearchInput(state)).toEqual({
      search: "",
      category: "gyms",
      tags: [],
      ratings: ["3-star"],
      features: [],
      location: "austin",
      near: { latitude: 1, longitude: 2 },
      sort: "relevance",
      page: 2,
    });
    expect(toSearchInput(EMPTY_DIRECTORY_STATE)).toMatchObject({
      category: undefined,
      location: undefined,
      near: undefined,
    });
  });
});

describe("the map view and the filter count", () => {
  it("keeps the map view in the address and counts the filters that are on", () => {
    const state = parseDirectoryState("austin", {
      view: "map",
      category: "restaurants",
      tags: "a,b",
      rating: "4-star",
      search: "pizza",
    });
    expect(state.view).toBe("map");
    expect(directoryHref(state)).toBe(
      "/directory/austin?search=pizza&category=restaurants&tags=a,b&rating=4-star&view=map",
    );
    expect(activeFilterCount(state)).toBe(4);
    expect(activeFilterCount(EMPTY_DIRECTORY_STATE)).toBe(0);
  });
});
