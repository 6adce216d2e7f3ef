import { describe, expect, it } from "vitest";
import { businessesHref, parseBusinessesParams } from "./businesses-url";

describe("the businesses screen's address", () => {
  it("round-trips a query, leaving defaults out", () => {
    const href =
      "/admin/businesses?q=owner%40x.example&status=pending&active=no&featured=yes&city=austin&category=restaurants&owner=yes&sort=name&page=3";
    const { query, error } = parseBusinessesParams(Object.fromEntries(new URL(href, "http://x").searchParams));
    expect(error).toBeNull();
    expect(query).toEqual({
      q: "owner@x.example",
      status: "pending",
      active: false,
      featured: true,
      city: "austin",
      category: "restaurants",
      hasOwner: true,
      sort: "name",
      page: 3,
    });
    expect(businessesHref(query)).toBe(href);
    expect(businessesHref(query, { page: 1, sort: "newest", q: "" })).toBe(
      "/admin/businesses?status=pending&active=no&featured=yes&city=austin&category=restaurants&owner=yes",
    );
  });

  it("falls back to the whole list for an unusable address", () => {
    const { query, error } = parseBusinessesParams({ sort: "oldest", page: "2" });
    expect(error).toBeTruthy();
    expect(businessesHref(query)).toBe("/admin/businesses");
    expect(parseBusinessesParams({ page: "-4", active: "maybe" }).query).toMatchObject({ page: 1, active: undefined });
  });
});
