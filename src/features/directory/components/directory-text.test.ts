import { describe, expect, it } from "vitest";
import type { ResolvedLocation } from "@/features/directory/schema";
import { directoryTitle, emptyResultsMessage, locationLabel } from "./directory-text";
import { EMPTY_DIRECTORY_STATE, type DirectoryState } from "./directory-url";

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
