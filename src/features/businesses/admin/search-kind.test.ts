import { describe, expect, it } from "vitest";
import { searchKind } from "./search-kind";

describe("searchKind", () => {
  it("reads ZIPs, emails, cities and names", () => {
    expect(searchKind("")).toBe("none");
    expect(searchKind("78701")).toBe("zip");
    expect(searchKind("7870")).toBe("name");
    expect(searchKind("owner@")).toBe("email");
    expect(searchKind("San Antonio")).toBe("city");
    expect(searchKind("san-antonio")).toBe("city");
    expect(searchKind("San Antonio Tacos")).toBe("name");
  });
});
