// Reading the audit log: filters, newest first, keyset pages; and no way to change or remove an entry.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { appRouter } from "@/server/api/root";
import { AUDIT_PAGE_SIZE } from "@/features/audit/schema";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { createUser } from "../helpers/factories";
import { createBusiness } from "../helpers/business-factories";

const server = apiServerForThisFile();
let admin: ApiClient;
let adminEmail: string;

beforeAll(async () => {
  const signedIn = await server.clientAs(["admin"]);
  admin = signedIn.api;
  adminEmail = signedIn.user.email!;
});

/** Entries written directly, one second apart (oldest first), all about one target. */
async function seedEntries(
  count: number,
  fields: { action?: string; targetType?: string; targetId?: string; actorEmail?: string; start?: Date } = {},
) {
  const targetId = fields.targetId ?? `t_${randomUUID().slice(0, 12)}`;
  const start = fields.start ?? new Date("2026-01-10T12:00:00Z");
  for (let index = 0; index < count; index++) {
    await db.auditLog.create({
      data: {
        actorEmail: fields.actorEmail ?? "seeded@test.localhub.example",
        action: fields.action ?? "category.update",
        targetType: fields.targetType ?? "category",
        targetId,
        changes: JSON.stringify({ before: { rank: index }, after: { rank: index + 1 } }),
        createdAt: new Date(start.getTime() + index * 1000),
      },
    });
  }
  return targetId;
}

describe("audit.list", () => {
  it("shows a role change with who did it, the target's email and a link to it, newest first", async () => {
    const person = await createUser({ roles: ["customer"] });
    await admin.users.setRole.mutate({ userId: person.id, role: "admin", granted: true });
    const { entries } = await admin.audit.list.query({ filters: { targetId: person.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: adminEmail,
      action: "user.grantRole",
      targetType: "user",
      targetId: person.id,
      changes: { before: { roles: ["customer"] }, after: { roles: ["admin", "customer"] } },
      target: { label: person.email, href: `/admin/users?search=${encodeURIComponent(person.email!)}` },
    });
  });

  it("names a business by its name and links to its edit page; a deleted target by the name its entry kept", async () => {
    const business = await createBusiness({ name: `Audited Bakery ${randomUUID().slice(0, 6)}` });
    await seedEntries(1, { targetType: "business", targetId: business.id, action: "business.verify" });
    const [entry] = (await admin.audit.list.query({ filters: { targetId: business.id } })).entries;
    expect(entry!.target).toEqual({ label: business.businessName, href: `/admin/business/${business.id}/edit` });

    const created = await admin.catalogue.createCategory.mutate({
      name: `Gone ${randomUUID().slice(0, 6)}`,
      parentId: null,
      icon: null,
    });
    await admin.catalogue.deleteCategory.mutate({ id: created.id });
    const gone = (await admin.audit.list.query({ filters: { targetId: created.id } })).entries;
    expect(gone.map((row) => [row.action, row.target.label])).toEqual([
      ["category.delete", created.name],
      ["category.create", created.name],
    ]);
  });

  it("filters by action, target type, actor email (any case) and date range", async () => {
    const actorEmail = `auditor-${randomUUID().slice(0, 8)}@test.localhub.example`;
    const targetId = await seedEntries(2, {
      actorEmail,
      action: "feature.update",
      targetType: "feature",
      start: new Date("2026-02-01T10:00:00Z"),
    });
    await seedEntries(1, {
      actorEmail,
      action: "tag.update",
      targetType: "tag",
      targetId,
      start: new Date("2026-02-03T10:00:00Z"),
    });

    const list = async (filters: Record<string, string>) =>
      (await admin.audit.list.query({ filters: { actor: actorEmail.toUpperCase(), ...filters } })).entries.map(
        (entry) => entry.action,
      );
    expect(await list({})).toEqual(["tag.update", "feature.update", "feature.update"]);
    expect(await list({ action: "feature.update" })).toEqual(["feature.update", "feature.update"]);
    expect(await list({ target: "tag" })).toEqual(["tag.update"]);
    expect(await list({ from: "2026-02-02" })).toEqual(["tag.update"]);
    expect(await list({ to: "2026-02-01" })).toEqual(["feature.update", "feature.update"]);
    expect(await list({ from: "2026-02-02", to: "2026-02-02" })).toEqual([]);
    expect(
      await admin.audit.list.query({ filters: { actor: "nobody@test.localhub.example", targetId } }),
    ).toMatchObject({ entries: [], nextCursor: null });

    const options = await admin.audit.filterOptions.query();
    expect(options.actions).toEqual(expect.arrayContaining(["feature.update", "tag.update"]));
    expect(options.targetTypes).toEqual(expect.arrayContaining(["feature", "tag"]));
    expect(options.actions).toEqual([...options.actions].sort());
  });

  it("pages newest first with a cursor, without repeating or skipping an entry", async () => {
    const targetId = await seedEntries(AUDIT_PAGE_SIZE + 5);
    const first = await admin.audit.list.query({ filters: { targetId } });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]!.changes.after).toEqual({ rank: AUDIT_PAGE_SIZE + 5 });
    expect(first.nextCursor).not.toBeNull();
    const second = await admin.audit.list.query({ filters: { targetId }, before: first.nextCursor! });
    expect(second.entries.map((entry) => entry.changes.after)).toEqual([5, 4, 3, 2, 1].map((rank) => ({ rank })));
    expect(second.nextCursor).toBeNull();
  });

  it("refuses bad filters with a clear message", async () => {
    expect(await outcome(admin.audit.list.query({ filters: { from: "2026-02-30x" } }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Dates look like 2026-11-22.",
    });
    expect(await outcome(admin.audit.list.query({ filters: { from: "2026-03-02", to: "2026-03-01" } }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "The start date must not be after the end date.",
    });
    expect(await outcome(admin.audit.list.query({ filters: {}, before: "yesterday" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Not a valid page.",
    });
  });
});

describe("entries cannot be changed through the app", () => {
  it("the API has no procedure that updates or deletes audit entries", async () => {
    const procedures = Object.keys(appRouter._def.procedures);
    expect(procedures.filter((name) => name.startsWith("audit."))).toEqual(["audit.list", "audit.filterOptions"]);
    // No procedure anywhere names the audit log as something it writes.
    expect(procedures.filter((name) => /audit/i.test(name) && !name.startsWith("audit."))).toEqual([]);
    const response = await fetch(`${server.url()}/api/trpc/audit.delete`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(404);
  });

  it("entries survive their target and later changes", async () => {
    const created = await admin.catalogue.createCategory.mutate({
      name: `Kept ${randomUUID().slice(0, 6)}`,
      parentId: null,
      icon: null,
    });
    const written = await db.auditLog.findMany({ where: { targetId: created.id } });
    await admin.catalogue.updateCategory.mutate({ id: created.id, name: `${created.name} again` });
    await admin.catalogue.deleteCategory.mutate({ id: created.id });
    const after = await db.auditLog.findMany({ where: { targetId: created.id } });
    expect(after).toHaveLength(3);
    expect(after).toEqual(expect.arrayContaining(written));
  });
});
