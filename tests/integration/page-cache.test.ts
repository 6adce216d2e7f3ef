// What public pages read through the process cache beyond the admin catalogue (catalogue.test.ts
// covers settings, categories, tags and feature cards): the home page's featured businesses and the
// waitlist form's challenge suggestions. A write behind the cache is not seen, which shows the
// page view reads nothing from the database; the change made through the app shows on the next read.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createBusiness } from "../helpers/business-factories";
import { forgetCatalogueCache } from "../helpers/catalogue";
import { createChallenge } from "../helpers/waitlist";

const server = apiServerForThisFile();
let visitor: ApiClient;
beforeAll(() => {
  visitor = server.client();
});

const featuredNames = async () =>
  (await visitor.home.featuredBusinesses.query()).map((business) => business.businessName);

describe("the page cache", () => {
  it("keeps the featured businesses until a business is saved, then shows the change on the next read", async () => {
    const owner = await server.clientAs(["business_owner"]);
    const business = await createBusiness({
      name: "Cached Bakery",
      featured: true,
      createdAt: new Date("2099-01-01T00:00:00Z"),
    });
    await db.businessProfile.update({ where: { id: business.id }, data: { ownerId: owner.user.id } });
    forgetCatalogueCache();
    expect(await featuredNames()).toContain("Cached Bakery");

    await db.businessProfile.update({ where: { id: business.id }, data: { businessName: "Renamed Behind The Cache" } });
    expect(await featuredNames()).toContain("Cached Bakery");

    await owner.api.businesses.setActive.mutate({ id: business.id, active: false });
    expect(await featuredNames()).not.toContain("Cached Bakery");
    await owner.api.businesses.setActive.mutate({ id: business.id, active: true });
    expect(await featuredNames()).toContain("Renamed Behind The Cache");
    // The suite shares one database: later files' featured lists must not see this business.
    await db.businessProfile.update({ where: { id: business.id }, data: { featured: false } });
    forgetCatalogueCache();
  });

  it("keeps the challenge suggestions until an admin moderates a challenge", async () => {
    const admin = (await server.clientAs(["admin"])).api;
    const challenge = await createChallenge({ isApproved: true, usageCount: 5000 });
    const texts = async () => (await visitor.waitlist.challenges.query()).map((suggestion) => suggestion.challengeText);
    expect(await texts()).toContain(challenge.challengeText);

    await db.waitlistChallenge.update({ where: { id: challenge.id }, data: { isActive: false } });
    expect(await texts()).toContain(challenge.challengeText);

    await admin.waitlistAdmin.moderateChallenge.mutate({ action: "reject", id: challenge.id });
    expect(await texts()).not.toContain(challenge.challengeText);
  });
});
