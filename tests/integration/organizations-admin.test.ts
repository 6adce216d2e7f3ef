// Organisations' lifecycle through the HTTP API: an owner's request (verified email, the daily
// limit under simultaneous requests, the slug, the pending state the requester cannot manage yet),
// and the site admin's list, create, approve (the requester told once, by bell and email),
// suspend, reinstate and organisation admins, each with its audit entry.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { managedOrganization } from "@/features/organizations/access";
import { ORGANIZATION_ADMIN_MESSAGES } from "@/features/organizations/admin";
import { ORGANIZATION_MESSAGES, ORGANIZATION_REQUESTS_PER_DAY } from "@/features/organizations/types";
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/server/api/trpc";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { ensureEmailTemplates, realEmailsTo } from "../helpers/email";
import { createUser, uniqueEmail } from "../helpers/factories";
import { uniqueWord } from "../helpers/business-factories";
import { auditEntriesFor } from "../helpers/audit";
import { signedIn } from "../helpers/network";

const server = apiServerForThisFile();

let admin: { user: { id: string; email: string | null }; api: ApiClient };
beforeAll(async () => {
  await ensureEmailTemplates();
  admin = await server.clientAs(["admin"], { verified: true });
});

const details = (name = `Chamber ${uniqueWord()}`) => ({
  name,
  kind: "chamber" as const,
  city: "austin",
  description: "Businesses of downtown Austin.",
  websiteUrl: "austinchamber.example",
});

async function owner(options: { verified?: boolean } = {}) {
  const user = await createUser({ roles: ["business_owner"], verified: options.verified ?? true });
  return { user, api: await signedIn(server.url(), user, ["business_owner"]) };
}

async function requested() {
  const requester = await owner();
  const organization = await requester.api.organizationAdmin.request.mutate(details());
  return { requester, organization };
}

describe("who may call the organisation procedures", () => {
  it("lets owners request, and only site admins list and change organisations", async () => {
    const customer = await server.clientAs(["customer"], { verified: true });
    const anonymous = server.client();
    const { requester, organization } = await requested();
    const calls: Record<string, (api: ApiClient) => Promise<unknown>> = {
      list: (api) => api.organizationAdmin.list.query({}),
      create: (api) => api.organizationAdmin.create.mutate(details()),
      approve: (api) => api.organizationAdmin.approve.mutate({ organizationId: organization.id }),
      suspend: (api) => api.organizationAdmin.suspend.mutate({ organizationId: organization.id }),
      reinstate: (api) => api.organizationAdmin.reinstate.mutate({ organizationId: organization.id }),
      assignManager: (api) =>
        api.organizationAdmin.assignManager.mutate({ organizationId: organization.id, email: customer.user.email! }),
      removeManager: (api) =>
        api.organizationAdmin.removeManager.mutate({ organizationId: organization.id, userId: requester.user.id }),
    };
    const codesOf = async (api: ApiClient) => {
      const results: Record<string, string> = {};
      for (const [name, call] of Object.entries(calls)) {
        const result = await outcome(call(api));
        results[name] = result === "ok" ? "ok" : result.code;
      }
      return results;
    };
    const refusedAll = (code: string) => Object.fromEntries(Object.keys(calls).map((name) => [name, code]));
    expect(await codesOf(anonymous)).toEqual(refusedAll("UNAUTHORIZED"));
    expect(await codesOf(customer.api)).toEqual(refusedAll("FORBIDDEN"));
    expect(await codesOf(requester.api)).toEqual(refusedAll("FORBIDDEN"));

    expect(await outcome(anonymous.organizationAdmin.request.mutate(details()))).toMatchObject({
      code: "UNAUTHORIZED",
      message: NOT_SIGNED_IN_MESSAGE,
    });
    expect(await outcome(customer.api.organizationAdmin.request.mutate(details()))).toMatchObject({
      code: "FORBIDDEN",
      message: FORBIDDEN_MESSAGE,
    });
    const row = await db.organization.findUniqueOrThrow({ where: { id: organization.id } });
    expect(row).toMatchObject({ active: false, approvedAt: null, suspendedAt: null });
  });

  it("answers NOT_FOUND for an unknown organisation", async () => {
    for (const result of [
      await outcome(admin.api.organizationAdmin.approve.mutate({ organizationId: "no-such-organization" })),
      await outcome(admin.api.organizationAdmin.suspend.mutate({ organizationId: "no-such-organization" })),
      await outcome(admin.api.organizationAdmin.reinstate.mutate({ organizationId: "no-such-organization" })),
      await outcome(
        admin.api.organizationAdmin.assignManager.mutate({
          organizationId: "no-such-organization",
          email: admin.user.email!,
        }),
      ),
    ]) {
      expect(result).toMatchObject({ code: "NOT_FOUND", message: ORGANIZATION_MESSAGES.notFound });
    }
  });
});

describe("an owner's request", () => {
  it("writes a pending organisation with a slug from its name, the requester as its admin", async () => {
    const requester = await owner();
    const name = `Austin Référral Group ${uniqueWord()}`;
    const created = await requester.api.organizationAdmin.request.mutate({ ...details(name), kind: "referral_group" });
    const row = await db.organization.findUniqueOrThrow({
      where: { id: created.id },
      include: { managers: true },
    });
    expect(row).toMatchObject({
      name,
      slug: created.slug,
      kind: "referral_group",
      city: "Austin",
      citySlug: "austin",
      websiteUrl: "https://austinchamber.example",
      active: false,
      approvedAt: null,
      requestedById: requester.user.id,
    });
    expect(created.slug).toMatch(/^austin-referral-group-/);
    expect(row.managers.map((manager) => manager.userId)).toEqual([requester.user.id]);

    // The same name again: the next free address.
    const again = await (await owner()).api.organizationAdmin.request.mutate({ ...details(name) });
    expect(again.slug).toBe(`${created.slug}-2`);
  });

  it("keeps a pending or suspended organisation's admin screens closed to its own admins", async () => {
    const { requester, organization } = await requested();
    const actor = { id: requester.user.id, roles: ["business_owner"] as const };
    await expect(managedOrganization(db, { ...actor, roles: [...actor.roles] }, organization.slug)).rejects.toThrow(
      ORGANIZATION_MESSAGES.notFound,
    );
    await admin.api.organizationAdmin.approve.mutate({ organizationId: organization.id });
    await expect(
      managedOrganization(db, { ...actor, roles: [...actor.roles] }, organization.slug),
    ).resolves.toMatchObject({ id: organization.id });
    await admin.api.organizationAdmin.suspend.mutate({ organizationId: organization.id });
    await expect(managedOrganization(db, { ...actor, roles: [...actor.roles] }, organization.slug)).rejects.toThrow(
      ORGANIZATION_MESSAGES.notFound,
    );
  });

  it("refuses an owner whose email is not verified, and wrong details field by field", async () => {
    const unverified = await owner({ verified: false });
    expect(await outcome(unverified.api.organizationAdmin.request.mutate(details()))).toMatchObject({
      code: "FORBIDDEN",
      message: ORGANIZATION_MESSAGES.verifyEmail,
    });
    const requester = await owner();
    const wrong = async (input: Record<string, unknown>, field: string) => {
      const result = await outcome(
        requester.api.organizationAdmin.request.mutate({ ...details(), ...input } as ReturnType<typeof details>),
      );
      expect(result).toMatchObject({ code: "BAD_REQUEST" });
      expect(result !== "ok" && Object.keys(result.fieldErrors ?? {})).toEqual([field]);
    };
    await wrong({ name: "  " }, "name");
    await wrong({ name: "x".repeat(121) }, "name");
    await wrong({ kind: "club" }, "kind");
    await wrong({ city: "gotham" }, "city");
    await wrong({ description: "x".repeat(2001) }, "description");
    await wrong({ websiteUrl: "javascript:alert(1)" }, "websiteUrl");
    expect(await db.organization.count({ where: { requestedById: requester.user.id } })).toBe(0);
  });

  it(`admits exactly ${ORGANIZATION_REQUESTS_PER_DAY} of 12 simultaneous requests by one owner`, async () => {
    const requester = await owner();
    const sessions = [requester.api, await signedIn(server.url(), requester.user, ["business_owner"])];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        outcome(sessions[n % 2]!.organizationAdmin.request.mutate(details(`Raced ${uniqueWord()}`))),
      ),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(ORGANIZATION_REQUESTS_PER_DAY);
    for (const result of results.filter((result) => result !== "ok")) {
      expect(result).toMatchObject({ code: "TOO_MANY_REQUESTS", message: ORGANIZATION_MESSAGES.tooManyRequests });
    }
    expect(await db.organization.count({ where: { requestedById: requester.user.id } })).toBe(
      ORGANIZATION_REQUESTS_PER_DAY,
    );
  });
});

describe("the site admin's organisations", () => {
  it("approves a request once, telling the requester once by bell and email, audited", async () => {
    const { requester, organization } = await requested();
    const results = await Promise.all([
      outcome(admin.api.organizationAdmin.approve.mutate({ organizationId: organization.id })),
      outcome(admin.api.organizationAdmin.approve.mutate({ organizationId: organization.id })),
    ]);
    expect(results.filter((result) => result === "ok")).toHaveLength(1);
    expect(results.find((result) => result !== "ok")).toMatchObject({
      code: "BAD_REQUEST",
      message: ORGANIZATION_ADMIN_MESSAGES.notPending,
    });
    const row = await db.organization.findUniqueOrThrow({ where: { id: organization.id } });
    expect(row.active).toBe(true);
    expect(row.approvedAt).not.toBeNull();

    const notifications = await db.notification.findMany({
      where: { userId: requester.user.id, type: "organization_approved" },
    });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ link: `/organization/${organization.slug}/manage` });
    const emails = await realEmailsTo(requester.user.email!, "organization_approved");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`${organization.name} is approved on LocalHub`);
    expect(emails[0]!.bodyText).toContain(`/organization/${organization.slug}/manage`);

    const entries = await auditEntriesFor(organization.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([["organization.approve", admin.user.id]]);
    expect(entries[0]!.changes.before).toMatchObject({ active: false, approvedAt: null });
    expect(entries[0]!.changes.after).toMatchObject({ active: true });
  });

  it("suspends and reinstates: an approved organisation is active again, a request pending again", async () => {
    const { organization } = await requested();
    const organizationId = organization.id;
    const statusOf = async () =>
      db.organization.findUniqueOrThrow({
        where: { id: organizationId },
        select: { active: true, suspendedAt: true, approvedAt: true },
      });

    expect(await outcome(admin.api.organizationAdmin.reinstate.mutate({ organizationId }))).toMatchObject({
      code: "BAD_REQUEST",
      message: ORGANIZATION_ADMIN_MESSAGES.notSuspended,
    });
    await admin.api.organizationAdmin.suspend.mutate({ organizationId });
    expect(await statusOf()).toMatchObject({ active: false, approvedAt: null, suspendedAt: expect.any(Date) });
    expect(await outcome(admin.api.organizationAdmin.suspend.mutate({ organizationId }))).toMatchObject({
      code: "BAD_REQUEST",
      message: ORGANIZATION_ADMIN_MESSAGES.notActive,
    });
    await admin.api.organizationAdmin.reinstate.mutate({ organizationId });
    expect(await statusOf()).toMatchObject({ active: false, approvedAt: null, suspendedAt: null });

    await admin.api.organizationAdmin.approve.mutate({ organizationId });
    await admin.api.organizationAdmin.suspend.mutate({ organizationId });
    expect(await statusOf()).toMatchObject({ active: false, suspendedAt: expect.any(Date) });
    await admin.api.organizationAdmin.reinstate.mutate({ organizationId });
    expect(await statusOf()).toMatchObject({ active: true, suspendedAt: null, approvedAt: expect.any(Date) });

    expect((await auditEntriesFor(organizationId)).map((entry) => entry.action)).toEqual([
      "organization.suspend",
      "organization.reinstate",
      "organization.approve",
      "organization.suspend",
      "organization.reinstate",
    ]);
  });

  it("creates an organisation active and approved, audited with its fields", async () => {
    const name = `Direct ${uniqueWord()}`;
    const created = await admin.api.organizationAdmin.create.mutate({ ...details(name), kind: "association" });
    const row = await db.organization.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ name, kind: "association", active: true, requestedById: null });
    expect(row.approvedAt).not.toBeNull();
    const [entry, ...rest] = await auditEntriesFor(created.id);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({ action: "organization.create", targetType: "organization", actorId: admin.user.id });
    expect(entry!.changes.before).toBeUndefined();
    expect(entry!.changes.after).toMatchObject({ name, slug: created.slug, active: true, kind: "association" });
  });

  it("assigns an organisation admin by email, refuses unknown accounts and duplicates, and removes one", async () => {
    const { organization, requester } = await requested();
    const helper = await createUser({ roles: ["customer"], email: uniqueEmail("helper") });
    const organizationId = organization.id;

    expect(
      await outcome(admin.api.organizationAdmin.assignManager.mutate({ organizationId, email: uniqueEmail("nobody") })),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: ORGANIZATION_ADMIN_MESSAGES.noAccount,
      fieldErrors: { email: [ORGANIZATION_ADMIN_MESSAGES.noAccount] },
    });
    // Emails are matched as stored: lower-cased.
    await admin.api.organizationAdmin.assignManager.mutate({ organizationId, email: helper.email!.toUpperCase() });
    expect(
      await outcome(admin.api.organizationAdmin.assignManager.mutate({ organizationId, email: helper.email! })),
    ).toMatchObject({ code: "CONFLICT", message: ORGANIZATION_ADMIN_MESSAGES.alreadyManager });
    const managers = async () =>
      (await db.organizationManager.findMany({ where: { organizationId } })).map((row) => row.userId).sort();
    expect(await managers()).toEqual([requester.user.id, helper.id].sort());

    await admin.api.organizationAdmin.removeManager.mutate({ organizationId, userId: requester.user.id });
    expect(await managers()).toEqual([helper.id]);
    expect(
      await outcome(admin.api.organizationAdmin.removeManager.mutate({ organizationId, userId: requester.user.id })),
    ).toMatchObject({ code: "NOT_FOUND", message: ORGANIZATION_ADMIN_MESSAGES.managerNotFound });

    const entries = await auditEntriesFor(organizationId);
    expect(entries.map((entry) => entry.action)).toEqual([
      "organization.assign_manager",
      "organization.remove_manager",
    ]);
    expect(entries[0]!.changes.after).toMatchObject({ managers: expect.arrayContaining([helper.email]) });
    expect(entries[1]!.changes.before).toMatchObject({ managers: expect.arrayContaining([requester.user.email]) });
    expect(entries[1]!.changes.after).toEqual({ managers: [helper.email] });
  });

  it("lists organisations by status and name, in pages, with their admins and the pending count", async () => {
    const word = uniqueWord();
    const pending = await (await owner()).api.organizationAdmin.request.mutate(details(`Listed ${word} pending`));
    const active = await admin.api.organizationAdmin.create.mutate(details(`Listed ${word} active`));
    const suspended = await admin.api.organizationAdmin.create.mutate(details(`Listed ${word} suspended`));
    await admin.api.organizationAdmin.suspend.mutate({ organizationId: suspended.id });

    const names = async (input: Parameters<ApiClient["organizationAdmin"]["list"]["query"]>[0]) =>
      (await admin.api.organizationAdmin.list.query(input)).organizations.map((row) => [row.name, row.status]);
    expect(await names({ search: word.toUpperCase() })).toEqual([
      [`Listed ${word} suspended`, "suspended"],
      [`Listed ${word} active`, "active"],
      [`Listed ${word} pending`, "pending"],
    ]);
    expect(await names({ search: word, status: "pending" })).toEqual([[`Listed ${word} pending`, "pending"]]);
    expect(await names({ search: word, status: "active" })).toEqual([[`Listed ${word} active`, "active"]]);
    expect(await names({ search: word, status: "suspended" })).toEqual([[`Listed ${word} suspended`, "suspended"]]);
    expect(await names({ search: "100%_" })).toEqual([]);

    const list = await admin.api.organizationAdmin.list.query({ search: word, status: "pending" });
    expect(list.total).toBe(1);
    expect(list.organizations[0]).toMatchObject({ id: pending.id, kindLabel: "Chamber of commerce", city: "Austin" });
    expect(list.organizations[0]!.managers).toHaveLength(1);
    expect(list.pending).toBe(await db.organization.count({ where: { active: false, suspendedAt: null } }));

    const all = await admin.api.organizationAdmin.list.query({});
    const second = await admin.api.organizationAdmin.list.query({ page: 2 });
    expect(all.organizations.length).toBe(Math.min(all.total, all.pageSize));
    expect(second.organizations.length).toBe(Math.max(0, Math.min(all.total - all.pageSize, all.pageSize)));
    const firstIds = new Set(all.organizations.map((row) => row.id));
    expect(second.organizations.some((row) => firstIds.has(row.id))).toBe(false);
    expect(active.slug).not.toBe(suspended.slug);
  });
});
