import { describe, expect, it } from "vitest";
import { cityNameFromSlug, resolveDirectoryLocation, unknownLocationMessage } from "./location";

describe("resolveDirectoryLocation", () => {
  it("resolves a known city's slug with its coordinates", () => {
    expect(resolveDirectoryLocation("san-antonio")).toEqual({
      kind: "city",
      slug: "san-antonio",
      city: "San Antonio",
      state: "TX",
      latitude: 29.4241,
      longitude: -98.4936,
    });
  });

  it("matches city names regardless of case (McKinney, upper-case URLs)", () => {
    expect(resolveDirectoryLocation("mckinney")).toMatchObject({ kind: "city", slug: "mckinney", city: "McKinney" });
    expect(resolveDirectoryLocation("FORT-WORTH")).toMatchObject({ kind: "city", slug: "fort-worth" });
  });

  it("treats exactly five digits as a ZIP code, filling in a known city's details", () => {
    expect(resolveDirectoryLocation("78701")).toEqual({
      kind: "zip",
      zipCode: "78701",
      city: "Austin",
      state: "TX",
      latitude: 30.2672,
      longitude: -97.7431,
    });
  });

  it("keeps any other five-digit ZIP code as a filter without a city", () => {
    expect(resolveDirectoryLocation("73301")).toEqual({
      kind: "zip",
      zipCode: "73301",
      city: null,
      state: null,
      latitude: null,
      longitude: null,
    });
  });

  it("returns null for unknown cities and for digits that are not exactly five", () => {
    expect(resolveDirectoryLocation("gotham")).toBeNull();
    expect(resolveDirectoryLocation("7870")).toBeNull();
    expect(resolveDirectoryLocation("787011")).toBeNull();
    expect(resolveDirectoryLocation("")).toBeNull();
    expect(resolveDirectoryLocation("--")).toBeNull();
  });
});

describe("cityNameFromSlug", () => {
  it("turns dashes into spaces and capitalises each word", () => {
    expect(cityNameFromSlug("corpus-christi")).toBe("Corpus Christi");
    expect(cityNameFromSlug("round--rock")).toBe("Round Rock");
  });
});

it("names the location in the not-found message", () => {
  expect(unknownLocationMessage(" xyz ")).toBe('We could not find the location "xyz".');
});
