import { describe, expect, it } from "vitest";
import type { ResolvedLocation } from "@/features/directory/schema";
import { directoryTitle, emptyResultsMessage, locationLabel } from "./directory-text";
import { EMPTY_DIRECTORY_STATE, type DirectoryState } from "./directory-url";
import { categoryNamedBy, lookedFor, nearbyHeading, placeEmptyMessage } from "./nearby-text";

const austin: ResolvedLocation = {
  kind: "city",
  slug: "austin",
  city: "Austin",
  state: "TX",
  latitude: 30.2,
  longitude: -97.7,
};
const knownZip: ResolvedLocation = {
  kind: "zip",
  zipCode: "78701",
  city: "Austin",
  state: "TX",
  latitude: 30.2,
  longitude: -97.7,
};
const unknownZip: ResolvedLocation = {
  kind: "zip",
  zipCode: "12345",
  city: null,
  state: null,
  latitude: null,
  longitude: null,
};
const state = (change: Partial<DirectoryState>) => ({ ...EMPTY_DIRECTORY_STATE, ...change });

describe("directory titles", () => {
  it("names the whole directory, a city, a known ZIP's city or an unknown ZIP", () => {
    expect(directoryTitle(null)).toBe("Business Directory");
    expect(directoryTitle(austin)).toBe("Businesses in Austin, TX");
    expect(directoryTitle(knownZip)).toBe("Businesses in Austin, TX");
    expect(directoryTitle(unknownZip)).toBe("Businesses in 12345");
    expect(locationLabel(unknownZip)).toBe("12345");
  });
});

describe("emptyResultsMessage", () => {
  it("names category and city, the category, the city, or an unknown ZIP", () => {
    expect(emptyResultsMessage(state({}), "Bakeries", austin)).toBe(
      "No businesses found in the Bakeries category in Austin",
    );
    expect(emptyResultsMessage(state({}), "Bakeries", null)).toBe("No businesses found in the Bakeries category");
    expect(emptyResultsMessage(state({}), null, austin)).toBe("No businesses found in Austin");
    expect(emptyResultsMessage(state({}), null, unknownZip)).toBe("No businesses found in 12345");
  });

  it("prefers the search text over category and place", () => {
    expect(emptyResultsMessage(state({ search: "zzz" }), "Bakeries", austin)).toBe(
      'No businesses found matching "zzz"',
    );
  });

  it("speaks of criteria when tag, rating or feature filters apply, or nothing is chosen", () => {
    expect(emptyResultsMessage(state({ search: "zzz", tags: ["a"] }), "Bakeries", austin)).toBe(
      "No businesses found matching your criteria",
    );
    expect(emptyResultsMessage(state({ ratings: ["5-star"] }), null, null)).toBe(
      "No businesses found matching your criteria",
    );
    expect(emptyResultsMessage(state({ features: ["verified"] }), null, null)).toBe(
      "No businesses found matching your criteria",
    );
    expect(emptyResultsMessage(state({}), null, null)).toBe("No businesses found matching your criteria");
  });
});

const child = (name: string, slug: string) => ({ id: `cat_${slug}`, name, slug });
const categories = [
  {
    id: "cat_food-dining",
    name: "Food & Dining",
    slug: "food-dining",
    icon: null,
    children: [child("Cafes & Coffee Shops", "cafes-coffee"), child("Restaurants", "restaurants")],
  },
  {
    id: "cat_home-services",
    name: "Home Services",
    slug: "home-services",
    icon: null,
    children: [child("Plumbing", "plumbing"), child("HVAC", "hvac"), child("Law Firms", "law-firms")],
  },
  {
    id: "cat_beauty",
    name: "Beauty",
    slug: "beauty",
    icon: null,
    children: [child("Hair Salons", "hair-salons"), child("Barbershops", "barbershops")],
  },
];
describe("categoryNamedBy", () => {
  it("finds the one category a synonym or the category's own name in another form names", () => {
    expect(categoryNamedBy("coffee", categories)).toBe("Cafes & Coffee Shops");
    expect(categoryNamedBy("Plumber", categories)).toBe("Plumbing");
    expect(categoryNamedBy("restaurant", categories)).toBe("Restaurants");
    expect(categoryNamedBy("law firm", categories)).toBe("Law Firms");
  });

  it("names none for other text, more words than the synonym, or a synonym of two categories", () => {
    expect(categoryNamedBy("pizza", categories)).toBeNull();
    expect(categoryNamedBy("coffee roasters", categories)).toBeNull();
    expect(categoryNamedBy("haircut", categories)).toBeNull();
    expect(categoryNamedBy("", categories)).toBeNull();
  });
});

describe("the nearby section's words", () => {
  it("use the category's display name, never a guessed plural of the text", () => {
    expect(placeEmptyMessage(lookedFor(state({ search: "coffee" }), categories), austin)).toBe(
      "No Cafes & Coffee Shops in Austin, TX",
    );
    expect(nearbyHeading(lookedFor(state({ search: "plumber" }), categories), austin, 320)).toBe(
      "Nearby: Plumbing businesses within 320 mi of Austin, TX",
    );
    expect(lookedFor(state({ category: "hvac" }), categories)).toBe("HVAC businesses");
  });

  it("quote other text, with the chosen category when there is one", () => {
    expect(lookedFor(state({ search: "pizza" }), categories)).toBe('businesses matching "pizza"');
    expect(lookedFor(state({ search: "pizza", category: "restaurants" }), categories)).toBe(
      'Restaurants matching "pizza"',
    );
    expect(lookedFor(state({}), categories)).toBe("businesses");
  });
});
