// Converting waitlist entries into businesses, and area launches that email each entry exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { apiClient, outcome, startApiServer, type ApiClient } from "../helpers/http";
import { createUser, sessionCookie, uniqueEmail } from "../helpers/factories";
import { ensureEmailTemplates } from "../helpers/email";
import { createCategory, createWaitlistEntry, ensureCities, randomZip } from "../helpers/waitlist";

let server: Awaited<ReturnType<typeof startApiServer>>;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  await Promise.all([ensureCities(), ensureEmailTemplates()]);
  server = await startApiServer();
  const user = await createUser({ roles: ["admin"] });
  adminId = user.id;
  admin = apiClient(server.url, await sessionCookie(user, ["admin"]));
});
afterAll(() => server.close());

describe("conversion", () => {
  it("never makes an unverified account with the entry's email the owner: the business starts unowned and the address is invited to claim it", async () => {
    const owner = await createUser({ roles: ["customer"] });
    const entry = await createWaitlistEntry({ email: owner.email ?? "", businessName: "Lone Star Bakery" });
    const category = await createCategory();
    const { entry: shown } = await admin.waitlistAdmin.conversionEntry.query({ id: entry.id });
    expect(shown).toMatchObject({ id: entry.id, businessName: "Lone Star Bakery", status: "waiting" });

    const input = {
      entryId: entry.id,
      businessName: "Lone Star Bakery",
      categoryId: category.id,
      citySlug: "austin",
      zipCode: "78704",
      instagramUrl: "https://instagram.com/lsb",
    };
    const first = await admin.waitlistAdmin.convert.mutate(input);
    expect(first.ownerId).toBeNull();
    const business = await db.businessProfile.findUniqueOrThrow({ where: { id: first.businessId } });
    expect(business).toMatchObject({
      ownerId: null,
      businessName: "Lone Star Bakery",
      slug: "lone-star-bakery",
      citySlug: "austin",
      city: "Austin",
      zipCode: "78704",
      categoryId: category.id,
      category: category.name,
      active: false,
      verificationStatus: "pending",
      instagramUrl: "https://instagram.com/lsb",
    });
    expect(await db.userRole.findMany({ where: { userId: owner.id }, select: { role: true } })).toEqual([
      { role: "customer" },
    ]);
    const invitation = await db.emailMessage.findUniqueOrThrow({
      where: { dedupeKey: `claim-invitation:${business.id}` },
    });
    expect(invitation).toMatchObject({
      templateKey: "business_claim_invitation",
      toAddress: owner.email,
      subject: "Lone Star Bakery is on LocalHub: claim it",
    });
    expect(invitation.bodyText).toContain("/auth?callbackUrl=%2Fdashboard");
    expect(await db.waitlistEntry.findUnique({ where: { id: entry.id } })).toMatchObject({
      status: "converted",
      convertedBusinessId: business.id,
    });

    // Twice is refused; a second entry with the same name gets its own slug in the city.
    expect(await outcome(admin.waitlistAdmin.convert.mutate(input))).toMatchObject({
      code: "CONFLICT",
      message: "This waitlist entry has already been converted to a business.",
    });
    expect(await db.businessProfile.count({ where: { businessName: "Lone Star Bakery", citySlug: "austin" } })).toBe(1);
    const twin = await createWaitlistEntry();
    const second = await admin.waitlistAdmin.convert.mutate({ ...input, entryId: twin.id });
    expect((await db.businessProfile.findUniqueOrThrow({ where: { id: second.businessId } })).slug).toBe(
      "lone-star-bakery-2",
    );
    expect(second.ownerId).toBeNull();
  });

  it("makes the account that verified the entry's email the owner", async () => {
    const owner = await createUser({ roles: ["customer"] });
    await db.user.update({ where: { id: owner.id }, data: { emailVerifiedAt: new Date() } });
    const entry = await createWaitlistEntry({ email: owner.email ?? "" });
    const category = await createCategory();
    const converted = await admin.waitlistAdmin.convert.mutate({
      entryId: entry.id,
      businessName: entry.businessName,
      categoryId: category.id,
      citySlug: "austin",
    });
    expect(converted.ownerId).toBe(owner.id);
    expect((await db.businessProfile.findUniqueOrThrow({ where: { id: converted.businessId } })).ownerId).toBe(
      owner.id,
    );
    expect(
      (
        await db.userRole.findMany({ where: { userId: owner.id }, select: { role: true }, orderBy: { role: "asc" } })
      ).map((row) => row.role),
    ).toEqual(["business_owner", "customer"]);
    expect(await db.emailMessage.count({ where: { dedupeKey: `claim-invitation:${converted.businessId}` } })).toBe(0);
  });

  it("leaves the business unowned when no account has the email, and refuses two simultaneous conversions", async () => {
    const entry = await createWaitlistEntry({ email: uniqueEmail("nobody") });
    const category = await createCategory();
    const input = { entryId: entry.id, businessName: entry.businessName, categoryId: category.id, citySlug: "dallas" };
    const results = await Promise.all([
      outcome(admin.waitlistAdmin.convert.mutate(input)),
      outcome(admin.waitlistAdmin.convert.mutate(input)),
    ]);
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    expect(results.find((r) => r !== "ok")).toMatchObject({ code: "CONFLICT" });
    const businesses = await db.businessProfile.findMany({ where: { businessName: entry.businessName } });
    expect(businesses).toHaveLength(1);
    expect(businesses[0]?.ownerId).toBeNull();
  });

  it("answers unknown entries, cities, categories and bad fields clearly", async () => {
    const entry = await createWaitlistEntry();
    const category = await createCategory();
    const base = { entryId: entry.id, businessName: "X", categoryId: category.id, citySlug: "austin" };
    expect(await outcome(admin.waitlistAdmin.conversionEntry.query({ id: "missing" }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Waitlist entry not found.",
    });
    expect(await outcome(admin.waitlistAdmin.convert.mutate({ ...base, entryId: "missing" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await outcome(admin.waitlistAdmin.convert.mutate({ ...base, citySlug: "gotham" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose one of the cities LocalHub serves.",
    });
    expect(await outcome(admin.waitlistAdmin.convert.mutate({ ...base, categoryId: "nope" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose a category.",
    });
    expect(await outcome(admin.waitlistAdmin.convert.mutate({ ...base, zipCode: "1234" }))).toMatchObject({
      message: "ZIP code must be exactly 5 digits.",
    });
    expect(
      await outcome(admin.waitlistAdmin.convert.mutate({ ...base, facebookUrl: "javascript:alert(1)" })),
    ).toMatchObject({
      message: "Enter a web address starting with https://.",
    });
    expect((await db.waitlistEntry.findUniqueOrThrow({ where: { id: entry.id } })).status).toBe("waiting");
  });
});

describe("area launches", () => {
  it("emails every waiting entry in a ZIP area once; a second run sends only to those who joined since", async () => {
    const zip = randomZip();
    const a = await createWaitlistEntry({
      zipCode: zip,
      citySlug: null,
      ownerName: "Ana",
      businessName: "Ana's Tacos",
    });
    const b = await createWaitlistEntry({ zipCode: zip, citySlug: null });
    await createWaitlistEntry({ zipCode: zip, citySlug: null, status: "converted" });
    await createWaitlistEntry({ zipCode: randomZip(), citySlug: null });

    const overview = await admin.waitlistAdmin.launchOverview.query();
    expect(overview.areas).toContainEqual(expect.objectContaining({ area: zip, label: `ZIP ${zip}`, toNotify: 2 }));

    expect(await admin.waitlistAdmin.launchArea.mutate({ area: zip })).toEqual({
      area: zip,
      notified: 2,
      foundingMembers: 0,
    });
    const emails = await db.emailMessage.findMany({ where: { dedupeKey: { startsWith: `launch:${zip}:` } } });
    expect(emails.map((e) => e.toAddress).sort()).toEqual([a.email, b.email].sort());
    const toAna = emails.find((e) => e.toAddress === a.email);
    expect(toAna).toMatchObject({
      templateKey: "area_launch",
      status: "outbox",
      subject: `LocalHub is live in ${zip}`,
    });
    expect(toAna?.bodyText).toContain(`/directory/${zip}`);
    expect(toAna?.bodyHtml).toContain("Ana&#39;s Tacos");
    expect((await db.waitlistEntry.findUniqueOrThrow({ where: { id: a.id } })).launchNotifiedAt).toBeInstanceOf(Date);

    expect(await admin.waitlistAdmin.launchArea.mutate({ area: zip })).toMatchObject({ area: zip, notified: 0 });
    const late = await createWaitlistEntry({ zipCode: zip, citySlug: null });
    expect(await admin.waitlistAdmin.launchArea.mutate({ area: zip })).toMatchObject({ area: zip, notified: 1 });
    expect(await db.emailMessage.count({ where: { toAddress: late.email } })).toBe(1);
    expect(await db.emailMessage.count({ where: { dedupeKey: { startsWith: `launch:${zip}:` } } })).toBe(3);

    const launch = await db.areaLaunch.findUniqueOrThrow({ where: { zipCode: zip } });
    expect(launch).toMatchObject({ notifiedCount: 3, launchedById: adminId });
    expect((await admin.waitlistAdmin.launchOverview.query()).launches).toContainEqual(
      expect.objectContaining({ label: `ZIP ${zip}`, notifiedCount: 3 }),
    );
  });

  it("never double-sends when two launches of the same city run at once", async () => {
    const city = "laredo";
    const entries = await Promise.all(Array.from({ length: 4 }, () => createWaitlistEntry({ citySlug: city })));
    const [first, second] = await Promise.all([
      admin.waitlistAdmin.launchArea.mutate({ area: city }),
      admin.waitlistAdmin.launchArea.mutate({ area: city }),
    ]);
    // Other suites may add Laredo entries to the shared database, so count this test's own four.
    expect(first.notified + second.notified).toBeGreaterThanOrEqual(4);
    expect(first.area).toBe("Laredo, TX");
    for (const entry of entries) expect(await db.emailMessage.count({ where: { toAddress: entry.email } })).toBe(1);
    expect(await db.areaLaunch.count({ where: { citySlug: city } })).toBe(1);
    expect((await db.areaLaunch.findUniqueOrThrow({ where: { citySlug: city } })).notifiedCount).toBe(
      first.notified + second.notified,
    );
    const link = (await db.emailMessage.findFirstOrThrow({ where: { toAddress: entries[0]?.email } })).bodyText;
    expect(link).toMatch(/https?:\/\/[^ ]+\/directory\/laredo/);
  });

  it("refuses an unknown area", async () => {
    expect(await outcome(admin.waitlistAdmin.launchArea.mutate({ area: "gotham" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose one of the cities LocalHub serves, or enter a 5-digit ZIP code.",
    });
  });
});
