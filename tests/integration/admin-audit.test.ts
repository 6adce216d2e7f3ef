// Every existing admin mutation writes its audit entry, with the changed fields before and after,
// in the change's own transaction: a change that fails leaves no entry.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { createUser, uniqueEmail } from "../helpers/factories";
import { auditEntriesFor } from "../helpers/audit";
import { featureInput, tagInput } from "../helpers/catalogue";
import {
  createChallenge,
  createCategory,
  createCategoryPair,
  createWaitlistEntry,
  ensureCities,
  randomZip,
} from "../helpers/waitlist";

const server = apiServerForThisFile();
let admin: ApiClient;
let adminEmail: string;
let adminId: string;

beforeAll(async () => {
  await ensureCities();
  const signedIn = await server.clientAs(["admin"]);
  admin = signedIn.api;
  adminEmail = signedIn.user.email!;
  adminId = signedIn.user.id;
});

describe("roles", () => {
  it("records a grant and a revoke with the roles before and after, and who did it", async () => {
    const person = await createUser({ roles: ["customer"] });
    await admin.users.setRole.mutate({ userId: person.id, role: "business_owner", granted: true });
    await admin.users.setRole.mutate({ userId: person.id, role: "customer", granted: false });

    const entries = await auditEntriesFor(person.id);
    expect(entries.map((entry) => [entry.action, entry.targetType, entry.actorId, entry.actorEmail])).toEqual([
      ["user.grantRole", "user", adminId, adminEmail],
      ["user.revokeRole", "user", adminId, adminEmail],
    ]);
    expect(entries[0]!.changes).toEqual({
      before: { roles: ["customer"] },
      after: { roles: ["business_owner", "customer"] },
    });
    expect(entries[1]!.changes).toEqual({
      before: { roles: ["business_owner", "customer"] },
      after: { roles: ["business_owner"] },
    });
  });

  it("writes nothing for a refused change: removing one's own admin role, or an unknown person", async () => {
    expect(await outcome(admin.users.setRole.mutate({ userId: adminId, role: "admin", granted: false }))).toMatchObject(
      { code: "BAD_REQUEST" },
    );
    const unknown = `missing-${randomUUID()}`;
    expect(
      await outcome(admin.users.setRole.mutate({ userId: unknown, role: "customer", granted: true })),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(await auditEntriesFor(adminId)).toEqual([]);
    expect(await auditEntriesFor(unknown)).toEqual([]);
  });
});

describe("catalogue and settings", () => {
  it("records a category's create, update and delete with its id and the changed fields", async () => {
    const name = `Audited ${randomUUID().slice(0, 8)}`;
    const created = await admin.catalogue.createCategory.mutate({ name, parentId: null, icon: null });
    await admin.catalogue.updateCategory.mutate({ id: created.id, name: `${name} renamed`, active: false });
    await admin.catalogue.deleteCategory.mutate({ id: created.id });

    const entries = await auditEntriesFor(created.id);
    expect(entries.map((entry) => entry.action)).toEqual(["category.create", "category.update", "category.delete"]);
    expect(entries[0]!.changes).toEqual({
      after: { name, slug: created.slug, icon: null, parentId: null, active: true },
    });
    expect(entries[1]!.changes).toEqual({
      before: { name, active: true },
      after: { name: `${name} renamed`, active: false },
    });
    expect(entries[2]!.changes).toEqual({
      before: { name: `${name} renamed`, slug: created.slug, icon: null, parentId: null, active: false },
    });
    // The entries outlive their target.
    expect(await db.businessCategory.count({ where: { id: created.id } })).toBe(0);
  });

  it("a category create that fails inside its transaction leaves neither the category nor an entry", async () => {
    const { child } = await createCategoryPair();
    const before = await db.auditLog.count({ where: { action: "category.create" } });
    const name = `Nested ${randomUUID().slice(0, 8)}`;
    expect(
      await outcome(admin.catalogue.createCategory.mutate({ name, parentId: child.id, icon: null })),
    ).toMatchObject({ code: "BAD_REQUEST" });
    expect(await db.businessCategory.count({ where: { name } })).toBe(0);
    expect(await db.auditLog.count({ where: { action: "category.create" } })).toBe(before);
  });

  it("records tags, feature cards (and their order) and templates", async () => {
    const tag = await admin.catalogue.createTag.mutate(tagInput());
    const renamed = tagInput();
    await admin.catalogue.updateTag.mutate({ id: tag.id, ...renamed });
    const tagEntries = await auditEntriesFor(tag.id);
    expect(tagEntries.map((entry) => entry.action)).toEqual(["tag.create", "tag.update"]);
    // Renaming keeps the slug (and so the directory's links): only the name changed.
    expect(tagEntries[1]!.changes).toEqual({ before: { name: tag.name }, after: { name: renamed.name } });

    const feature = await admin.catalogue.createFeature.mutate(featureInput());
    await admin.catalogue.updateFeature.mutate({
      id: feature.id,
      ...featureInput(),
      title: "Renamed card",
      isFeatured: true,
    });
    expect((await auditEntriesFor(feature.id)).at(-1)!.changes).toEqual({
      before: { title: feature.title, isFeatured: false },
      after: { title: "Renamed card", isFeatured: true },
    });
    const ids = (await db.platformFeature.findMany({ orderBy: { displayOrder: "desc" }, select: { id: true } })).map(
      (row) => row.id,
    );
    await admin.catalogue.reorderFeatures.mutate({ ids });
    const reorder = await db.auditLog.findFirstOrThrow({
      where: { action: "feature.reorder" },
      orderBy: { createdAt: "desc" },
    });
    expect(JSON.parse(reorder.changes)).toEqual({ after: { order: ids } });

    const subcategory = await createCategory();
    await admin.catalogue.saveTemplate.mutate({
      categoryId: subcategory.id,
      description: "Fresh bread daily",
      tagIds: [tag.id],
      services: [],
    });
    const [template] = await auditEntriesFor(subcategory.id);
    expect(template).toMatchObject({ action: "template.save", targetType: "template" });
    expect(template!.changes).toEqual({
      after: { subcategory: subcategory.name, description: "Fresh bread daily", services: [], tags: [renamed.name] },
    });
  });

  it("a duplicate tag name is refused with no entry", async () => {
    const input = tagInput();
    await admin.catalogue.createTag.mutate(input);
    const before = await db.auditLog.count({ where: { action: "tag.create" } });
    expect(await outcome(admin.catalogue.createTag.mutate({ ...input, name: input.name.toUpperCase() }))).toMatchObject(
      { code: "CONFLICT" },
    );
    expect(await db.auditLog.count({ where: { action: "tag.create" } })).toBe(before);
  });

  it("records site settings: one key, and a save keeps only the keys it changed", async () => {
    const phone = `(512) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    await admin.siteSettings.upsert.mutate({ key: "contact_phone", value: phone });
    const [upsert] = await auditEntriesFor("contact_phone").then((entries) => entries.slice(-1));
    expect(upsert).toMatchObject({ action: "siteSettings.upsert", targetType: "siteSettings" });
    expect(upsert!.changes.after).toEqual({ contact_phone: phone });

    const title = `LocalHub ${randomUUID().slice(0, 6)}`;
    const previousTitle = (await db.siteSetting.findUnique({ where: { key: "site_title" } }))?.value ?? null;
    await admin.siteSettings.save.mutate({ site_title: title, contact_phone: phone });
    const save = await db.auditLog.findFirstOrThrow({
      where: { action: "siteSettings.save" },
      orderBy: { createdAt: "desc" },
    });
    const changes = JSON.parse(save.changes) as { before: object; after: object };
    expect(changes.after).toEqual({ site_title: title });
    expect(changes.before).toEqual({ site_title: previousTitle });
  });
});

describe("the waitlist's admin side and email templates", () => {
  it("records challenge moderation; a text already taken is refused and leaves the challenge and the log as they were", async () => {
    const challenge = await createChallenge({ isApproved: false });
    await admin.waitlistAdmin.moderateChallenge.mutate({ action: "approve", id: challenge.id });
    const taken = await createChallenge();
    expect(
      await outcome(
        admin.waitlistAdmin.moderateChallenge.mutate({
          action: "update",
          id: challenge.id,
          updates: { challengeText: taken.challengeText },
        }),
      ),
    ).toMatchObject({
      code: "CONFLICT",
    });
    await admin.waitlistAdmin.moderateChallenge.mutate({ action: "reject", id: challenge.id });

    const entries = await auditEntriesFor(challenge.id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["challenge.approve", { before: { isApproved: false }, after: { isApproved: true } }],
      ["challenge.reject", { before: { isActive: true }, after: { isActive: false } }],
    ]);
    expect((await db.waitlistChallenge.findUniqueOrThrow({ where: { id: challenge.id } })).challengeText).toBe(
      challenge.challengeText,
    );
  });

  it("records a conversion as the new business, naming the entry it came from", async () => {
    const [entry, category] = await Promise.all([createWaitlistEntry(), createCategory()]);
    const { businessId } = await admin.waitlistAdmin.convert.mutate({
      entryId: entry.id,
      businessName: entry.businessName,
      categoryId: category.id,
      citySlug: "austin",
    });
    const [converted] = await auditEntriesFor(businessId);
    expect(converted).toMatchObject({ action: "waitlistEntry.convert", targetType: "business" });
    expect(converted!.changes).toEqual({
      after: {
        businessName: entry.businessName,
        category: category.name,
        city: "Austin",
        ownerId: null,
        active: false,
        verificationStatus: "pending",
        waitlistEntryId: entry.id,
      },
    });
    // A second conversion is refused: no second business, no second entry.
    expect(
      await outcome(
        admin.waitlistAdmin.convert.mutate({
          entryId: entry.id,
          businessName: entry.businessName,
          categoryId: category.id,
          citySlug: "austin",
        }),
      ),
    ).toMatchObject({
      code: "CONFLICT",
    });
    expect(
      await db.auditLog.count({ where: { action: "waitlistEntry.convert", changes: { contains: entry.id } } }),
    ).toBe(1);
  });

  it("records an area launch, and the launch's emails are still queued after it", async () => {
    const zip = randomZip();
    const entry = await createWaitlistEntry({ zipCode: zip, citySlug: null });
    const result = await admin.waitlistAdmin.launchArea.mutate({ area: zip });
    expect(result.notified).toBe(1);
    const launch = await db.areaLaunch.findUniqueOrThrow({ where: { zipCode: zip } });
    const [entryRow] = await auditEntriesFor(launch.id);
    expect(entryRow).toMatchObject({
      action: "areaLaunch.launch",
      targetType: "areaLaunch",
      changes: { after: { area: zip } },
    });
    expect(await db.emailMessage.count({ where: { toAddress: entry.email, templateKey: "area_launch" } })).toBe(1);
  });

  it("records an email template's edit with the old and new subject", async () => {
    const template = await db.emailTemplate.create({
      data: { key: uniqueEmail("tpl"), name: "Audited", subject: "Hi", bodyText: "Hello {{name}}", variables: "name" },
    });
    await admin.emailTemplates.update.mutate({
      id: template.id,
      subject: "Hi {{name}}",
      bodyText: "Hello {{name}}",
      bodyHtml: "",
    });
    expect(
      await outcome(
        admin.emailTemplates.update.mutate({ id: template.id, subject: "Hi {{nobody}}", bodyText: "x", bodyHtml: "" }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST" });
    const entries = await auditEntriesFor(template.id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["emailTemplate.update", { before: { subject: "Hi" }, after: { subject: "Hi {{name}}" } }],
    ]);
  });
});
