import { describe, expect, it } from "vitest";
import { distanceLabel, ratingLabel, reviewCountLabel } from "./business-card-parts";

describe("business card labels", () => {
  it("shows the rating with one decimal, or New without reviews", () => {
    expect(ratingLabel({ averageRating: 4.25, totalReviews: 8 })).toBe("4.3");
    expect(ratingLabel({ averageRating: 5, totalReviews: 1 })).toBe("5.0");
    expect(ratingLabel({ averageRating: 0, totalReviews: 0 })).toBe("New");
  });

  it("counts reviews in words", () => {
    expect(reviewCountLabel(1)).toBe("1 review");
    expect(reviewCountLabel(12)).toBe("12 reviews");
  });

  it("shows distances in miles", () => {
    expect(distanceLabel(1.609344)).toBe("1.0 mi away");
    expect(distanceLabel(10)).toBe("6.2 mi away");
    expect(distanceLabel(0.161)).toBe("0.1 mi away");
    expect(distanceLabel(0.1)).toBe("Under 0.1 mi away");
    expect(distanceLabel(0)).toBe("Under 0.1 mi away");
  });
});
