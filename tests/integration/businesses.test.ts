// Owners create and edit businesses through the real HTTP handler on a real database.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { addCalendarDays } from "@/lib/calendar-day";
import { localDay } from "@/features/insights/days";
import { BUSINESS_ADMIN_MESSAGES } from "@/features/businesses/admin/types";
import { LISTING_MESSAGES } from "@/features/businesses/editor/listing-approval";
import { apiClient, apiServerForThisFile, outcome } from "../helpers/http";
import { createUser, sessionCookie } from "../helpers/factories";
import { createTag, uniqueWord } from "../helpers/business-factories";
import { newBusinessInput } from "../helpers/business-editor";
import { ensureCities } from "../helpers/waitlist";

const server = apiServerForThisFile();
beforeAll(ensureCities);

const rolesOf = async (userId: string) =>
  (await db.userRole.findMany({ where: { userId } })).map((row) => row.role).sort();

describe("creating a business", () => {
  it("creates a pending business owned by a verified customer, who becomes a business owner; it is listed once an admin approves it", async () => {
    const { user, api } = await server.clientAs(["customer"], { verified: true });
    const tag = await createTag();
    const input = await newBusinessInput({ tagIds: [tag.id], onlineBooking: true, description: "Fresh bread daily." });
    const created = await api.businesses.create.mutate({
      ...input,
      hours: [
        { dayOfWeek: 5, open: "22:00", close: "02:00" },
        { dayOfWeek: 1, open: "00:00", close: "00:00" },
      ],
      services: [{ serviceName: "Haircut", priceFrom: 25.5, priceTo: 40, durationMinutes: 45, isFeatured: true }],
      offers: [{ title: "10% off", isPinned: true }],
    });
    expect(await rolesOf(user.id)).toEqual(["business_owner", "customer"]);
    const business = await db.businessProfile.findUniqueOrThrow({
      where: { id: created.id },
      include: { hours: { orderBy: { dayOfWeek: "asc" } }, services: true, offers: true, tags: true },
    });
    expect(business).toMatchObject({
      ownerId: user.id,
      verificationStatus: "pending",
      active: false,
      awaitingApproval: true,
      approvedAt: null,
      citySlug: "austin",
      city: "Austin",
      timeZone: "America/Chicago",
      onlineBooking: true,
      websiteUrl: "https://example.com",
      latitude: 30.2672,
      longitude: -97.7431,
    });
    expect(business.slug).toBe(input.basics.businessName.toLowerCase().replace(/ /g, "-"));
    expect(
      business.hours.map((row) => [row.dayOfWeek, row.openMinute, row.closeMinute, row.citySlug, row.onlineBooking]),
    ).toEqual([
      [1, 0, 1440, "austin", true],
      [5, 1320, 1560, "austin", true],
    ]);
    expect(business.services[0]).toMatchObject({
      priceFromCents: 2550,
      priceToCents: 4000,
      durationMinutes: 45,
      displayOrder: 0,
    });
    expect(business.offers[0]).toMatchObject({ title: "10% off", isPinned: true, isActive: true });
    expect(business.tags.map((row) => row.tagId)).toEqual([tag.id]);

    // A first listing waits for an admin: not in the directory, not at its address, and its owner cannot publish it.
    const listed = async () =>
      (await server.client().directory.search.query({ search: input.basics.businessName })).items.map((card) => [
        card.id,
        card.verified,
        card.pinnedOffer?.title,
      ]);
    expect(created).toMatchObject({ active: false, awaitingApproval: true });
    expect(await listed()).toEqual([]);
    expect(await server.client().businessProfile.get.query({ key: created.id })).toBeNull();
    expect((await api.businesses.dashboard.query())[0]).toMatchObject({ id: created.id, status: "awaiting" });
    expect(await outcome(api.businesses.setActive.mutate({ id: created.id, active: true }))).toMatchObject({
      code: "FORBIDDEN",
      message: LISTING_MESSAGES.awaitingApproval,
    });

    // The admins' queue holds it; approving lists it and tells the owner.
    const { api: admin } = await server.clientAs(["admin"]);
    const queue = await admin.businessAdmin.list.query({ awaiting: true, q: input.basics.businessName });
    expect(queue.businesses.map((row) => [row.id, row.awaitingApproval])).toEqual([[created.id, true]]);
    expect(queue.awaitingApproval).toBeGreaterThanOrEqual(1);
    await admin.businessAdmin.setActive.mutate({ id: created.id, active: true });
    expect(await listed()).toEqual([[created.id, false, "10% off"]]);
    expect(
      await db.businessProfile.findUniqueOrThrow({
        where: { id: created.id },
        select: { active: true, awaitingApproval: true, approvedAt: true },
      }),
    ).toMatchObject({
      active: true,
      awaitingApproval: false,
      approvedAt: expect.any(Date),
    });
    expect((await api.notifications.list.query())[0]).toMatchObject({
      type: "business_approved",
      link: `/dashboard?business=${created.id}`,
    });
    expect(await db.emailMessage.count({ where: { toAddress: user.email!, templateKey: "business_approved" } })).toBe(
      1,
    );
    expect((await admin.businessAdmin.list.query({ awaiting: true, q: input.basics.businessName })).businesses).toEqual(
      [],
    );

    // An approved owner's next listing is public at once.
    const next = await api.businesses.create.mutate(await newBusinessInput());
    expect(next).toMatchObject({ active: true, awaitingApproval: false });
  });

  it("asks for a verified email address first, and writes nothing", async () => {
    const { user, api } = await server.clientAs(["customer"]);
    const refused = await outcome(api.businesses.create.mutate(await newBusinessInput()));
    expect(refused).toMatchObject({ code: "FORBIDDEN", message: LISTING_MESSAGES.verifyFirst });
    const phoneOnly = await db.user.update({
      where: { id: user.id },
      data: { email: null, phone: `+1512${String(Date.now()).slice(-7)}` },
    });
    expect(await outcome(api.businesses.create.mutate(await newBusinessInput()))).toMatchObject({
      code: "FORBIDDEN",
      message: LISTING_MESSAGES.verifyFirst,
    });
    expect(await db.businessProfile.count({ where: { ownerId: phoneOnly.id } })).toBe(0);
    expect(await rolesOf(user.id)).toEqual(["customer"]);
  });

  it("limits listings per account and per client address", async () => {
    const { user, api } = await server.clientAs(["customer"], { verified: true });
    for (let i = 0; i < 5; i++) await api.businesses.create.mutate(await newBusinessInput());
    expect(await outcome(api.businesses.create.mutate(await newBusinessInput()))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: LISTING_MESSAGES.tooManyListings,
    });
    expect(await db.businessProfile.count({ where: { ownerId: user.id } })).toBe(5);

    // Fresh verified accounts from one address: 10 listings a day from there, then none.
    const address = {
      "x-forwarded-for": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    };
    const results = [];
    for (let i = 0; i < 11; i++) {
      const account = await createUser({ verified: true });
      const client = apiClient(server.url(), await sessionCookie(account, ["customer"]), address);
      results.push(await outcome(client.businesses.create.mutate(await newBusinessInput())));
    }
    expect(results.slice(0, 10)).toEqual(Array(10).fill("ok"));
    expect(results[10]).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("gives a clashing name -2, -3 in the same city and the plain slug in another", async () => {
    const { api } = await server.clientAs(["business_owner"], { verified: true });
    const name = `Cafe ${uniqueWord()}`;
    const slugs = [];
    for (const city of ["austin", "austin", "austin", "dallas"])
      slugs.push((await api.businesses.create.mutate(await newBusinessInput({ businessName: name }, city))).slug);
    const base = name.toLowerCase().replace(/ /g, "-");
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`, base]);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const { user, api } = await server.clientAs(["customer"], { verified: true });
    const input = await newBusinessInput();
    const refuse = async (change: object) => outcome(api.businesses.create.mutate({ ...input, ...change }));
    expect(await refuse({ basics: { ...input.basics, businessName: " " } })).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { "basics.businessName": ["Business name is required."] },
    });
    expect(await refuse({ basics: { ...input.basics, description: "x".repeat(2001) } })).toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(
      await refuse({ basics: { ...input.basics, tagIds: Array.from({ length: 9 }, (_, i) => `t${i}`) } }),
    ).toMatchObject({ message: "Choose at most 8 tags." });
    const other = await newBusinessInput();
    expect(await refuse({ basics: { ...input.basics, categoryId: other.basics.categoryId } })).toMatchObject({
      fieldErrors: { categoryId: ["Choose a subcategory of the selected category."] },
    });
    expect(await refuse({ location: { citySlug: "gotham" } })).toMatchObject({
      fieldErrors: { citySlug: ["Choose one of the listed cities."] },
    });
    expect(await refuse({ location: { citySlug: "austin", zipCode: "7870" } })).toMatchObject({
      message: "ZIP code must be exactly 5 digits.",
    });
    expect(await refuse({ location: { citySlug: "austin", zipCode: "75201" } })).toMatchObject({
      fieldErrors: { zipCode: ["ZIP code 75201 is in Dallas. Choose that city or check the ZIP code."] },
    });
    expect(await refuse({ location: { citySlug: "austin", latitude: 91, longitude: 0 } })).toMatchObject({
      message: "Latitude must be between -90 and 90.",
    });
    expect(await refuse({ contact: { websiteUrl: "javascript:alert(1)" } })).toMatchObject({
      message: "Website must be a web address starting with http:// or https://.",
    });
    expect(await refuse({ photos: { logoUrl: "https://elsewhere.example/logo.png" } })).toMatchObject({
      message: "Upload the image again.",
    });
    expect(await refuse({ services: [{ serviceName: "Cut", priceFrom: 50, priceTo: 20 }] })).toMatchObject({
      fieldErrors: { "services.0.priceTo": ["Price to must be at least price from."] },
    });
    expect(
      await refuse({
        offers: [
          { title: "A", isPinned: true },
          { title: "B", isPinned: true },
        ],
      }),
    ).toMatchObject({ message: "Only one offer can be pinned." });
    expect(await refuse({ offers: [{ title: "A", validFrom: "2026-05-02", validTo: "2026-05-01" }] })).toMatchObject({
      fieldErrors: { "offers.0.validTo": ["Valid to must be on or after valid from."] },
    });
    expect(
      await refuse({
        hours: [
          { dayOfWeek: 5, open: "22:00", close: "02:00" },
          { dayOfWeek: 6, open: "01:00", close: "09:00" },
        ],
      }),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "Opening hours overlap",
      fieldErrors: { "hours.6": ["Opening hours overlap"] },
    });
    expect(await db.businessProfile.count({ where: { ownerId: user.id } })).toBe(0);
    expect(await rolesOf(user.id)).toEqual(["customer"]);
  });

  it("puts a business in El Paso on Mountain time, at the ZIP's centre when the ZIP is the city's", async () => {
    const { api } = await server.clientAs(["business_owner"], { verified: true });
    const created = await api.businesses.create.mutate({
      ...(await newBusinessInput()),
      location: { citySlug: "el-paso", zipCode: "79901", latitude: 31.8, longitude: -106.4 },
    });
    expect(
      await db.businessProfile.findUniqueOrThrow({
        where: { id: created.id },
        select: { timeZone: true, latitude: true, longitude: true },
      }),
    ).toEqual({
      timeZone: "America/Denver",
      latitude: 31.8,
      longitude: -106.4,
    });
  });
});

describe("editing a business", () => {
  /** A verified owner's new listing, approved by an admin (so it is public, like most listings being edited). */
  async function ownedBusiness() {
    const owner = await server.clientAs(["business_owner"], { verified: true });
    const input = await newBusinessInput();
    const created = await owner.api.businesses.create.mutate({
      ...input,
      hours: [{ dayOfWeek: 1, open: "09:00", close: "17:00" }],
    });
    const { api: admin } = await server.clientAs(["admin"]);
    await admin.businessAdmin.setActive.mutate({ id: created.id, active: true });
    return { ...owner, input, created };
  }

  it("loads the business as form values and saves each section", async () => {
    const { api, input, created } = await ownedBusiness();
    const loaded = await api.businesses.forEdit.query({ id: created.id });
    expect(loaded.basics).toMatchObject({
      businessName: input.basics.businessName,
      parentCategoryId: input.basics.parentCategoryId,
      categoryId: input.basics.categoryId,
    });
    expect(loaded.hours).toEqual([{ dayOfWeek: 1, open: "09:00", close: "17:00" }]);

    await api.businesses.updateContact.mutate({
      id: created.id,
      data: { phone: "512-555-0199", instagramUrl: "instagram.com/shop" },
    });
    await api.businesses.saveServices.mutate({
      id: created.id,
      data: [{ serviceName: "B" }, { serviceName: "A", priceFrom: 10 }],
    });
    const services = (await api.businesses.forEdit.query({ id: created.id })).services;
    expect(services.map((service) => service.serviceName)).toEqual(["B", "A"]);
    // Reordered, edited and one removed, by id.
    await api.businesses.saveServices.mutate({ id: created.id, data: [{ ...services[1]!, priceTo: 12.5 }] });
    const after = await api.businesses.forEdit.query({ id: created.id });
    expect(after.services).toEqual([{ ...services[1]!, priceTo: 12.5 }]);
    expect(after.contact).toMatchObject({ phone: "512-555-0199", instagramUrl: "https://instagram.com/shop" });
  });

  it("replaces hours in one go, and an overlap changes nothing", async () => {
    const { api, created } = await ownedBusiness();
    const overlap = await outcome(
      api.businesses.saveHours.mutate({
        id: created.id,
        data: [
          { dayOfWeek: 2, open: "09:00", close: "12:00" },
          { dayOfWeek: 2, open: "11:00", close: "13:00" },
        ],
      }),
    );
    expect(overlap).toMatchObject({
      code: "BAD_REQUEST",
      message: "Opening hours overlap",
      fieldErrors: { "hours.2": ["Opening hours overlap"] },
    });
    expect((await api.businesses.forEdit.query({ id: created.id })).hours).toEqual([
      { dayOfWeek: 1, open: "09:00", close: "17:00" },
    ]);
    await api.businesses.saveHours.mutate({
      id: created.id,
      data: [
        { dayOfWeek: 6, open: "20:00", close: "03:00" },
        { dayOfWeek: 0, open: "03:00", close: "10:00" },
      ],
    });
    expect((await api.businesses.forEdit.query({ id: created.id })).hours).toEqual([
      { dayOfWeek: 0, open: "03:00", close: "10:00" },
      { dayOfWeek: 6, open: "20:00", close: "03:00" },
    ]);
  });

  it("keeps one pinned offer: pinning another unpins the first", async () => {
    const { api, created } = await ownedBusiness();
    await api.businesses.saveOffers.mutate({
      id: created.id,
      data: [{ title: "First", isPinned: true }, { title: "Second" }],
    });
    const [first, second] = (await api.businesses.forEdit.query({ id: created.id })).offers;
    await api.businesses.saveOffers.mutate({
      id: created.id,
      data: [
        { ...first!, isPinned: false },
        { ...second!, isPinned: true, validFrom: "2020-01-01", validTo: "2099-12-31" },
      ],
    });
    const offers = await db.businessOffer.findMany({
      where: { businessId: created.id, isPinned: true },
      select: { title: true, validFrom: true },
    });
    expect(offers.map((offer) => offer.title)).toEqual(["Second"]);
    expect(offers[0]!.validFrom!.toISOString()).toBe("2020-01-01T06:00:00.000Z");
    const loaded = await api.businesses.forEdit.query({ id: created.id });
    expect(loaded.offers[1]).toMatchObject({ validFrom: "2020-01-01", validTo: "2099-12-31" });
  });

  it("renames with a new slug whose old one redirects, and moving city updates the open-now copies", async () => {
    const { api, input, created } = await ownedBusiness();
    const renamed = await api.businesses.updateBasics.mutate({
      id: created.id,
      data: { ...input.basics, businessName: `${input.basics.businessName} Deluxe` },
    });
    expect(renamed.slug).toBe(`${created.slug}-deluxe`);
    expect(await server.client().businessProfile.redirect.query({ city: "austin", slug: created.slug })).toEqual({
      city: "austin",
      slug: renamed.slug,
    });
    const moved = await api.businesses.updateLocation.mutate({ id: created.id, data: { citySlug: "el-paso" } });
    expect(moved).toMatchObject({ citySlug: "el-paso", slug: renamed.slug });
    expect(await server.client().businessProfile.redirect.query({ city: "austin", slug: created.slug })).toEqual({
      city: "el-paso",
      slug: renamed.slug,
    });
    expect(await server.client().businessProfile.redirect.query({ slug: created.slug })).toEqual({
      city: "el-paso",
      slug: renamed.slug,
    });
    expect(
      await db.businessHours.findMany({
        where: { businessId: created.id },
        select: { citySlug: true, timeZone: true },
      }),
    ).toEqual([{ citySlug: "el-paso", timeZone: "America/Denver" }]);
    // A new business taking the old slug in Austin replaces the redirect.
    const { api: other } = await server.clientAs(["business_owner"], { verified: true });
    await other.businesses.create.mutate({ ...(await newBusinessInput({ businessName: input.basics.businessName })) });
    expect(await server.client().businessProfile.redirect.query({ city: "austin", slug: created.slug })).toBeNull();
  });

  it("deactivates and reactivates a listing", async () => {
    const { api, created } = await ownedBusiness();
    await api.businesses.setActive.mutate({ id: created.id, active: false });
    expect(await server.client().businessProfile.get.query({ key: created.id })).toBeNull();
    expect(
      await db.businessHours.findFirstOrThrow({ where: { businessId: created.id }, select: { businessActive: true } }),
    ).toEqual({ businessActive: false });
    await api.businesses.setActive.mutate({ id: created.id, active: true });
    expect(await server.client().businessProfile.get.query({ key: created.id })).not.toBeNull();
  });

  it("answers NOT_FOUND to another owner and to unknown ids, on every procedure; admins may edit", async () => {
    const { input, created } = await ownedBusiness();
    const { api: stranger } = await server.clientAs(["business_owner"]);
    const { api: admin } = await server.clientAs(["admin"]);
    const id = created.id;
    const calls = (api: typeof stranger, businessId: string) => [
      () => api.businesses.forEdit.query({ id: businessId }),
      () => api.businesses.updateBasics.mutate({ id: businessId, data: input.basics }),
      () => api.businesses.updateLocation.mutate({ id: businessId, data: { citySlug: "austin" } }),
      () => api.businesses.updateContact.mutate({ id: businessId, data: {} }),
      () => api.businesses.updatePhotos.mutate({ id: businessId, data: {} }),
      () => api.businesses.saveHours.mutate({ id: businessId, data: [] }),
      () => api.businesses.saveServices.mutate({ id: businessId, data: [] }),
      () => api.businesses.saveOffers.mutate({ id: businessId, data: [] }),
      () => api.businesses.setActive.mutate({ id: businessId, active: true }),
    ];
    for (const call of [...calls(stranger, id), ...calls(stranger, "no-such-business")]) {
      expect(await outcome(call())).toMatchObject({ code: "NOT_FOUND", message: "Business not found." });
    }
    for (const call of calls(admin, id)) expect(await outcome(call())).toBe("ok");
    expect(await db.businessHours.count({ where: { businessId: id } })).toBe(0);
  });

  it("shows the owner's businesses on the dashboard with insights, saves and the checklist", async () => {
    const { api, created, user } = await ownedBusiness();
    // Days in the business's calendar: today's and the 30th day back count, the 31st does not.
    const { timeZone } = await db.businessProfile.findUniqueOrThrow({ where: { id: created.id } });
    const today = localDay(new Date(), timeZone);
    await db.businessInsightDay.createMany({
      data: [
        { businessId: created.id, day: today, views: 2, callClicks: 1 },
        { businessId: created.id, day: addCalendarDays(today, -29), views: 3, websiteClicks: 2 },
        { businessId: created.id, day: addCalendarDays(today, -30), views: 40, directionClicks: 9 },
      ],
    });
    const customer = await server.clientAs(["customer"]);
    await db.userFavorite.create({ data: { userId: customer.user.id, businessId: created.id } });
    const [row, ...rest] = await api.businesses.dashboard.query();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      id: created.id,
      status: "pending",
      awaitsOwnerEmail: false,
      favourites: 1,
      listSaves: 0,
      insights30Days: { views: 5, calls: 1, website: 2, directions: 0 },
      publicUrl: `/business/austin/${created.slug}`,
    });
    expect(row!.checklist.filter((item) => !item.done).map((item) => item.key)).toEqual([
      "description",
      "logo",
      "cover",
      "services",
      "offers",
    ]);

    // An owner whose address is no longer verified (changed and not yet confirmed) is not verified.
    // The dashboard tells them their business waits on their email.
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: null } });
    expect((await api.businesses.dashboard.query())[0]).toMatchObject({ status: "pending", awaitsOwnerEmail: true });
    const { api: admin } = await server.clientAs(["admin"]);
    expect(
      await outcome(admin.businessAdmin.setVerification.mutate({ id: created.id, status: "verified" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: BUSINESS_ADMIN_MESSAGES.ownerEmailUnverified,
    });
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    await admin.businessAdmin.setVerification.mutate({ id: created.id, status: "verified" });
    expect((await api.businesses.dashboard.query())[0]).toMatchObject({ status: "verified", awaitsOwnerEmail: false });
    const [note] = await api.notifications.list.query();
    expect(note).toMatchObject({ type: "business_verified", link: `/dashboard?business=${created.id}`, readAt: null });
    const unread = await api.notifications.unreadCount.query();
    await api.notifications.markRead.mutate({ id: note!.id });
    expect(await api.notifications.unreadCount.query()).toBe(unread - 1);
  });
});
