// Organisation membership through the HTTP API: asking to join and the admins' answer, invitations
// to businesses and to email addresses (limits, duplicates, verified senders), members leaving and
// being removed, the admin's screen and CSV, and member-only offers that never reach a non-member.
// Each procedure is called as the six callers of the authorization matrix: nobody signed in, a
// member's owner, the organisation's admin, another organisation's admin, an owner who is not a
// member, and a site admin.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import {
  INVITATIONS_PER_DAY,
  MEMBERSHIP_MESSAGES,
  ORGANIZATION_MESSAGES,
  organizationPath,
} from "@/features/organizations/types";
import { NOT_SIGNED_IN_MESSAGE } from "@/server/api/trpc";
import { SITE_URL } from "@/platform/site-url";
import { apiServerForThisFile, apiClient, outcome, type ApiClient } from "../helpers/http";
import { ensureEmailTemplates, realEmailsTo } from "../helpers/email";
import { createUser, uniqueEmail } from "../helpers/factories";
import { networkBusiness, networkOwner, signedIn } from "../helpers/network";
import { addMember, createMemberOffer, createOrganization } from "../helpers/organization-membership";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureEmailTemplates();
});

const signedOut = { code: "UNAUTHORIZED", message: NOT_SIGNED_IN_MESSAGE };
const notFound = (message: string) => ({ code: "NOT_FOUND", message });
const forbidden = (message: string) => ({ code: "FORBIDDEN", message });
const conflict = (message: string) => ({ code: "CONFLICT", message });

const CALLERS = ["anonymous", "member", "orgAdmin", "otherOrgAdmin", "nonMember", "siteAdmin"] as const;
type Caller = (typeof CALLERS)[number];
type Outcome = "ok" | { code: string; message: string };

/** An organisation with an active member, its admin (a customer account), and the six callers. */
async function organizationWithCallers() {
  const base = server.url();
  const orgAdmin = await createUser({ roles: ["customer"], verified: true });
  const otherOrgAdmin = await createUser({ roles: ["customer"], verified: true });
  const siteAdmin = await createUser({ roles: ["admin"], verified: true });
  const organization = await createOrganization({ managerIds: [orgAdmin.id] });
  await createOrganization({ managerIds: [otherOrgAdmin.id] });
  const member = await networkOwner(base);
  const membership = await addMember(organization.id, member.business.id);
  const nonMember = await networkOwner(base);
  return {
    organization,
    member,
    membership,
    nonMember,
    orgAdmin,
    clients: {
      anonymous: apiClient(base),
      member: member.api,
      orgAdmin: await signedIn(base, orgAdmin, ["customer"]),
      otherOrgAdmin: await signedIn(base, otherOrgAdmin, ["customer"]),
      nonMember: nonMember.api,
      siteAdmin: await signedIn(base, siteAdmin, ["admin"]),
    } satisfies Record<Caller, ApiClient>,
  };
}

/** Calls as each caller, those in `last` at the end (the ones expected to change something). */
async function callAsEach(
  clients: Record<Caller, ApiClient>,
  call: (api: ApiClient, caller: Caller) => Promise<unknown>,
  last: Caller[] = [],
): Promise<Record<Caller, Outcome>> {
  const order = [...CALLERS.filter((caller) => !last.includes(caller)), ...last];
  const results = {} as Record<Caller, Outcome>;
  for (const caller of order) {
    const result = await outcome(call(clients[caller], caller));
    results[caller] = result === "ok" ? "ok" : { code: result.code, message: result.message };
  }
  return results;
}

const membershipOf = (organizationId: string, businessId: string) =>
  db.organizationMember.findUnique({ where: { organizationId_businessId: { organizationId, businessId } } });

describe("asking to join", () => {
  it("lets an owner ask for a listed business of theirs, once, and refuses everyone else", async () => {
    const { organization, nonMember, member, orgAdmin, clients } = await organizationWithCallers();
    const ask = { slug: organization.slug, businessId: nonMember.business.id };
    expect(await callAsEach(clients, (api) => api.organizations.askToJoin.mutate(ask), ["nonMember"])).toEqual({
      anonymous: signedOut,
      member: notFound(BUSINESS_NOT_FOUND),
      orgAdmin: { code: "FORBIDDEN", message: expect.any(String) },
      otherOrgAdmin: { code: "FORBIDDEN", message: expect.any(String) },
      siteAdmin: notFound(BUSINESS_NOT_FOUND),
      nonMember: "ok",
    });
    expect(await membershipOf(organization.id, nonMember.business.id)).toMatchObject({
      status: "requested",
      joinedAt: null,
    });
    // The organisation's admin is told in their bell, with the way to the admin's screen.
    const notices = await db.notification.findMany({
      where: { userId: orgAdmin.id, type: "organization_join_request" },
    });
    expect(notices).toEqual([
      expect.objectContaining({
        title: `${nonMember.business.businessName} asked to join ${organization.name}`,
        link: `/organization/${organization.slug}/manage`,
      }),
    ]);
    // Asking again, or asking for a business that is already a member, says where it stands.
    expect(await outcome(nonMember.api.organizations.askToJoin.mutate(ask))).toMatchObject(
      conflict(ORGANIZATION_MESSAGES.alreadyRequested(organization.name)),
    );
    expect(
      await outcome(
        member.api.organizations.askToJoin.mutate({ slug: organization.slug, businessId: member.business.id }),
      ),
    ).toMatchObject(conflict(ORGANIZATION_MESSAGES.alreadyMember(organization.name)));
  });

  it("needs a verified email, a listed business and an active organisation; races leave one row", async () => {
    const base = server.url();
    const organization = await createOrganization();
    const unverified = await networkOwner(base, { verified: false });
    expect(
      await outcome(
        unverified.api.organizations.askToJoin.mutate({ slug: organization.slug, businessId: unverified.business.id }),
      ),
    ).toMatchObject(forbidden(MEMBERSHIP_MESSAGES.verifyToJoin));

    const owner = await networkOwner(base);
    const hidden = await networkBusiness(owner.user.id, { awaitingApproval: true });
    expect(
      await outcome(owner.api.organizations.askToJoin.mutate({ slug: organization.slug, businessId: hidden.id })),
    ).toMatchObject(forbidden(MEMBERSHIP_MESSAGES.notListed));

    const suspended = await createOrganization({ active: false });
    expect(
      await outcome(owner.api.organizations.askToJoin.mutate({ slug: suspended.slug, businessId: owner.business.id })),
    ).toMatchObject(notFound(ORGANIZATION_MESSAGES.notFound));

    const ask = { slug: organization.slug, businessId: owner.business.id };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => outcome(owner.api.organizations.askToJoin.mutate(ask))),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(1);
    expect(results.filter((result) => result !== "ok")).toEqual(
      Array(4).fill(expect.objectContaining(conflict(ORGANIZATION_MESSAGES.alreadyRequested(organization.name)))),
    );
    expect(await db.organizationMember.count({ where: { organizationId: organization.id } })).toBe(1);
  });
});

describe("answering a request", () => {
  it("lets only the organisation's admins (and site admins) approve; the owner is told", async () => {
    const { organization, nonMember, clients } = await organizationWithCallers();
    const approved: string[] = [];
    // Each caller meets a request of its own (a new business of the non-member's owner).
    const results = await callAsEach(clients, async (api) => {
      const business = await networkBusiness(nonMember.user.id);
      const request = await addMember(organization.id, business.id, "requested");
      await api.organizations.answerRequest.mutate({ membershipId: request.id, approve: true });
      approved.push(request.id);
    });
    expect(results).toEqual({
      anonymous: signedOut,
      member: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      orgAdmin: "ok",
      otherOrgAdmin: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      nonMember: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      siteAdmin: "ok",
    });
    expect(approved).toHaveLength(2);
    const rows = await db.organizationMember.findMany({ where: { id: { in: approved } } });
    expect(rows.map((row) => row.status)).toEqual(["active", "active"]);
    expect(rows.every((row) => row.joinedAt instanceof Date)).toBe(true);
    expect(
      await db.notification.count({ where: { userId: nonMember.user.id, type: "organization_membership_approved" } }),
    ).toBe(2);
    const emails = await realEmailsTo(nonMember.user.email!, "organization_membership_approved");
    expect(emails).toHaveLength(2);
    expect(emails[0]!.subject).toMatch(new RegExp(`is now a member of ${organization.name}$`));
    // An approved request is no longer one.
    expect(
      await outcome(clients.orgAdmin.organizations.answerRequest.mutate({ membershipId: approved[0]!, approve: true })),
    ).toMatchObject(notFound(MEMBERSHIP_MESSAGES.requestNotFound));
  });

  it("deletes a declined request, so the business may ask again", async () => {
    const { organization, nonMember, clients } = await organizationWithCallers();
    const request = await addMember(organization.id, nonMember.business.id, "requested");
    expect(
      await outcome(clients.orgAdmin.organizations.answerRequest.mutate({ membershipId: request.id, approve: false })),
    ).toBe("ok");
    expect(await membershipOf(organization.id, nonMember.business.id)).toBeNull();
    expect(
      await outcome(
        nonMember.api.organizations.askToJoin.mutate({ slug: organization.slug, businessId: nonMember.business.id }),
      ),
    ).toBe("ok");
  });
});

describe("inviting a business", () => {
  it("lets the organisation's admins invite; the owner is told by bell and email and answers", async () => {
    const { organization, nonMember, member, clients } = await organizationWithCallers();
    const invite = { slug: organization.slug, businessId: nonMember.business.id };
    // Each caller invites a business of its own choosing (a new one of another owner), then the
    // organisation's admin invites the non-member's business.
    const results = await callAsEach(clients, async (api) => {
      const other = await networkOwner(server.url());
      await api.organizations.invite.mutate({ slug: organization.slug, businessId: other.business.id });
    });
    expect(results).toEqual({
      anonymous: signedOut,
      member: notFound(ORGANIZATION_MESSAGES.notFound),
      orgAdmin: "ok",
      otherOrgAdmin: notFound(ORGANIZATION_MESSAGES.notFound),
      nonMember: notFound(ORGANIZATION_MESSAGES.notFound),
      siteAdmin: "ok",
    });
    expect(await outcome(clients.orgAdmin.organizations.invite.mutate(invite))).toBe("ok");
    expect(await outcome(clients.siteAdmin.organizations.invite.mutate(invite))).toMatchObject(
      conflict(ORGANIZATION_MESSAGES.businessAlreadyInvited),
    );
    expect(
      await outcome(
        clients.orgAdmin.organizations.invite.mutate({ slug: organization.slug, businessId: member.business.id }),
      ),
    ).toMatchObject(conflict(ORGANIZATION_MESSAGES.businessAlreadyMember));
    const invitation = await membershipOf(organization.id, nonMember.business.id);
    expect(invitation?.status).toBe("invited");
    expect(
      await db.notification.count({ where: { userId: nonMember.user.id, type: "organization_invitation_business" } }),
    ).toBe(1);
    const [email] = await realEmailsTo(nonMember.user.email!, "organization_invitation_business");
    expect(email?.bodyText).toContain(`${SITE_URL}/dashboard/network/organizations?business=${nonMember.business.id}`);

    // The business asking now hears it was invited; only its owner answers.
    expect(await outcome(nonMember.api.organizations.askToJoin.mutate(invite))).toMatchObject(
      conflict(ORGANIZATION_MESSAGES.alreadyInvited(organization.name)),
    );
    const accept = { membershipId: invitation!.id, accept: true };
    expect(
      await callAsEach(clients, (api) => api.organizations.answerInvitation.mutate(accept), ["nonMember"]),
    ).toEqual({
      anonymous: signedOut,
      member: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      orgAdmin: { code: "FORBIDDEN", message: expect.any(String) },
      otherOrgAdmin: { code: "FORBIDDEN", message: expect.any(String) },
      siteAdmin: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      nonMember: "ok",
    });
    expect(await membershipOf(organization.id, nonMember.business.id)).toMatchObject({ status: "active" });
  });

  it("deletes a declined invitation; an unverified admin cannot send, nor an admin of a suspended organisation", async () => {
    const base = server.url();
    const admin = await createUser({ verified: false });
    const organization = await createOrganization({ managerIds: [admin.id] });
    const api = await signedIn(base, admin, ["customer"]);
    const owner = await networkOwner(base);
    const invite = { slug: organization.slug, businessId: owner.business.id };
    expect(await outcome(api.organizations.invite.mutate(invite))).toMatchObject(
      forbidden(MEMBERSHIP_MESSAGES.verifyToInvite),
    );
    expect(
      await outcome(api.organizations.inviteEmail.mutate({ slug: organization.slug, email: uniqueEmail("x") })),
    ).toMatchObject(forbidden(MEMBERSHIP_MESSAGES.verifyToInvite));
    await db.user.update({ where: { id: admin.id }, data: { emailVerifiedAt: new Date() } });
    expect(await outcome(api.organizations.invite.mutate(invite))).toBe("ok");
    const invitation = (await membershipOf(organization.id, owner.business.id))!;
    expect(
      await outcome(owner.api.organizations.answerInvitation.mutate({ membershipId: invitation.id, accept: false })),
    ).toBe("ok");
    expect(await membershipOf(organization.id, owner.business.id)).toBeNull();

    // A suspended organisation is in the site admins' hands only.
    await db.organization.update({ where: { id: organization.id }, data: { active: false } });
    expect(await outcome(api.organizations.invite.mutate(invite))).toMatchObject(
      notFound(ORGANIZATION_MESSAGES.notFound),
    );
    const request = await addMember(organization.id, (await networkOwner(base)).business.id, "requested");
    expect(
      await outcome(api.organizations.answerRequest.mutate({ membershipId: request.id, approve: true })),
    ).toMatchObject(notFound(ORGANIZATION_MESSAGES.membershipNotFound));
  });
});

describe("finding a business to invite", () => {
  it("finds listed businesses with an owner by name, saying where each stands, for the organisation's admins only", async () => {
    const { organization, member, clients } = await organizationWithCallers();
    const word = member.business.businessName.split(" ")[1]!;
    const unlisted = await networkBusiness(member.user.id, { name: `Hidden ${word}`, awaitingApproval: true });
    const unowned = await networkBusiness(null, { name: `Nobody ${word}` });
    const input = { slug: organization.slug, search: word.toUpperCase() };
    expect(await callAsEach(clients, (api) => api.organizations.inviteCandidates.query(input))).toEqual({
      anonymous: signedOut,
      member: notFound(ORGANIZATION_MESSAGES.notFound),
      orgAdmin: "ok",
      otherOrgAdmin: notFound(ORGANIZATION_MESSAGES.notFound),
      nonMember: notFound(ORGANIZATION_MESSAGES.notFound),
      siteAdmin: "ok",
    });
    const found = await clients.orgAdmin.organizations.inviteCandidates.query(input);
    expect(found).toEqual([
      {
        id: member.business.id,
        businessName: member.business.businessName,
        city: expect.any(String),
        status: "active",
      },
    ]);
    expect(found.map((business) => business.id)).not.toContain(unlisted.id);
    expect(found.map((business) => business.id)).not.toContain(unowned.id);
  });
});

describe("inviting an email address", () => {
  it("emails an address without an account the organisation's page; refuses accounts and duplicates", async () => {
    const { organization, nonMember, clients } = await organizationWithCallers();
    const results = await callAsEach(clients, (api) =>
      api.organizations.inviteEmail.mutate({ slug: organization.slug, email: uniqueEmail("matrix") }),
    );
    expect(results).toEqual({
      anonymous: signedOut,
      member: notFound(ORGANIZATION_MESSAGES.notFound),
      orgAdmin: "ok",
      otherOrgAdmin: notFound(ORGANIZATION_MESSAGES.notFound),
      nonMember: notFound(ORGANIZATION_MESSAGES.notFound),
      siteAdmin: "ok",
    });
    await db.organizationInvitation.deleteMany({ where: { organizationId: organization.id } });
    const email = uniqueEmail("Invitee").toUpperCase();
    const input = { slug: organization.slug, email };
    expect(await outcome(clients.orgAdmin.organizations.inviteEmail.mutate(input))).toBe("ok");
    expect(await outcome(clients.orgAdmin.organizations.inviteEmail.mutate(input))).toMatchObject(
      conflict(ORGANIZATION_MESSAGES.emailAlreadyInvited),
    );
    const rows = await db.organizationInvitation.findMany({ where: { organizationId: organization.id } });
    expect(rows.map((row) => row.email)).toEqual([email.toLowerCase()]);
    const emails = await realEmailsTo(email.toLowerCase(), "organization_invitation_email");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.bodyText).toContain(`${SITE_URL}${organizationPath(organization.slug)}`);

    expect(
      await outcome(
        clients.orgAdmin.organizations.inviteEmail.mutate({ slug: organization.slug, email: nonMember.user.email! }),
      ),
    ).toMatchObject(conflict(MEMBERSHIP_MESSAGES.emailHasAccount));
    expect(await realEmailsTo(nonMember.user.email!, "organization_invitation_email")).toHaveLength(0);
  });

  it(`sends at most ${INVITATIONS_PER_DAY} invitations a day per organisation, even at once`, async () => {
    const admin = await createUser({ verified: true });
    const organization = await createOrganization({ managerIds: [admin.id] });
    const api = await signedIn(server.url(), admin, ["customer"]);
    const results = await Promise.all(
      Array.from({ length: INVITATIONS_PER_DAY + 5 }, () =>
        outcome(api.organizations.inviteEmail.mutate({ slug: organization.slug, email: uniqueEmail("bulk") })),
      ),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(INVITATIONS_PER_DAY);
    expect(results.filter((result) => result !== "ok")).toEqual(
      Array(5).fill(
        expect.objectContaining({ code: "TOO_MANY_REQUESTS", message: ORGANIZATION_MESSAGES.tooManyInvitations }),
      ),
    );
    expect(await db.organizationInvitation.count({ where: { organizationId: organization.id } })).toBe(
      INVITATIONS_PER_DAY,
    );
  });
});

describe("leaving, removing, showing the value", () => {
  it("lets only the member's owner leave or show its value, and only the organisation's admins remove", async () => {
    const { organization, member, membership, nonMember, clients } = await organizationWithCallers();
    const show = { membershipId: membership.id, show: true };
    expect(await callAsEach(clients, (api) => api.organizations.setShowValue.mutate(show), ["member"])).toEqual({
      anonymous: signedOut,
      orgAdmin: { code: "FORBIDDEN", message: expect.any(String) },
      otherOrgAdmin: { code: "FORBIDDEN", message: expect.any(String) },
      nonMember: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      siteAdmin: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      member: "ok",
    });
    expect(await membershipOf(organization.id, member.business.id)).toMatchObject({ showValue: true });

    const leave = { membershipId: membership.id };
    expect(await callAsEach(clients, (api) => api.organizations.leave.mutate(leave), ["member"])).toMatchObject({
      anonymous: signedOut,
      nonMember: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      siteAdmin: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      member: "ok",
    });
    expect(await membershipOf(organization.id, member.business.id)).toBeNull();

    const removed: string[] = [];
    const results = await callAsEach(clients, async (api) => {
      const business = await networkBusiness(nonMember.user.id);
      const row = await addMember(organization.id, business.id);
      await api.organizations.removeMember.mutate({ membershipId: row.id });
      removed.push(row.id);
    });
    expect(results).toEqual({
      anonymous: signedOut,
      member: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      orgAdmin: "ok",
      otherOrgAdmin: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      nonMember: notFound(ORGANIZATION_MESSAGES.membershipNotFound),
      siteAdmin: "ok",
    });
    expect(await db.organizationMember.count({ where: { id: { in: removed } } })).toBe(0);
    expect(await db.organizationMember.count({ where: { organizationId: organization.id } })).toBe(
      CALLERS.length - removed.length,
    );
  });

  it("lists an owner's memberships, invitations and requests under each business", async () => {
    const base = server.url();
    const owner = await networkOwner(base);
    const [a, b, c] = [await createOrganization(), await createOrganization(), await createOrganization()];
    await addMember(a.id, owner.business.id, "active");
    await addMember(b.id, owner.business.id, "invited");
    await addMember(c.id, owner.business.id, "requested");
    const { businesses, emailVerified } = await owner.api.organizations.myMemberships.query();
    expect(emailVerified).toBe(true);
    expect(businesses).toHaveLength(1);
    expect(
      businesses[0]!.memberships.map((m) => [m.organization.slug, m.status]).sort((x, y) => x[0]!.localeCompare(y[0]!)),
    ).toEqual(
      [
        [a.slug, "active"],
        [b.slug, "invited"],
        [c.slug, "requested"],
      ].sort((x, y) => x[0]!.localeCompare(y[0]!)),
    );
  });
});

describe("the admin's screen", () => {
  it("shows members, requests, invitations and numbers to the organisation's admins only", async () => {
    const { organization, member, nonMember, clients } = await organizationWithCallers();
    await addMember(organization.id, nonMember.business.id, "requested");
    const invited = await networkOwner(server.url());
    await addMember(organization.id, invited.business.id, "invited");
    await db.organizationInvitation.create({
      data: { organizationId: organization.id, email: uniqueEmail("pending") },
    });
    await createMemberOffer(organization.id, member.business.id);
    await createMemberOffer(organization.id, member.business.id, new Date(Date.now() - 60_000));

    const input = { slug: organization.slug };
    expect(await callAsEach(clients, (api) => api.organizations.manage.query(input))).toEqual({
      anonymous: signedOut,
      member: notFound(ORGANIZATION_MESSAGES.notFound),
      orgAdmin: "ok",
      otherOrgAdmin: notFound(ORGANIZATION_MESSAGES.notFound),
      nonMember: notFound(ORGANIZATION_MESSAGES.notFound),
      siteAdmin: "ok",
    });
    const screen = await clients.orgAdmin.organizations.manage.query(input);
    expect(screen.members.map((m) => m.business.businessName)).toEqual([member.business.businessName]);
    expect(screen.requests.map((m) => m.business.businessName)).toEqual([nonMember.business.businessName]);
    expect(screen.invitations.businesses.map((m) => m.business.businessName)).toEqual([invited.business.businessName]);
    expect(screen.invitations.emails).toHaveLength(1);
    expect(screen.numbers).toEqual({ members: 1, requests: 1, invitations: 2, memberOffers: 1 });
  });

  it("exports the members as CSV with every cell quoted and formulas neutralised", async () => {
    const { organization, clients } = await organizationWithCallers();
    const owner = await networkOwner(server.url(), { name: '=HYPERLINK("x") "Quoted"' });
    await addMember(organization.id, owner.business.id);
    const input = { slug: organization.slug };
    expect(await callAsEach(clients, (api) => api.organizations.exportMembers.query(input))).toMatchObject({
      anonymous: signedOut,
      member: notFound(ORGANIZATION_MESSAGES.notFound),
      otherOrgAdmin: notFound(ORGANIZATION_MESSAGES.notFound),
      nonMember: notFound(ORGANIZATION_MESSAGES.notFound),
      orgAdmin: "ok",
      siteAdmin: "ok",
    });
    const csv = await clients.orgAdmin.organizations.exportMembers.query(input);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Business","Category","City","Joined","Profile"');
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"'=HYPERLINK(""x"") ""Quoted"""`);
  });

  it("saves the settings for the organisation's admins only", async () => {
    const { organization, clients } = await organizationWithCallers();
    const input = {
      slug: organization.slug,
      description: "Austin's businesses, together.",
      websiteUrl: "chamber.example.org",
      leaderboardPublic: true,
    };
    expect(await callAsEach(clients, (api) => api.organizations.updateSettings.mutate(input))).toMatchObject({
      anonymous: signedOut,
      member: notFound(ORGANIZATION_MESSAGES.notFound),
      otherOrgAdmin: notFound(ORGANIZATION_MESSAGES.notFound),
      nonMember: notFound(ORGANIZATION_MESSAGES.notFound),
      orgAdmin: "ok",
      siteAdmin: "ok",
    });
    expect(await db.organization.findUniqueOrThrow({ where: { id: organization.id } })).toMatchObject({
      description: "Austin's businesses, together.",
      websiteUrl: "https://chamber.example.org",
      leaderboardPublic: true,
    });
    expect(
      await outcome(
        clients.orgAdmin.organizations.updateSettings.mutate({ ...input, websiteUrl: "javascript:alert(1)" }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("member-only offers", () => {
  it("are read by members' owners and the organisation's admins only, never by anyone else", async () => {
    const { organization, member, membership, nonMember, clients } = await organizationWithCallers();
    await createMemberOffer(organization.id, member.business.id);
    await createMemberOffer(organization.id, member.business.id, new Date(Date.now() - 60_000));
    const input = { slug: organization.slug };
    const results = await callAsEach(clients, (api) => api.organizations.memberOffers.query(input));
    expect(results).toEqual({
      anonymous: signedOut,
      member: "ok",
      orgAdmin: "ok",
      otherOrgAdmin: forbidden(ORGANIZATION_MESSAGES.notMember),
      nonMember: forbidden(ORGANIZATION_MESSAGES.notMember),
      siteAdmin: "ok",
    });
    // Only live offers; a pending request or an invitation is not membership.
    expect((await member.api.organizations.memberOffers.query(input)).offers).toHaveLength(1);
    await addMember(organization.id, nonMember.business.id, "requested");
    expect(await outcome(nonMember.api.organizations.memberOffers.query(input))).toMatchObject(
      forbidden(ORGANIZATION_MESSAGES.notMember),
    );
    // A member who leaves stops seeing them.
    await member.api.organizations.leave.mutate({ membershipId: membership.id });
    expect(await outcome(member.api.organizations.memberOffers.query(input))).toMatchObject(
      forbidden(ORGANIZATION_MESSAGES.notMember),
    );
  });

  it("are posted by an active member's owner and deleted by it or the organisation's admins", async () => {
    const { organization, member, nonMember, clients } = await organizationWithCallers();
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    const post = (businessId: string) => ({
      slug: organization.slug,
      businessId,
      title: "Free coffee for members",
      details: "Every Friday morning.",
      validUntil: tomorrow,
    });
    expect(
      await callAsEach(clients, (api, caller) =>
        api.organizations.postOffer.mutate(post(caller === "nonMember" ? nonMember.business.id : member.business.id)),
      ),
    ).toEqual({
      anonymous: signedOut,
      member: "ok",
      orgAdmin: { code: "FORBIDDEN", message: expect.any(String) },
      otherOrgAdmin: { code: "FORBIDDEN", message: expect.any(String) },
      nonMember: forbidden(MEMBERSHIP_MESSAGES.notActiveMember),
      siteAdmin: notFound(BUSINESS_NOT_FOUND),
    });
    expect(
      await outcome(
        member.api.organizations.postOffer.mutate({ ...post(member.business.id), validUntil: "2020-01-01" }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: "The end date must be today or later." });
    expect(
      await outcome(member.api.organizations.postOffer.mutate({ ...post(member.business.id), title: "x".repeat(121) })),
    ).toMatchObject({ code: "BAD_REQUEST" });
    const [offer] = await db.memberOffer.findMany({ where: { organizationId: organization.id } });
    expect(offer).toMatchObject({ title: "Free coffee for members", businessId: member.business.id });
    expect(offer!.validUntil!.toISOString()).toBe(`${tomorrow}T23:59:59.999Z`);

    await db.memberOffer.deleteMany({ where: { organizationId: organization.id } });
    // Each caller meets an offer of its own.
    const results = await callAsEach(clients, async (api) => {
      const { id } = await createMemberOffer(organization.id, member.business.id);
      await api.organizations.deleteOffer.mutate({ offerId: id });
    });
    expect(results).toEqual({
      anonymous: signedOut,
      member: "ok",
      orgAdmin: "ok",
      otherOrgAdmin: notFound(ORGANIZATION_MESSAGES.offerNotFound),
      nonMember: notFound(ORGANIZATION_MESSAGES.offerNotFound),
      siteAdmin: "ok",
    });
    expect(await db.memberOffer.count({ where: { organizationId: organization.id } })).toBe(3);
    await db.memberOffer.deleteMany({ where: { organizationId: organization.id } });
    expect(await db.memberOffer.count({ where: { organizationId: organization.id } })).toBe(0);
  });
});
