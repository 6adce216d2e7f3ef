// The admin edit screen's procedures: owner set and removed, member since, the user search, and the
// audit entry each admin change writes in its own transaction (an owner's own saves write none).
import { describe, expect, it } from "vitest";
import { db, dbProvider } from "@/platform/db";
import { explain } from "../helpers/explain";
import { emailPrefixStatement } from "@/features/users/search";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createUser } from "../helpers/factories";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { newBusinessInput } from "../helpers/business-editor";

const server = apiServerForThisFile();

const entriesFor = (targetId: string) =>
  db.auditLog.findMany({
    where: { targetId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { action: true, actorId: true, actorEmail: true, targetType: true, changes: true },
  });
const changesOf = (entry: { changes: string }) =>
  JSON.parse(entry.changes) as { before?: Record<string, unknown>; after?: Record<string, unknown> };
const rolesOf = async (userId: string) =>
  (await db.userRole.findMany({ where: { userId }, select: { role: true } })).map((row) => row.role).sort();

/** Makes the database refuse audit entries about one target, so the change's own write must roll back with it. */
async function refuseAuditEntriesFor(targetId: string) {
  if (dbProvider === "postgresql") {
    await db.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END; $$ LANGUAGE plpgsql`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_audit_${targetId} BEFORE INSERT ON "AuditLog" FOR EACH ROW WHEN (NEW."targetId" = '${targetId}') EXECUTE FUNCTION refuse_audit()`,
    );
  } else {
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_audit_${targetId} BEFORE INSERT ON "AuditLog" WHEN NEW."targetId" = '${targetId}' BEGIN SELECT RAISE(ABORT, 'audit refused'); END`,
    );
  }
}

describe("businessOwnership.setOwner", () => {
  it("sets an owner: the user becomes a business owner, sees it on their dashboard, is told, and the change is audited", async () => {
    const business = await createBusiness({ name: `Owned ${uniqueWord()}` });
    const { user: admin, api: adminApi } = await server.clientAs(["admin"]);
    const { user: customer, api: customerApi } = await server.clientAs(["customer"]);

    expect(await adminApi.businessOwnership.setOwner.mutate({ id: business.id, ownerId: customer.id })).toEqual({
      id: business.id,
      ownerId: customer.id,
      roleGranted: true,
    });
    expect(await rolesOf(customer.id)).toEqual(["business_owner", "customer"]);
    expect((await customerApi.businesses.dashboard.query()).map((row) => row.id)).toEqual([business.id]);
    expect(
      await db.notification.findFirst({
        where: { userId: customer.id },
        select: { type: true, title: true, link: true },
      }),
    ).toEqual({
      type: "business_owner_assigned",
      title: `You now manage ${business.businessName}`,
      link: `/dashboard?business=${business.id}`,
    });
    expect(
      await db.emailMessage.count({ where: { toAddress: customer.email!, templateKey: "business_owner_assigned" } }),
    ).toBe(1);

    const [entry] = await entriesFor(business.id);
    expect(entry).toMatchObject({
      action: "business.setOwner",
      targetType: "business",
      actorId: admin.id,
      actorEmail: admin.email,
    });
    expect(changesOf(entry!)).toEqual({
      before: { ownerId: null, ownerEmail: null, roleGranted: null },
      after: { ownerId: customer.id, ownerEmail: customer.email, roleGranted: "business_owner" },
    });
    expect((await adminApi.businessOwnership.facts.query({ id: business.id })).owner).toEqual({
      id: customer.id,
      email: customer.email,
      displayName: customer.displayName,
    });
  });

  it("replaces and removes an owner, telling the former one; an owner keeps the role they had", async () => {
    const business = await createBusiness({ name: `Passed on ${uniqueWord()}` });
    const { api: adminApi } = await server.clientAs(["admin"]);
    const first = await createUser({ roles: ["business_owner"] });
    const second = await createUser({ roles: ["business_owner"] });

    expect(await adminApi.businessOwnership.setOwner.mutate({ id: business.id, ownerId: first.id })).toMatchObject({
      roleGranted: false,
    });
    await adminApi.businessOwnership.setOwner.mutate({ id: business.id, ownerId: second.id });
    expect(
      await db.notification.findMany({
        where: { userId: first.id },
        orderBy: { createdAt: "asc" },
        select: { type: true },
      }),
    ).toEqual([{ type: "business_owner_assigned" }, { type: "business_owner_removed" }]);
    await adminApi.businessOwnership.setOwner.mutate({ id: business.id, ownerId: null });
    expect(
      await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { ownerId: true } }),
    ).toEqual({ ownerId: null });
    expect(await db.notification.count({ where: { userId: second.id, type: "business_owner_removed" } })).toBe(1);
    expect(await rolesOf(first.id)).toEqual(["business_owner"]);

    const entries = await entriesFor(business.id);
    expect(entries.map((entry) => changesOf(entry).after)).toEqual([
      { ownerId: first.id, ownerEmail: first.email },
      { ownerId: second.id, ownerEmail: second.email },
      { ownerId: null, ownerEmail: null },
    ]);
  });

  it("refuses unknown businesses and users and bad input with clear messages, writing nothing", async () => {
    const business = await createBusiness({ name: `Refused ${uniqueWord()}` });
    const { api: adminApi } = await server.clientAs(["admin"]);
    expect(
      await outcome(adminApi.businessOwnership.setOwner.mutate({ id: business.id, ownerId: "no-such-user" })),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: "That account no longer exists. Search for the owner again.",
      fieldErrors: { ownerId: ["That account no longer exists. Search for the owner again."] },
    });
    expect(
      await outcome(adminApi.businessOwnership.setOwner.mutate({ id: "no-such-business", ownerId: null })),
    ).toMatchObject({ code: "NOT_FOUND", message: "Business not found." });
    expect(await outcome(adminApi.businessOwnership.setOwner.mutate({ id: business.id } as never))).toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await entriesFor(business.id)).toEqual([]);
    expect(await db.auditLog.count({ where: { targetId: "no-such-business" } })).toBe(0);
  });

  it("writes the change and its audit entry in one transaction: a refused entry undoes the change", async () => {
    const business = await createBusiness({ name: `Unrecorded ${uniqueWord()}` });
    const { api: adminApi } = await server.clientAs(["admin"]);
    const customer = await createUser({ roles: ["customer"] });
    await refuseAuditEntriesFor(business.id);

    expect(
      await outcome(adminApi.businessOwnership.setOwner.mutate({ id: business.id, ownerId: customer.id })),
    ).toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      message: "Something went wrong. Please try again.",
    });
    expect(
      await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { ownerId: true } }),
    ).toEqual({ ownerId: null });
    expect(await rolesOf(customer.id)).toEqual(["customer"]);
    expect(await db.notification.count({ where: { userId: customer.id } })).toBe(0);
    expect(await db.emailMessage.count({ where: { toAddress: customer.email! } })).toBe(0);
    expect(
      await outcome(adminApi.businessOwnership.setMemberSince.mutate({ id: business.id, date: "2020-05-06" })),
    ).toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
    expect(
      (
        await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { memberSince: true } })
      ).memberSince.toISOString(),
    ).toBe("2024-01-01T00:00:00.000Z");
  });
});

describe("businessOwnership.setMemberSince", () => {
  it("saves the day, shown as its year on the card, and audits it", async () => {
    const business = await createBusiness({ name: `Since ${uniqueWord()}` });
    const { api: adminApi } = await server.clientAs(["admin"]);
    expect(await adminApi.businessOwnership.setMemberSince.mutate({ id: business.id, date: "2019-03-04" })).toEqual({
      id: business.id,
      memberSince: "2019-03-04",
    });
    expect(
      (
        await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { memberSince: true } })
      ).memberSince.toISOString(),
    ).toBe("2019-03-04T00:00:00.000Z");
    expect((await adminApi.businessOwnership.facts.query({ id: business.id })).memberSince).toBe("2019-03-04");
    const [entry] = await entriesFor(business.id);
    expect(entry?.action).toBe("business.setMemberSince");
    expect(changesOf(entry!)).toEqual({ before: { memberSince: "2024-01-01" }, after: { memberSince: "2019-03-04" } });
  });

  it("refuses dates that are not days, in the future or before 1900", async () => {
    const business = await createBusiness({ name: `Bad date ${uniqueWord()}` });
    const { api: adminApi } = await server.clientAs(["admin"]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases = [
      ["04/03/2019", "Enter the date as YYYY-MM-DD."],
      ["2019-02-30", "Enter the date as YYYY-MM-DD."],
      [tomorrow, "Member since cannot be in the future."],
      ["1899-12-31", "Member since must be in 1900 or later."],
    ] as const;
    for (const [date, message] of cases) {
      expect(
        await outcome(adminApi.businessOwnership.setMemberSince.mutate({ id: business.id, date })),
        date,
      ).toMatchObject({ code: "BAD_REQUEST", message, fieldErrors: { date: [message] } });
    }
    expect(await outcome(adminApi.businessOwnership.facts.query({ id: "no-such-business" }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Business not found.",
    });
    expect(await entriesFor(business.id)).toEqual([]);
  });
});

describe("users.searchByEmail", () => {
  it("finds accounts whose email starts with the text, in email order, at most 10, wildcards taken literally", async () => {
    const word = uniqueWord("find");
    const users = [];
    for (let i = 0; i < 12; i++)
      users.push(
        await createUser({ email: `${word}-${String(i).padStart(2, "0")}@example.com`, displayName: `Finder ${i}` }),
      );
    await createUser({ email: `x${word}@example.com` });
    const { api: adminApi } = await server.clientAs(["admin"]);

    const found = await adminApi.users.searchByEmail.query({ query: `  ${word.toUpperCase()}-0` });
    expect(found.map((user) => user.email)).toEqual(users.slice(0, 10).map((user) => user.email));
    expect(found[0]).toEqual({
      id: users[0]!.id,
      email: users[0]!.email,
      displayName: "Finder 0",
      emailVerified: false,
    });
    expect((await adminApi.users.searchByEmail.query({ query: `${word}-11@` })).map((user) => user.id)).toEqual([
      users[11]!.id,
    ]);
    expect(await adminApi.users.searchByEmail.query({ query: `${word}%` })).toEqual([]);
    expect(await adminApi.users.searchByEmail.query({ query: `${word.slice(0, -1)}_` })).toEqual([]);
    expect(await outcome(adminApi.users.searchByEmail.query({ query: "   " }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Type the start of an email address.",
    });
  });

  it("reads the matches from an email index in order, without scanning or sorting users", async () => {
    const plan = await explain(emailPrefixStatement("someone@"), { noBitmapScans: true });
    if (dbProvider === "postgresql") {
      expect(plan).toContain("User_email_prefix_idx");
      expect(plan).not.toMatch(/Seq Scan|Sort/);
    } else {
      expect(plan).toMatch(/SEARCH User USING (COVERING )?INDEX User_email_key \(email>\? AND email<\?\)/);
      expect(plan).not.toContain("TEMP B-TREE");
    }
  });
});

describe("admin saves through the owner's editor", () => {
  it("records an admin's section saves with the section's changed fields; the owner's own saves write no entry", async () => {
    const { user: owner, api: ownerApi } = await server.clientAs(["business_owner"], { verified: true });
    const input = await newBusinessInput();
    const created = await ownerApi.businesses.create.mutate(input);
    await ownerApi.businesses.updateContact.mutate({ id: created.id, data: { phone: "(512) 555-0199" } });
    expect(await entriesFor(created.id)).toEqual([]);

    const { user: admin, api: adminApi } = await server.clientAs(["admin"]);
    const renamed = `Renamed ${uniqueWord()}`;
    await adminApi.businesses.updateBasics.mutate({ id: created.id, data: { ...input.basics, businessName: renamed } });
    await adminApi.businesses.saveHours.mutate({
      id: created.id,
      data: [{ dayOfWeek: 1, open: "09:00", close: "17:00" }],
    });
    const refused = await outcome(
      adminApi.businesses.updateBasics.mutate({
        id: created.id,
        data: { ...input.basics, categoryId: "no-such-category" },
      }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST" });

    const entries = await entriesFor(created.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["business.editBasics", admin.id],
      ["business.editHours", admin.id],
    ]);
    expect(changesOf(entries[0]!).after).toMatchObject({ businessName: renamed });
    expect(Object.keys(changesOf(entries[0]!).after!).sort()).toEqual(["businessName", "slug"]);
    expect(changesOf(entries[1]!)).toEqual({ before: { hours: [] }, after: { hours: ["1 09:00-17:00"] } });
    expect(owner.id).not.toBe(admin.id);
  });
});
