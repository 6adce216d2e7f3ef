// The admin's businesses screen through the real HTTP handler on a real database: the list's
// search, filters, sorts and pages; verification, featured, active and bulk actions with their
// audit entries and the owners' notices; and the open-now copies following a deactivation.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { searchDirectory } from "@/features/directory/search";
import { directorySearchInput } from "@/features/directory/schema";
import {
  ADMIN_BUSINESS_COUNT_CAP,
  BULK_MAX,
  BUSINESS_ADMIN_MESSAGES as M,
  HOME_FEATURED_LIMIT,
} from "@/features/businesses/admin/types";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { createUser, uniqueEmail } from "../helpers/factories";
import {
  createBusiness,
  createCategoryTree,
  createTestCity,
  uniqueWord,
  type BusinessOptions,
  analyzeAfterBulkLoad,
} from "../helpers/business-factories";
import { ensureCities } from "../helpers/waitlist";

const server = apiServerForThisFile();
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  await ensureCities();
  const signedIn = await server.clientAs(["admin"]);
  admin = signedIn.api;
  adminId = signedIn.user.id;
});

/** A business owned by a new account (email verified unless told otherwise). */
async function ownedBusiness(options: Partial<BusinessOptions> = {}, emailVerified = true) {
  const owner = await createUser({ roles: ["business_owner"], email: uniqueEmail("owner") });
  if (emailVerified) await db.user.update({ where: { id: owner.id }, data: { emailVerifiedAt: new Date() } });
  const business = await createBusiness({ name: `${uniqueWord()} Bakery`, ...options });
  await db.businessProfile.update({ where: { id: business.id }, data: { ownerId: owner.id } });
  return { owner, business };
}

const entriesFor = (targetId: string) => db.auditLog.findMany({ where: { targetId }, orderBy: { createdAt: "asc" } });
const emailsTo = (address: string) =>
  db.emailMessage.findMany({ where: { toAddress: address }, select: { templateKey: true, bodyText: true } });
const names = (list: { businesses: Array<{ businessName: string }> }) => list.businesses.map((row) => row.businessName);

describe("the admin business list", () => {
  it("finds businesses by the start of the name, an owner's email, a city and a ZIP", async () => {
    const word = uniqueWord();
    const city = await createTestCity();
    const { owner, business } = await ownedBusiness({ name: `${word} Café`, citySlug: city.slug, zipCode: "79999" });
    await createBusiness({ name: `Other ${word}`, citySlug: city.slug, zipCode: "79999" });

    expect(names(await admin.businessAdmin.list.query({ q: word.toUpperCase() }))).toEqual([`${word} Café`]);
    const byEmail = await admin.businessAdmin.list.query({ q: owner.email! });
    expect(byEmail.businesses.map((row) => row.id)).toEqual([business.id]);
    expect(byEmail.businesses[0]!.owner).toMatchObject({ id: owner.id, email: owner.email });
    expect(
      (
        await admin.businessAdmin.list.query({ q: owner.email!.slice(0, owner.email!.indexOf("@") + 1) })
      ).businesses.map((row) => row.id),
    ).toContain(business.id);
    expect((await admin.businessAdmin.list.query({ q: "nobody-at-all@nowhere.example" })).total).toBe(0);
    expect((await admin.businessAdmin.list.query({ q: "79999", city: city.slug })).total).toBe(2);
    const inHouston = await createBusiness({ name: `${word} Houston`, citySlug: "houston" });
    const houston = await admin.businessAdmin.list.query({ q: "Houston" });
    expect(houston.businesses[0]!.id).toBe(inHouston.id);
    expect(houston.businesses.every((row) => row.citySlug === "houston")).toBe(true);
  });

  it("filters by status, active, featured, city, category and owner, and sorts and pages", async () => {
    const city = await createTestCity();
    const { children } = await createCategoryTree(1);
    const base = { citySlug: city.slug };
    const { business: owned } = await ownedBusiness({
      ...base,
      verified: true,
      averageRating: 3,
      totalReviews: 40,
      createdAt: new Date("2026-01-03"),
    });
    const inactive = await createBusiness({
      ...base,
      name: `B ${uniqueWord()}`,
      active: false,
      averageRating: 5,
      totalReviews: 1,
      createdAt: new Date("2026-01-02"),
    });
    const featured = await createBusiness({
      ...base,
      name: `A ${uniqueWord()}`,
      featured: true,
      categoryId: children[0]!.id,
      averageRating: 4,
      totalReviews: 9,
      createdAt: new Date("2026-01-01"),
    });
    await db.businessProfile.update({ where: { id: inactive.id }, data: { verificationStatus: "rejected" } });
    const ids = async (input: Parameters<typeof admin.businessAdmin.list.query>[0]) =>
      (await admin.businessAdmin.list.query({ city: city.slug, ...input })).businesses.map((row) => row.id);

    expect(await ids({})).toEqual([owned.id, inactive.id, featured.id]);
    expect(await ids({ status: "verified" })).toEqual([owned.id]);
    expect(await ids({ status: "rejected" })).toEqual([inactive.id]);
    expect(await ids({ status: "pending" })).toEqual([featured.id]);
    expect(await ids({ active: false })).toEqual([inactive.id]);
    expect(await ids({ featured: true })).toEqual([featured.id]);
    expect(await ids({ hasOwner: true })).toEqual([owned.id]);
    expect(await ids({ hasOwner: false })).toEqual([inactive.id, featured.id]);
    expect(await ids({ category: children[0]!.slug })).toEqual([featured.id]);
    expect(await ids({ category: "no-such-category" })).toEqual([]);
    expect(await ids({ sort: "rating" })).toEqual([inactive.id, featured.id, owned.id]);
    expect(await ids({ sort: "reviews" })).toEqual([owned.id, featured.id, inactive.id]);
    expect((await ids({ sort: "name" })).slice(0, 2)).toEqual([featured.id, inactive.id]);
  });

  it("sorts by name ignoring case, equal names by id, also within a name search", async () => {
    const city = await createTestCity();
    const word = uniqueWord();
    const later = await createBusiness({ name: `${word} beta`, citySlug: city.slug });
    const same = [];
    for (const name of [`${word.toUpperCase()} ALPHA`, `${word} alpha`, `${word} Alpha`])
      same.push((await createBusiness({ name, citySlug: city.slug })).id);
    const first = await createBusiness({ name: `A ${word}`, citySlug: city.slug });
    const expected = [first.id, ...same.sort(), later.id];
    const ids = (list: { businesses: Array<{ id: string }> }) => list.businesses.map((row) => row.id);

    expect(ids(await admin.businessAdmin.list.query({ city: city.slug, sort: "name" }))).toEqual(expected);
    expect(ids(await admin.businessAdmin.list.query({ q: word, sort: "name" }))).toEqual(expected.slice(1));
  });

  it("sorts the same when more than 1,000 businesses match (the page then follows the sort's index)", async () => {
    const city = await createTestCity();
    const word = uniqueWord();
    await db.businessProfile.createMany({
      data: Array.from({ length: ADMIN_BUSINESS_COUNT_CAP + 200 }, (_, i) => ({
        businessName: `${i % 2 ? word.toUpperCase() : word} ${i % 13}`,
        slug: `${word}-${i}`,
        address: "1 Sort Street",
        city: city.name,
        citySlug: city.slug,
        zipCode: "73301",
        timeZone: "America/Chicago",
        averageRating: i % 7,
        totalReviews: i % 5,
        verificationStatus: i % 10 ? "verified" : "pending",
        memberSince: new Date("2024-01-01T00:00:00Z"),
      })),
    });
    await analyzeAfterBulkLoad();
    const rows = await db.businessProfile.findMany({
      where: { citySlug: city.slug, verificationStatus: "verified" },
      select: { id: true, businessName: true, averageRating: true, totalReviews: true },
    });
    type Row = (typeof rows)[number];
    const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const expected: Record<"name" | "rating" | "reviews", (a: Row, b: Row) => number> = {
      name: (a, b) =>
        a.businessName.toLowerCase() < b.businessName.toLowerCase()
          ? -1
          : a.businessName.toLowerCase() > b.businessName.toLowerCase()
            ? 1
            : byId(a, b),
      rating: (a, b) => b.averageRating - a.averageRating || byId(a, b),
      reviews: (a, b) => b.totalReviews - a.totalReviews || byId(a, b),
    };
    for (const sort of ["name", "rating", "reviews"] as const) {
      const order = [...rows].sort(expected[sort]).map((row) => row.id);
      for (const page of [1, 3]) {
        const list = await admin.businessAdmin.list.query({ city: city.slug, status: "verified", sort, page });
        expect(list.totalCapped).toBe(true);
        expect(list.businesses.map((row) => row.id)).toEqual(order.slice((page - 1) * 25, page * 25));
      }
    }
  });

  it("serves 25 a page with the total", async () => {
    const city = await createTestCity();
    for (let i = 0; i < 27; i++)
      await createBusiness({ name: `Page ${String(i).padStart(2, "0")}`, citySlug: city.slug });
    const first = await admin.businessAdmin.list.query({ city: city.slug, sort: "name" });
    const second = await admin.businessAdmin.list.query({ city: city.slug, sort: "name", page: 2 });
    expect(first).toMatchObject({ total: 27, totalCapped: false, pageSize: 25, page: 1 });
    expect(first.businesses).toHaveLength(25);
    expect(names(second)).toEqual(["Page 25", "Page 26"]);
    expect(second.businesses[0]!.publicUrl).toBe(
      `/business/${city.slug}/${(await db.businessProfile.findFirstOrThrow({ where: { businessName: "Page 25", citySlug: city.slug } })).slug}`,
    );
  });

  it("refuses bad input with a clear message", async () => {
    expect(await outcome(admin.businessAdmin.list.query({ q: "x".repeat(101) }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Search text must be at most 100 characters.",
    });
    expect(await outcome(admin.businessAdmin.list.query({ sort: "oldest" as "newest" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("verification", () => {
  it("verifies, tells the owner (bell and email) and records the change", async () => {
    const { owner, business } = await ownedBusiness();
    const result = await admin.businessAdmin.setVerification.mutate({ id: business.id, status: "verified" });
    expect(result).toMatchObject({ verificationStatus: "verified", changed: true });
    expect(await db.notification.findMany({ where: { userId: owner.id }, select: { type: true, link: true } })).toEqual(
      [{ type: "business_verified", link: `/dashboard?business=${business.id}` }],
    );
    expect((await emailsTo(owner.email!)).map((email) => email.templateKey)).toEqual(["business_verified"]);
    const [entry] = await entriesFor(business.id);
    expect(entry).toMatchObject({ action: "business.verify", targetType: "business", actorId: adminId });
    expect(JSON.parse(entry!.changes)).toEqual({
      before: { verificationStatus: "pending" },
      after: { verificationStatus: "verified" },
    });
  });

  it("rejects with a reason the owner is told; no reason, or a long one, is refused", async () => {
    const { owner, business } = await ownedBusiness();
    expect(
      await outcome(admin.businessAdmin.setVerification.mutate({ id: business.id, status: "rejected" })),
    ).toMatchObject({ code: "BAD_REQUEST", message: M.reasonRequired });
    expect(
      await outcome(
        admin.businessAdmin.setVerification.mutate({ id: business.id, status: "rejected", reason: "x".repeat(501) }),
      ),
    ).toMatchObject({ message: M.reasonTooLong });
    await admin.businessAdmin.setVerification.mutate({
      id: business.id,
      status: "rejected",
      reason: "The address is a mailbox.",
    });
    const [email] = await emailsTo(owner.email!);
    expect(email).toMatchObject({ templateKey: "business_verification_rejected" });
    expect(email!.bodyText).toContain("The address is a mailbox.");
    expect(await db.notification.findFirst({ where: { userId: owner.id } })).toMatchObject({
      type: "business_verification_rejected",
      body: "The address is a mailbox.",
    });
    const [entry] = await entriesFor(business.id);
    expect(JSON.parse(entry!.changes).after).toEqual({
      verificationStatus: "rejected",
      reason: "The address is a mailbox.",
    });
  });

  it("a failing change leaves no audit entry, no notice and no change", async () => {
    const { owner, business } = await ownedBusiness({}, false);
    expect(
      await outcome(admin.businessAdmin.setVerification.mutate({ id: business.id, status: "verified" })),
    ).toMatchObject({ code: "BAD_REQUEST", message: M.ownerEmailUnverified });
    expect(await entriesFor(business.id)).toEqual([]);
    expect(await db.notification.count({ where: { userId: owner.id } })).toBe(0);
    expect((await db.businessProfile.findUniqueOrThrow({ where: { id: business.id } })).verificationStatus).toBe(
      "pending",
    );
    expect(
      await outcome(admin.businessAdmin.setActive.mutate({ id: "no-such-business", active: false })),
    ).toMatchObject({ code: "NOT_FOUND", message: M.notFound });
    expect(await db.auditLog.count({ where: { targetId: "no-such-business" } })).toBe(0);
  });
});

describe("featured and active", () => {
  it("warns when more businesses are featured than the home page shows", async () => {
    const { business } = await ownedBusiness();
    const first = await admin.businessAdmin.setFeatured.mutate({ id: business.id, featured: true });
    expect(first.featured).toBe(true);
    const featuredActive = await db.businessProfile.count({ where: { active: true, featured: true } });
    expect(first.featuredActive).toBe(featuredActive);
    expect(first.warning).toBe(featuredActive > HOME_FEATURED_LIMIT ? M.featuredOverLimit(featuredActive) : null);
    const extra = [];
    for (let i = 0; i <= HOME_FEATURED_LIMIT; i++)
      extra.push((await createBusiness({ name: `${uniqueWord()} Extra` })).id);
    const result = await admin.businessAdmin.bulk.mutate({ ids: extra, action: "feature" });
    const now = await db.businessProfile.count({ where: { active: true, featured: true } });
    expect(result).toMatchObject({ changedIds: extra, warning: M.featuredOverLimit(now) });
    expect((await admin.businessAdmin.setFeatured.mutate({ id: business.id, featured: false })).warning).toBeNull();
    await db.businessProfile.updateMany({ where: { id: { in: extra } }, data: { featured: false } });
    expect((await entriesFor(business.id)).map((entry) => entry.action)).toEqual([
      "business.feature",
      "business.unfeature",
    ]);
  });

  it("a deactivated business leaves the directory, open now included, and its owner is told", async () => {
    const word = uniqueWord();
    const allWeek = Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, openMinute: 0, closeMinute: 1440 }));
    const { owner, business } = await ownedBusiness({ name: `${word} Diner`, hours: allWeek });
    const now = new Date();
    const found = async (features: string[]) =>
      (await searchDirectory(db, directorySearchInput.parse({ search: word, features }), now)).items.map(
        (card) => card.id,
      );
    expect(await found([])).toEqual([business.id]);
    expect(await found(["open-now"])).toEqual([business.id]);

    await admin.businessAdmin.setActive.mutate({ id: business.id, active: false });
    expect(
      await db.businessHours.findMany({
        where: { businessId: business.id },
        select: { businessActive: true },
        distinct: ["businessActive"],
      }),
    ).toEqual([{ businessActive: false }]);
    expect(await found([])).toEqual([]);
    expect(await found(["open-now"])).toEqual([]);
    expect(await db.notification.findFirst({ where: { userId: owner.id } })).toMatchObject({
      type: "business_deactivated",
    });
    expect((await emailsTo(owner.email!)).map((email) => email.templateKey)).toEqual(["business_deactivated"]);

    await admin.businessAdmin.setActive.mutate({ id: business.id, active: true });
    expect(await found(["open-now"])).toEqual([business.id]);
    expect(await db.notification.count({ where: { userId: owner.id } })).toBe(1);
    expect((await entriesFor(business.id)).map((entry) => entry.action)).toEqual([
      "business.deactivate",
      "business.activate",
    ]);
  });
});

describe("bulk actions", () => {
  it("verifies many in one transaction with one audit entry, skipping owners whose email is unverified", async () => {
    const ready = [await ownedBusiness(), await ownedBusiness()];
    const unverified = await ownedBusiness({}, false);
    const already = await createBusiness({ name: `${uniqueWord()} Done`, verified: true });
    const ids = [...ready.map((row) => row.business.id), unverified.business.id, already.id, "no-such-business"];
    const result = await admin.businessAdmin.bulk.mutate({ ids, action: "verify" });
    expect(result).toMatchObject({
      changedIds: ready.map((row) => row.business.id),
      skippedIds: [unverified.business.id],
      unchanged: 1,
      notFound: 1,
    });
    for (const { owner } of ready)
      expect((await emailsTo(owner.email!)).map((email) => email.templateKey)).toEqual(["business_verified"]);
    const entries = await db.auditLog.findMany({ where: { action: "business.bulk_verify", actorId: adminId } });
    const entry = entries.find((row) => JSON.parse(row.changes).after.ids.includes(ready[0]!.business.id));
    expect(JSON.parse(entry!.changes).after).toEqual({
      ids: result.changedIds,
      count: 2,
      skippedIds: [unverified.business.id],
    });
  });

  it("deactivates many and tells each owner", async () => {
    const rows = [await ownedBusiness(), await ownedBusiness()];
    const result = await admin.businessAdmin.bulk.mutate({
      ids: rows.map((row) => row.business.id),
      action: "deactivate",
    });
    expect(result.changedIds).toHaveLength(2);
    expect(await db.businessProfile.count({ where: { id: { in: result.changedIds }, active: true } })).toBe(0);
    for (const { owner } of rows)
      expect(await db.notification.findFirst({ where: { userId: owner.id } })).toMatchObject({
        type: "business_deactivated",
      });
  });

  it("caps a batch at 500 with a clear message", async () => {
    const ids = Array.from({ length: BULK_MAX + 1 }, (_, i) => `id-${i}`);
    expect(await outcome(admin.businessAdmin.bulk.mutate({ ids, action: "verify" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: M.bulkTooMany,
    });
    expect(await outcome(admin.businessAdmin.bulk.mutate({ ids: [], action: "verify" }))).toMatchObject({
      message: M.bulkEmpty,
    });
  });

  it("is one transaction: a failure part-way changes nothing and records nothing", async () => {
    const rows = [await ownedBusiness(), await ownedBusiness()];
    const ids = rows.map((row) => row.business.id);
    // The second owner's notification cannot be written (a trigger refuses it), after the first business changed.
    const failing = rows[1]!.owner.id;
    const isPg = process.env.TEST_DATABASE === "postgresql";
    if (isPg) {
      await db.$executeRawUnsafe(
        `CREATE FUNCTION bulk_test_refuse() RETURNS trigger AS $$ BEGIN IF NEW."userId" = '${failing}' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
      );
      await db.$executeRawUnsafe(
        `CREATE TRIGGER bulk_test_refuse BEFORE INSERT ON "Notification" FOR EACH ROW EXECUTE FUNCTION bulk_test_refuse()`,
      );
    } else {
      await db.$executeRawUnsafe(
        `CREATE TRIGGER bulk_test_refuse BEFORE INSERT ON "Notification" WHEN NEW."userId" = '${failing}' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
      );
    }
    try {
      expect(await outcome(admin.businessAdmin.bulk.mutate({ ids, action: "deactivate" }))).toMatchObject({
        code: "INTERNAL_SERVER_ERROR",
      });
    } finally {
      await db.$executeRawUnsafe(
        isPg ? `DROP TRIGGER bulk_test_refuse ON "Notification"` : `DROP TRIGGER bulk_test_refuse`,
      );
      if (isPg) await db.$executeRawUnsafe(`DROP FUNCTION bulk_test_refuse()`);
    }
    expect(await db.businessProfile.count({ where: { id: { in: ids }, active: true } })).toBe(2);
    expect(await db.notification.count({ where: { userId: rows[0]!.owner.id } })).toBe(0);
    expect(await db.emailMessage.count({ where: { toAddress: rows[0]!.owner.email! } })).toBe(0);
    const entries = await db.auditLog.findMany({ where: { action: "business.bulk_deactivate" } });
    expect(entries.filter((row) => JSON.parse(row.changes).after.ids.includes(ids[0]))).toEqual([]);
  });
});

describe("the category filter", () => {
  it("offers the active categories as they are now, with their active subcategories", async () => {
    // The directory's options are cached now; the admin's filter does not wait for that cache.
    await server.client().directory.filterOptions.query();
    const { parent, children } = await createCategoryTree(2);
    const retired = await createCategoryTree(0);
    await db.businessCategory.update({ where: { id: retired.parent.id }, data: { active: false } });
    await db.businessCategory.update({ where: { id: children[1]!.id }, data: { active: false } });

    const options = await admin.businessAdmin.categoryOptions.query();
    expect(options.find((option) => option.slug === parent.slug)).toEqual({
      name: parent.name,
      slug: parent.slug,
      children: [{ name: children[0]!.name, slug: children[0]!.slug }],
    });
    expect(options.map((option) => option.slug)).not.toContain(retired.parent.slug);
  });
});
