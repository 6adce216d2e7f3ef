import { describe, expect, it } from "vitest";
import { arrivalSource } from "./arrival-source";

const ORIGIN = "https://localhub.example";
const here = (path: string) => `${ORIGIN}${path}`;

describe("arrivalSource", () => {
  it("tells search, directory pages and the map apart", () => {
    expect(arrivalSource(here("/directory?search=plumber"), ORIGIN)).toBe("search");
    expect(arrivalSource(here("/directory/austin?search=tacos&sort=rating"), ORIGIN)).toBe("search");
    expect(arrivalSource(here("/directory"), ORIGIN)).toBe("directory");
    expect(arrivalSource(here("/directory/austin?category=restaurants&page=2"), ORIGIN)).toBe("directory");
    expect(arrivalSource(here("/directory?search=%20%20"), ORIGIN)).toBe("directory");
    expect(arrivalSource(here("/directory/houston?view=map"), ORIGIN)).toBe("map");
    expect(arrivalSource(here("/directory?search=cafe&view=map"), ORIGIN)).toBe("map");
  });

  it("knows shared lists and organisation pages", () => {
    expect(arrivalSource(here("/shared-list/list_123"), ORIGIN)).toBe("list");
    expect(arrivalSource(here("/organization/austin-chamber"), ORIGIN)).toBe("organization");
  });

  it("calls other pages and other sites elsewhere, and no page direct", () => {
    expect(arrivalSource(here("/"), ORIGIN)).toBe("elsewhere");
    expect(arrivalSource(here("/business/austin/joes-diner"), ORIGIN)).toBe("elsewhere");
    expect(arrivalSource("https://www.google.com/", ORIGIN)).toBe("elsewhere");
    expect(arrivalSource("https://localhub.example.evil.test/directory?search=x", ORIGIN)).toBe("elsewhere");
    expect(arrivalSource("", ORIGIN)).toBe("direct");
    expect(arrivalSource(null, ORIGIN)).toBe("direct");
    expect(arrivalSource("not a url", ORIGIN)).toBe("direct");
  });
});
