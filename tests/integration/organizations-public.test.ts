// An organisation's public side through the HTTP API: the member directory (listed active members
// only, searched with LIKE's wildcards taken literally, filtered by category, in pages), the
// leaderboards (numbers against the database; public only when turned on, else its admins only),
// recommendations between members, public offers, the viewer's buttons, members.json (public
// fields only, cached) and which pages other sites may frame.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { db } from "@/platform/db";
import { proxy } from "@/proxy";
import nextConfig from "../../next.config";
import { invalidateCache } from "@/platform/process-cache";
import { leaderboardPeriod } from "@/features/organizations/leaderboard";
import { memberDirectoryStatements } from "@/features/organizations/directory";
import { organizationMembersTag } from "@/features/organizations/public";
import { MEMBERS_PAGE_SIZE, ORGANIZATION_MESSAGES } from "@/features/organizations/types";
import { NOT_SIGNED_IN_MESSAGE } from "@/server/api/trpc";
import { GET as getMembersJson } from "@/app/organization/[tagSlug]/members.json/route";
import { GET as getEmbed } from "@/app/organization/[tagSlug]/embed/route";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createUser, sessionCookie } from "../helpers/factories";
import { createBusiness, createCategoryTree, uniqueWord } from "../helpers/business-factories";
import { createRecommendation, createReferral, networkBusiness } from "../helpers/network";
import { createReview } from "../helpers/reviews";
import { createWaitlistEntry } from "../helpers/waitlist";
import { explain } from "../helpers/explain";

const server = apiServerForThisFile();

async function createOrganization(options: { leaderboardPublic?: boolean; active?: boolean } = {}) {
  const word = uniqueWord("org");
  return db.organization.create({
    data: {
      slug: `org-${word}`,
      name: `Chamber ${word}`,
      kind: "chamber",
      city: "Austin",
      citySlug: "austin",
      description: "Local businesses helping each other.",
      websiteUrl: "https://chamber.example.org",
      approvedAt: new Date(),
      leaderboardPublic: options.leaderboardPublic ?? false,
      active: options.active ?? true,
    },
  });
}

type MemberOptions = {
  name?: string;
  status?: "active" | "requested" | "invited";
  listed?: boolean;
  showValue?: boolean;
  categoryId?: string | null;
  ownerId?: string | null;
};

async function addMember(organizationId: string, options: MemberOptions = {}) {
  const business = await networkBusiness(options.ownerId ?? null, {
    name: options.name ?? `Member ${uniqueWord()}`,
    awaitingApproval: options.listed === false,
  });
  if (options.categoryId) {
    await db.businessProfile.update({ where: { id: business.id }, data: { categoryId: options.categoryId } });
  }
  const status = options.status ?? "active";
  await db.organizationMember.create({
    data: {
      organizationId,
      businessId: business.id,
      status,
      showValue: options.showValue ?? false,
      joinedAt: status === "active" ? new Date() : null,
    },
  });
  return business;
}

const names = (result: { members: Array<{ businessName: string }> }) => result.members.map((m) => m.businessName);

describe("the member directory", () => {
  it("lists only active members whose business is listed, by name, in pages", async () => {
    const organization = await createOrganization();
    const word = uniqueWord("dir");
    const listed = [];
    for (let i = 0; i < MEMBERS_PAGE_SIZE + 2; i++) {
      listed.push(await addMember(organization.id, { name: `${word} ${String(i).padStart(2, "0")}` }));
    }
    await addMember(organization.id, { name: `${word} requested`, status: "requested" });
    await addMember(organization.id, { name: `${word} invited`, status: "invited" });
    await addMember(organization.id, { name: `${word} awaiting`, listed: false });
    const inactive = await addMember(organization.id, { name: `${word} inactive` });
    await db.businessProfile.update({ where: { id: inactive.id }, data: { active: false } });
    const elsewhere = await createOrganization();
    await addMember(elsewhere.id, { name: `${word} elsewhere` });

    const api = server.client();
    const first = await api.organizationPages.members.query({ slug: organization.slug, page: 1 });
    expect(first.total).toBe(MEMBERS_PAGE_SIZE + 2);
    expect(first.pages).toBe(2);
    expect(names(first)).toEqual(listed.slice(0, MEMBERS_PAGE_SIZE).map((b) => b.businessName));
    const second = await api.organizationPages.members.query({ slug: organization.slug, page: 2 });
    expect(names(second)).toEqual(listed.slice(MEMBERS_PAGE_SIZE).map((b) => b.businessName));
    expect(second.members[0]!.path).toMatch(/^\/business\/austin\//);
    expect(second.total).toBe(MEMBERS_PAGE_SIZE + 2);
    // Past the last page: no members, the total still counted.
    const beyond = await api.organizationPages.members.query({ slug: organization.slug, page: 3 });
    expect(beyond).toMatchObject({ members: [], total: MEMBERS_PAGE_SIZE + 2, pages: 2 });

    const page = await api.organizationPages.page.query({ slug: organization.slug });
    expect(page).toMatchObject({ name: organization.name, kindLabel: "Chamber of commerce", memberCount: 26 });
  });

  it("searches names case-insensitively with % and _ taken literally, and filters by category", async () => {
    const organization = await createOrganization();
    const { parent, children } = await createCategoryTree(2);
    const word = uniqueWord("srch");
    await addMember(organization.id, { name: `${word} 100% Plumbing`, categoryId: children[0]!.id });
    await addMember(organization.id, { name: `${word} 1000 Plumbing`, categoryId: children[1]!.id });
    await addMember(organization.id, { name: `${word} Snake_Case Bakery` });
    await addMember(organization.id, { name: `${word} SnakeXCase Bakery` });

    const search = (search: string, categoryId?: string) =>
      server.client().organizationPages.members.query({ slug: organization.slug, search, categoryId, page: 1 });
    expect(names(await search("100%"))).toEqual([`${word} 100% Plumbing`]);
    expect(names(await search("snake_case"))).toEqual([`${word} Snake_Case Bakery`]);
    expect(names(await search(word.toUpperCase()))).toHaveLength(4);
    expect(names(await search("plumbing", children[1]!.id))).toEqual([`${word} 1000 Plumbing`]);
    // A top category takes in its subcategories.
    expect(names(await search("", parent.id)).sort()).toEqual([`${word} 100% Plumbing`, `${word} 1000 Plumbing`]);

    const page = await server.client().organizationPages.page.query({ slug: organization.slug });
    expect(page.categories).toEqual([{ id: parent.id, name: parent.name }]);
  });

  it("reads one organisation's members from its index, never the whole business table", async () => {
    for (const input of [{ page: 1 }, { page: 3, search: "bake" }, { page: 1, categoryId: "c1" }]) {
      const { page, count } = memberDirectoryStatements("org-id", input);
      for (const statement of [page, count]) {
        const plan = await explain(statement);
        expect(plan).toMatch(
          /OrganizationMember_organizationId_status_joinedAt_idx|OrganizationMember_organizationId_businessId_key/,
        );
        expect(plan).not.toMatch(/SCAN b\b|Seq Scan on "BusinessProfile"/);
      }
    }
  });

  it("answers NOT_FOUND for an unknown or inactive organisation", async () => {
    const inactive = await createOrganization({ active: false });
    for (const slug of [inactive.slug, "no-such-organization"]) {
      expect(await outcome(server.client().organizationPages.members.query({ slug, page: 1 }))).toMatchObject({
        code: "NOT_FOUND",
        message: ORGANIZATION_MESSAGES.notFound,
      });
      expect(await outcome(server.client().organizationPages.page.query({ slug }))).toMatchObject({
        code: "NOT_FOUND",
      });
    }
  });
});

describe("the leaderboards", () => {
  it("counts referrals given, reviews received, closed value and new members in the period", async () => {
    const organization = await createOrganization({ leaderboardPublic: true });
    const word = uniqueWord("lb");
    const a = await addMember(organization.id, { name: `${word} Alpha` });
    const b = await addMember(organization.id, { name: `${word} Bravo`, showValue: true });
    const unlisted = await addMember(organization.id, { name: `${word} Unlisted`, listed: false });
    const requested = await addMember(organization.id, { name: `${word} Requested`, status: "requested" });
    const outsider = await networkBusiness(null, { name: `${word} Outsider` });
    const { start } = leaderboardPeriod("month", new Date());
    // Before this year (so before this month and quarter too).
    const before = new Date(leaderboardPeriod("year", new Date()).start.getTime() - 3_600_000);

    for (let i = 0; i < 3; i++) await createReferral(a.id, outsider.id);
    const old = await createReferral(a.id, outsider.id);
    await db.referral.update({ where: { id: old.id }, data: { createdAt: before } });
    await createReferral(b.id, a.id);
    await createReferral(unlisted.id, a.id);
    await createReferral(requested.id, a.id);
    await createReferral(outsider.id, a.id);
    const won = async (fromId: string, valueCents: number, closedAt = new Date()) => {
      const referral = await createReferral(fromId, outsider.id, "won");
      await db.referral.update({ where: { id: referral.id }, data: { valueCents, closedAt } });
    };
    await won(a.id, 10_000);
    await won(b.id, 5_000);
    await won(b.id, 70_000, before);
    await won(unlisted.id, 99_900);

    await createReview(b.id);
    await createReview(b.id);
    await createReview(b.id, { status: "hidden" });
    await createReview(a.id, { createdAt: before });
    await createReview(outsider.id);

    const convert = async (business: { id: string }, slug: string) =>
      createWaitlistEntry({ organizationSlug: slug, convertedBusinessId: business.id, status: "converted" });
    await convert(await createBusiness({ name: `${word} New` }), organization.slug);
    await convert(await createBusiness({ name: `${word} Old`, createdAt: before }), organization.slug);
    await convert(await networkBusiness(null, { awaitingApproval: true }), organization.slug);
    await convert(await createBusiness({ name: `${word} Other` }), `other-${word}`);

    const board = await server
      .client()
      .organizationPages.leaderboard.query({ slug: organization.slug, period: "month" });
    expect(board.referralsGiven.map((row) => [row.business.businessName, row.value])).toEqual([
      [`${word} Alpha`, 4], // three new, and the won one
      [`${word} Bravo`, 3], // one to Alpha, two won
    ]);
    expect(board.reviewsReceived.map((row) => [row.business.businessName, row.value])).toEqual([[`${word} Bravo`, 2]]);
    expect(board.closedValue.totalCents).toBe(15_000);
    expect(board.closedValue.shownMembers.map((row) => [row.business.businessName, row.value])).toEqual([
      [`${word} Bravo`, 5_000],
    ]);
    expect(board.newMembersBroughtIn).toBe(1);

    // The same numbers straight from the database.
    const inMonth = { gte: start };
    expect(await db.referral.count({ where: { fromBusinessId: a.id, createdAt: inMonth } })).toBe(4);
    expect(await db.review.count({ where: { businessId: b.id, status: "published", createdAt: inMonth } })).toBe(2);
    const sum = await db.referral.aggregate({
      where: { fromBusinessId: { in: [a.id, b.id] }, status: "won", closedAt: inMonth },
      _sum: { valueCents: true },
    });
    expect(sum._sum.valueCents).toBe(15_000);

    const year = await server.client().organizationPages.leaderboard.query({ slug: organization.slug, period: "year" });
    expect(year.closedValue.totalCents).toBe(15_000);
    expect(year.newMembersBroughtIn).toBe(1);
    expect(year.referralsGiven.map((row) => row.value)).toEqual([4, 3]);
  });

  it("keeps a leaderboard that is not public to the organisation's admins (and site admins)", async () => {
    const organization = await createOrganization({ leaderboardPublic: false });
    const manager = await createUser({ roles: ["customer"] });
    await db.organizationManager.create({ data: { organizationId: organization.id, userId: manager.id } });
    const owner = await createUser({ roles: ["business_owner"] });
    const admin = await createUser({ roles: ["admin"] });
    const input = { slug: organization.slug, period: "quarter" as const };
    const as = async (user: { id: string; displayName: string } | null, roles: Parameters<typeof sessionCookie>[1]) =>
      outcome(
        (user ? server.client(await sessionCookie(user, roles)) : server.client()).organizationPages.leaderboard.query(
          input,
        ),
      );
    const refused = { code: "FORBIDDEN", message: ORGANIZATION_MESSAGES.leaderboardPrivate };
    expect(await as(null, [])).toMatchObject(refused);
    expect(await as(owner, ["business_owner"])).toMatchObject(refused);
    expect(await as(manager, ["customer"])).toBe("ok");
    expect(await as(admin, ["admin"])).toBe("ok");
    expect((await server.client().organizationPages.page.query({ slug: organization.slug })).leaderboardPublic).toBe(
      false,
    );

    await db.organization.update({ where: { id: organization.id }, data: { leaderboardPublic: true } });
    expect(await as(null, [])).toBe("ok");
  });
});

describe("recommendations, offers and the viewer", () => {
  it("shows accepted recommendations between two listed members and the members' live public offers", async () => {
    const organization = await createOrganization();
    const a = await addMember(organization.id);
    const b = await addMember(organization.id);
    const requested = await addMember(organization.id, { status: "requested" });
    const outsider = await networkBusiness(null);
    const between = await createRecommendation(a.id, b.id, "accepted");
    await createRecommendation(b.id, a.id, "pending");
    await createRecommendation(outsider.id, a.id, "accepted");
    await createRecommendation(requested.id, b.id, "accepted");

    const recommendations = await server.client().organizationPages.recommendations.query({ slug: organization.slug });
    expect(recommendations.map((r) => r.id)).toEqual([between.id]);
    expect(recommendations[0]).toMatchObject({ fromBusiness: { id: a.id }, toBusiness: { id: b.id } });

    const live = await db.businessOffer.create({ data: { businessId: a.id, title: "10% off for neighbours" } });
    await db.businessOffer.create({ data: { businessId: a.id, title: "Paused", isActive: false } });
    await db.businessOffer.create({
      data: { businessId: b.id, title: "Expired", validTo: new Date(Date.now() - 86_400_000) },
    });
    await db.businessOffer.create({ data: { businessId: outsider.id, title: "Not a member" } });
    const offers = await server.client().organizationPages.publicOffers.query({ slug: organization.slug });
    expect(offers.map((offer) => offer.id)).toEqual([live.id]);
    expect(offers[0]!.business.id).toBe(a.id);
  });

  it("tells a signed-in owner where each business of theirs stands, and refuses guests", async () => {
    const organization = await createOrganization();
    const owner = await createUser({ roles: ["business_owner"] });
    const member = await addMember(organization.id, { ownerId: owner.id, name: `A ${uniqueWord()}` });
    const other = await networkBusiness(owner.id, { name: `B ${uniqueWord()}` });
    const api = server.client(await sessionCookie(owner, ["business_owner"]));
    const viewer = await api.organizationPages.viewer.query({ slug: organization.slug });
    expect(viewer).toMatchObject({ managesOrganization: false, isMember: true });
    expect(viewer.businesses.map((b) => [b.id, b.status])).toEqual([
      [member.id, "active"],
      [other.id, null],
    ]);
    expect(await outcome(server.client().organizationPages.viewer.query({ slug: organization.slug }))).toMatchObject({
      code: "UNAUTHORIZED",
      message: NOT_SIGNED_IN_MESSAGE,
    });
  });
});

describe("the member badge", () => {
  it("names the active organisations a business is an active member of on its profile", async () => {
    const organization = await createOrganization();
    const suspended = await createOrganization({ active: false });
    const requestedOf = await createOrganization();
    const member = await addMember(organization.id);
    await db.organizationMember.create({
      data: { organizationId: suspended.id, businessId: member.id, status: "active", joinedAt: new Date() },
    });
    await db.organizationMember.create({
      data: { organizationId: requestedOf.id, businessId: member.id, status: "requested" },
    });
    const profile = await server.client().businessProfile.get.query({ key: member.id });
    expect(profile?.organizations).toEqual([{ slug: organization.slug, name: organization.name }]);

    // On its directory card too (the page's memberships in one read), and on no other card.
    const other = await networkBusiness(null, { name: `${member.businessName} Two` });
    const { items } = await server.client().directory.search.query({ search: member.businessName });
    const cards = new Map(items.map((card) => [card.id, card]));
    expect(cards.get(member.id)?.organizations).toEqual([{ slug: organization.slug, name: organization.name }]);
    expect(cards.get(other.id)).toBeDefined();
    expect(cards.get(other.id)?.organizations).toBeUndefined();
  });
});

describe("members.json", () => {
  it("gives public fields only, cacheable for five minutes", async () => {
    const organization = await createOrganization();
    const ownerUser = await createUser({ roles: ["business_owner"] });
    const member = await addMember(organization.id, { ownerId: ownerUser.id, name: `Json ${uniqueWord()}` });
    await db.businessProfile.update({
      where: { id: member.id },
      data: { email: "private@example.com", phone: "(512) 555-0199", averageRating: 4.5, totalReviews: 8 },
    });
    await addMember(organization.id, { status: "requested" });
    invalidateCache(organizationMembersTag(organization.slug));

    const get = (slug: string) =>
      getMembersJson(new Request(`http://localhost/organization/${slug}/members.json`), {
        params: Promise.resolve({ tagSlug: slug }),
      });
    const response = await get(organization.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const text = await response.text();
    const body = JSON.parse(text);
    expect(Object.keys(body.organization).sort()).toEqual(["city", "kind", "name", "slug", "url"]);
    expect(body.organization).toMatchObject({ name: organization.name, slug: organization.slug, kind: "chamber" });
    expect(body.members).toHaveLength(1);
    expect(Object.keys(body.members[0]).sort()).toEqual([
      "category",
      "city",
      "name",
      "profileUrl",
      "rating",
      "reviewCount",
      "state",
    ]);
    expect(body.members[0]).toMatchObject({ name: member.businessName, rating: 4.5, reviewCount: 8 });
    expect(body.members[0].profileUrl).toMatch(/\/business\/austin\//);
    for (const secret of ["private@example.com", "555-0199", ownerUser.id, ownerUser.email, member.id]) {
      expect(text).not.toContain(secret);
    }
    expect((await get("no-such-organization")).status).toBe(404);
  });
});

describe("the embed page", () => {
  it("renders the member directory alone, its links opening in a new tab, searchable by GET", async () => {
    const organization = await createOrganization();
    const word = uniqueWord("emb");
    await addMember(organization.id, { name: `${word} <Bakery> & Co` });
    await addMember(organization.id, { name: `${word} Florist` });
    const get = (slug: string, query = "") =>
      getEmbed(new Request(`http://localhost/organization/${slug}/embed${query}`), {
        params: Promise.resolve({ tagSlug: slug }),
      });
    const response = await get(organization.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain(`${organization.name} members`);
    expect(html).toContain(`${word} &lt;Bakery&gt; &amp; Co`);
    expect(html).not.toContain("<script");
    const links = [...html.matchAll(/<a [^>]*href="(http[^"]*)"[^>]*>/g)].map((match) => match[0]);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link).toMatch(/target="_blank" rel="noopener"/);

    const searched = await (await get(organization.slug, "?q=florist")).text();
    expect(searched).toContain(`${word} Florist`);
    expect(searched).not.toContain("Bakery");
    expect((await get("no-such-organization")).status).toBe(404);
  });
});

describe("framing", () => {
  const policyFor = (path: string) =>
    proxy(new NextRequest(`http://localhost${path}`)).headers.get("content-security-policy") ?? "";
  /** The fixed headers next.config gives a path, matched the way Next.js matches them. */
  async function configHeadersFor(path: string) {
    const rules = await nextConfig.headers!();
    return rules
      .filter((rule) => new RegExp(buildCustomRoute("header", rule).regex).test(path))
      .flatMap((rule) => rule.headers.map((header) => header.key.toLowerCase()));
  }

  it("lets other sites frame the embed page and nothing else", async () => {
    expect(policyFor("/organization/austin-chamber/embed")).toContain("frame-ancestors *");
    expect(policyFor("/organization/austin-chamber/embed")).not.toContain("frame-ancestors 'none'");
    expect(await configHeadersFor("/organization/austin-chamber/embed")).not.toContain("x-frame-options");

    for (const path of ["/organization/austin-chamber", "/organization/austin-chamber/manage", "/", "/embed"]) {
      expect(policyFor(path)).toContain("frame-ancestors 'none'");
      expect(await configHeadersFor(path)).toContain("x-frame-options");
    }
    expect(await configHeadersFor("/organization/austin-chamber/embed/more")).toContain("x-frame-options");
    expect(await configHeadersFor("/organization/austin-chamber/embed")).toContain("x-content-type-options");
  });
});
