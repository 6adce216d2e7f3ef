import { describe, expect, it } from "vitest";
import {
  combineReferral,
  humanizeSlug,
  organizationReferral,
  parseOrganizationReferral,
  referralFromQuery,
} from "./referral";

describe("referralFromQuery", () => {
  it("prefers utm_* names and falls back to the short ones", () => {
    expect(
      referralFromQuery(new URLSearchParams("utm_source=news&source=x&medium=email&campaign=spring&ref=ABC")),
    ).toEqual({
      source: "news",
      medium: "email",
      campaign: "spring",
      code: "ABC",
    });
    expect(referralFromQuery(new URLSearchParams("referral=R1&code=C1")).code).toBe("R1");
    expect(referralFromQuery(new URLSearchParams("code=C1")).code).toBe("C1");
    expect(referralFromQuery(new URLSearchParams("utm_source=%20&source=flyer")).source).toBe("flyer");
    expect(referralFromQuery(new URLSearchParams(""))).toEqual({});
  });
});

describe("organisation referral", () => {
  it("keeps the slug, name and utm_* of the organisation page", () => {
    const stored = organizationReferral(
      "austin-chamber",
      "Austin Chamber",
      new URLSearchParams("utm_source=chamber&utm_term=t&other=1"),
    );
    expect(stored).toEqual({
      organizationSlug: "austin-chamber",
      organizationName: "Austin Chamber",
      utm_source: "chamber",
      utm_term: "t",
    });
    expect(parseOrganizationReferral(JSON.stringify(stored))).toEqual(stored);
  });

  it("ignores unreadable stored data", () => {
    expect(parseOrganizationReferral(null)).toBeNull();
    expect(parseOrganizationReferral("{not json")).toBeNull();
    expect(parseOrganizationReferral('"text"')).toBeNull();
    expect(parseOrganizationReferral('{"organizationName":"No slug"}')).toBeNull();
  });

  it("overrides source, medium and campaign and supplies the organisation", () => {
    const query = { source: "google", medium: "cpc", campaign: "q1", code: "REF" };
    expect(
      combineReferral(query, {
        organizationSlug: "a",
        organizationName: "A",
        utm_source: "chamber",
        utm_campaign: "gala",
      }),
    ).toEqual({
      source: "chamber",
      medium: "cpc",
      campaign: "gala",
      code: "REF",
      organizationSlug: "a",
      organizationName: "A",
    });
    expect(combineReferral(query, null)).toEqual(query);
  });

  it("humanises slugs", () => {
    expect(humanizeSlug("dallas-small-business-alliance")).toBe("Dallas Small Business Alliance");
    expect(humanizeSlug("x")).toBe("X");
  });
});
