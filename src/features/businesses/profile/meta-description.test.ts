import { describe, expect, it } from "vitest";
import { cutAtBoundary, profileMetaDescription } from "./meta-description";

const business = { businessName: "Lone Star Plumbing", city: "Austin", state: "TX", averageRating: 0, reviewCount: 0 };
const long =
  "Family plumbers serving Austin since 1998. We fix leaks, water heaters and drains, day or night, " +
  "and we always clean up after ourselves. Call for a free estimate or give us a ring on the weekend for emergencies.";

describe("cutAtBoundary", () => {
  it("keeps short text whole", () => {
    expect(cutAtBoundary("Fresh bread daily.")).toBe("Fresh bread daily.");
  });

  it("cuts long text after its last whole sentence", () => {
    expect(cutAtBoundary(long)).toBe(
      "Family plumbers serving Austin since 1998. We fix leaks, water heaters and drains, day or night, and we always clean up after ourselves.",
    );
  });

  it("cuts at a word with an ellipsis when no sentence ends early enough", () => {
    const text = "word ".repeat(60).trim();
    const cut = cutAtBoundary(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/^(word )*word…$/);
  });

  it("never ends mid-word", () => {
    const text = `${"a".repeat(30)} ${"b".repeat(30)} ${"c".repeat(30)}`;
    expect(cutAtBoundary(text, 70)).toBe(`${"a".repeat(30)} ${"b".repeat(30)}…`);
  });
});

describe("profileMetaDescription", () => {
  it("puts the rating in a sentence of its own, plural", () => {
    const text = profileMetaDescription({ ...business, description: long, averageRating: 3.8, reviewCount: 12 });
    expect(text).toMatch(/after ourselves\. Rated 3\.8 from 12 reviews\.$/);
  });

  it("says one review, singular", () => {
    const text = profileMetaDescription({
      ...business,
      description: "Drains unblocked",
      averageRating: 5,
      reviewCount: 1,
    });
    expect(text).toBe("Drains unblocked. Rated 5.0 from 1 review.");
  });

  it("falls back to the business and its place, without a rating when there are no reviews", () => {
    expect(profileMetaDescription({ ...business, description: null })).toBe("Lone Star Plumbing in Austin, TX.");
  });
});
