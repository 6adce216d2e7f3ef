// Joining the waitlist over real HTTP: validation, what is stored, challenges and the referrer IP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { apiClient, outcome, startApiServer, type ApiClient } from "../helpers/http";
import { createCategoryPair, createChallenge, joinInput, uniqueIp } from "../helpers/waitlist";
import { forgetCatalogueCache } from "../helpers/catalogue";

let server: Awaited<ReturnType<typeof startApiServer>>;
let pair: Awaited<ReturnType<typeof createCategoryPair>>;
const client = (): ApiClient => apiClient(server.url, undefined, { "x-forwarded-for": uniqueIp() });

beforeAll(async () => {
  server = await startApiServer();
  pair = await createCategoryPair();
});
afterAll(() => server.close());

describe("waitlist.join validation", () => {
  const required = [
    ["businessName", "Business name is required."],
    ["ownerName", "Your name is required."],
    ["email", "Email is required."],
    ["location", "Location is required."],
    ["parentCategoryId", "Choose a category."],
    ["categoryId", "Choose a subcategory."],
  ] as const;

  for (const [field, message] of required) {
    it(`requires ${field}`, async () => {
      const result = await outcome(client().waitlist.join.mutate(joinInput(pair, { [field]: "   " })));
      expect(result).toMatchObject({ code: "BAD_REQUEST", message, fieldErrors: { [field]: [message] } });
    });
  }

  it("rejects a malformed email", async () => {
    const result = await outcome(client().waitlist.join.mutate(joinInput(pair, { email: "not-an-email" })));
    expect(result).toMatchObject({ code: "BAD_REQUEST", fieldErrors: { email: ["Enter a valid email address."] } });
  });

  it("accepts only web addresses in the URL fields", async () => {
    for (const value of ["javascript:alert(1)", "data:text/html,hi", "mailto:a@b.example", "ftp://files.example.com"]) {
      const result = await outcome(
        client().waitlist.join.mutate(joinInput(pair, { instagramUrl: "instagram.com/ok", tiktokUrl: value })),
      );
      expect(result).toMatchObject({
        code: "BAD_REQUEST",
        fieldErrors: { tiktokUrl: ["TikTok URL must be a web address starting with http:// or https://."] },
      });
    }
  });

  it("rejects a subcategory that is not under the chosen parent, and unknown categories", async () => {
    const other = await createCategoryPair();
    expect(await outcome(client().waitlist.join.mutate(joinInput(pair, { categoryId: other.child.id })))).toMatchObject(
      {
        code: "BAD_REQUEST",
        fieldErrors: { categoryId: ["Choose a subcategory of the selected category."] },
      },
    );
    expect(
      await outcome(client().waitlist.join.mutate(joinInput(pair, { parentCategoryId: pair.child.id }))),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { parentCategoryId: ["Choose a category from the list."] },
    });
  });

  it("rejects unknown fields and an employee size not on the list", async () => {
    expect(
      await outcome(client().waitlist.join.mutate({ ...joinInput(pair), status: "converted" } as never)),
    ).toMatchObject({ code: "BAD_REQUEST" });
    expect(await outcome(client().waitlist.join.mutate(joinInput(pair, { employees: "1000" as never })))).toMatchObject(
      { code: "BAD_REQUEST" },
    );
  });
});

describe("waitlist.join storage", () => {
  it("stores every field, the challenge responses and one use per chosen challenge", async () => {
    const [popular, quiet] = await Promise.all([
      createChallenge({ usageCount: 5, isApproved: true }),
      createChallenge({ isApproved: true }),
    ]);
    const custom = `Finding parking for customers ${Date.now()}`;
    const input = joinInput(pair, {
      businessName: "  Lone Star Grill ",
      ownerName: "Rosa Ramirez",
      email: "  Rosa.Ramirez+Grill@Example.COM ",
      phone: "(512) 555-0142",
      location: "Round Rock, TX 78664",
      employees: "6-10",
      address: "100 Main St",
      instagramUrl: "instagram.com/lonestargrill",
      facebookUrl: "https://facebook.com/lonestargrill",
      tiktokUrl: "",
      googleBusinessUrl: "http://g.page/lonestargrill",
      marketingAuditInterest: true,
      challenges: [popular.challengeText, quiet.challengeText, custom, ` ${custom.toUpperCase()} `],
      referral: {
        source: "newsletter",
        medium: "email",
        campaign: "spring",
        code: "FRIEND1",
        organizationSlug: "austin-chamber",
        organizationName: "Austin Chamber",
      },
    });
    const { id } = await client().waitlist.join.mutate(input);

    const entry = await db.waitlistEntry.findUniqueOrThrow({ where: { id } });
    expect(entry).toMatchObject({
      businessName: "Lone Star Grill",
      ownerName: "Rosa Ramirez",
      email: "rosa.ramirez+grill@example.com",
      phone: "(512) 555-0142",
      category: pair.child.name,
      categoryId: pair.child.id,
      parentCategoryId: pair.parent.id,
      location: "Round Rock, TX 78664",
      citySlug: "round-rock",
      zipCode: "78664",
      employees: "6-10",
      address: "100 Main St",
      instagramUrl: "https://instagram.com/lonestargrill",
      facebookUrl: "https://facebook.com/lonestargrill",
      tiktokUrl: null,
      googleBusinessUrl: "http://g.page/lonestargrill",
      marketingAuditInterest: true,
      referralSource: "newsletter",
      referralMedium: "email",
      referralCampaign: "spring",
      referralCode: "FRIEND1",
      organizationSlug: "austin-chamber",
      organizationName: "Austin Chamber",
      status: "waiting",
    });

    const responses = await db.waitlistChallengeResponse.findMany({
      where: { waitlistEntryId: id },
      include: { challenge: true },
    });
    expect(responses.map((r) => [r.challenge.challengeText, r.isApproved]).sort()).toEqual(
      [
        [popular.challengeText, true],
        [quiet.challengeText, true],
        [custom, false],
      ].sort(),
    );
    const counts = Object.fromEntries(responses.map((r) => [r.challenge.challengeText, r.challenge.usageCount]));
    expect(counts).toEqual({ [popular.challengeText]: 6, [quiet.challengeText]: 1, [custom]: 1 });
  });

  it("keeps custom challenges out of the suggestions until approved, which list by use then order", async () => {
    const custom = `Custom challenge ${Date.now()}`;
    const [first, second, third] = await Promise.all([
      createChallenge({ usageCount: 900, displayOrder: 2, isApproved: true }),
      createChallenge({ usageCount: 900, displayOrder: 1, isApproved: true }),
      createChallenge({ usageCount: 800, displayOrder: 0, isApproved: true }),
    ]);
    const hidden = await createChallenge({ usageCount: 950, isActive: false, isApproved: true });
    await client().waitlist.join.mutate(joinInput(pair, { challenges: [custom] }));

    const stored = await db.waitlistChallenge.findUniqueOrThrow({ where: { challengeText: custom } });
    expect(stored).toMatchObject({ isApproved: false, usageCount: 1, isActive: true });
    const suggestions = await client().waitlist.challenges.query();
    const texts = suggestions.map((s) => s.challengeText);
    expect(texts).not.toContain(custom);
    expect(texts).not.toContain(hidden.challengeText);
    expect(texts.slice(0, 3)).toEqual([second.challengeText, first.challengeText, third.challengeText]);

    await db.waitlistChallenge.update({ where: { id: stored.id }, data: { isApproved: true } });
    forgetCatalogueCache();
    expect((await client().waitlist.challenges.query()).map((s) => s.challengeText)).toContain(custom);
  });

  it("stores the referrer IP the server can prove (the trusted proxy's report), never the form's or X-Real-IP", async () => {
    const viaProxy = apiClient(server.url, undefined, {
      "x-forwarded-for": "203.0.113.9, 10.0.0.1",
      "x-real-ip": "10.9.9.9",
    });
    const first = await viaProxy.waitlist.join.mutate(joinInput(pair));
    const row = await db.waitlistEntry.findUniqueOrThrow({ where: { id: first.id }, select: { referrerIp: true } });
    expect(row.referrerIp).toBe("10.0.0.1");
  });

  it("serves the category pair for the form: top level by name, children of the chosen parent", async () => {
    await db.businessCategory.create({
      data: { name: `Inactive ${Date.now()}`, slug: `inactive-${Date.now()}`, active: false },
    });
    const top = await client().waitlist.topCategories.query();
    expect(top).toContainEqual({ id: pair.parent.id, name: pair.parent.name, icon: null });
    expect(top.map((c) => c.name)).toEqual([...top.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(top.some((c) => c.name.startsWith("Inactive"))).toBe(false);
    expect(top.some((c) => c.id === pair.child.id)).toBe(false);
    expect(await client().waitlist.subcategories.query({ parentId: pair.parent.id })).toEqual([
      { id: pair.child.id, name: pair.child.name },
    ]);
  });
});
