// businessProfile.get over real HTTP: the three URL forms, inactive and unknown businesses,
// reviews with their breakdown and pages, current offers only.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { REVIEWS_PAGE_SIZE } from "@/features/reviews/schema";
import { outcome, apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createBusiness } from "../helpers/business-factories";

const server = apiServerForThisFile();
let api: ApiClient;
beforeAll(() => {
  api = server.client();
});

const DAY = 86_400_000;

describe("businessProfile.get", () => {
  it("finds the same business by city and slug, by slug and by id", async () => {
    const business = await createBusiness({ name: "Test Business", citySlug: "waco" });
    const byCity = await api.businessProfile.get.query({ city: "waco", key: business.slug });
    const bySlug = await api.businessProfile.get.query({ key: business.slug });
    const byId = await api.businessProfile.get.query({ key: business.id });
    expect([byCity?.id, bySlug?.id, byId?.id]).toEqual([business.id, business.id, business.id]);
    expect(byCity).toMatchObject({ citySlug: "waco", city: "Waco", timeZone: "America/Chicago", reviewCount: 0 });
    expect(await api.businessProfile.get.query({ city: "austin", key: business.slug })).toBeNull();
  });

  it("returns nothing for unknown and inactive businesses", async () => {
    const inactive = await createBusiness({ name: "Test Business", active: false });
    expect(await api.businessProfile.get.query({ key: "no-such-business" })).toBeNull();
    expect(await api.businessProfile.get.query({ key: inactive.id })).toBeNull();
    expect(await api.businessProfile.get.query({ key: inactive.slug })).toBeNull();
    expect(await api.businessProfile.get.query({ city: "austin", key: inactive.slug })).toBeNull();
  });

  it("resolves a slug used in several cities to the oldest active business", async () => {
    const slug = `shared-${Date.now()}`;
    await createBusiness({
      name: "Test Business",
      citySlug: "dallas",
      slug,
      createdAt: new Date(Date.now() - 3 * DAY),
      active: false,
    });
    const oldest = await createBusiness({
      name: "Test Business",
      citySlug: "plano",
      slug,
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    await createBusiness({ name: "Test Business", citySlug: "frisco", slug, createdAt: new Date(Date.now() - DAY) });
    expect((await api.businessProfile.get.query({ key: slug }))?.id).toBe(oldest.id);
  });

  it("shows published reviews newest first, a page at a time, with the count per star", async () => {
    const business = await createBusiness({ name: "Profile Test" });
    const ratings = [5, 5, 4, 3, 1, 5, 4, 4, 5, 2, 5, 3];
    await db.review.createMany({
      data: ratings.map((rating, index) => ({
        businessId: business.id,
        reviewerName: `Reviewer ${index}`,
        rating,
        createdAt: new Date(Date.now() - index * DAY),
      })),
    });
    await db.review.create({ data: { businessId: business.id, reviewerName: "Hidden", rating: 1, status: "hidden" } });

    const first = await api.businessProfile.get.query({ key: business.id });
    expect(first?.reviewCount).toBe(ratings.length);
    expect(first?.ratingCounts).toEqual([
      { stars: 5, count: 5 },
      { stars: 4, count: 3 },
      { stars: 3, count: 2 },
      { stars: 2, count: 1 },
      { stars: 1, count: 1 },
    ]);
    expect(first?.reviews.map((review) => review.reviewerName)).toEqual(
      ratings.slice(0, REVIEWS_PAGE_SIZE).map((_, index) => `Reviewer ${index}`),
    );
    expect(first?.reviewPages).toBe(2);
    const second = await api.businessProfile.get.query({ key: business.id, reviewsPage: 2 });
    expect(second?.reviews.map((review) => review.reviewerName)).toEqual(["Reviewer 10", "Reviewer 11"]);
  });

  it("lists only active offers that have not expired", async () => {
    const business = await createBusiness({ name: "Profile Test" });
    await db.businessOffer.createMany({
      data: [
        { businessId: business.id, title: "Current", validTo: new Date(Date.now() + DAY) },
        { businessId: business.id, title: "Open-ended", validTo: null, isPinned: true },
        { businessId: business.id, title: "Expired", validTo: new Date(Date.now() - DAY) },
        { businessId: business.id, title: "Switched off", isActive: false },
      ],
    });
    const profile = await api.businessProfile.get.query({ key: business.id });
    expect(profile?.offers.map((offer) => offer.title)).toEqual(["Open-ended", "Current"]);
  });

  it("says whether the business offers online booking and same-day service", async () => {
    const booking = await createBusiness({ name: "Profile Test", onlineBooking: true });
    const sameDay = await createBusiness({ name: "Profile Test", sameDayService: true });
    expect(await api.businessProfile.get.query({ key: booking.id })).toMatchObject({
      onlineBooking: true,
      sameDayService: false,
    });
    expect(await api.businessProfile.get.query({ key: sameDay.id })).toMatchObject({
      onlineBooking: false,
      sameDayService: true,
    });
  });

  it("rejects malformed input", async () => {
    expect(await outcome(api.businessProfile.get.query({ key: "" }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await outcome(api.businessProfile.get.query({ key: "x", reviewsPage: 0 }))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
