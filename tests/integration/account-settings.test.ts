// /account through the real tRPC handler: name, email and password changes, the data export,
// and deleting an account (anonymised reviews, ownerless businesses, the last-admin rule).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { authenticate } from "@/features/auth/accounts";
import {
  CONFIRMATION_MISMATCH_MESSAGE,
  LAST_ADMIN_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from "@/features/account/schema";
import type { Role } from "@/lib/roles";
import { apiClient, outcome, apiServerForThisFile } from "../helpers/http";
import { createUser, sessionCookie, TEST_PASSWORD, uniqueEmail } from "../helpers/factories";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { ensureEmailTemplates, realEmail } from "../helpers/email";

const server = apiServerForThisFile();
beforeAll(ensureEmailTemplates);

async function signedIn(roles: Role[] = ["customer"]) {
  const user = await createUser({ roles });
  return { user, api: apiClient(server.url(), await sessionCookie(user, roles)) };
}

describe("account settings", () => {
  it("changes the display name, and refuses an empty one", async () => {
    const { api } = await signedIn();
    expect(await api.account.updateDisplayName.mutate({ displayName: "  Renamed Person " })).toEqual({
      displayName: "Renamed Person",
    });
    expect((await api.auth.me.query()).displayName).toBe("Renamed Person");
    expect(await outcome(api.account.updateDisplayName.mutate({ displayName: " " }))).toMatchObject({
      fieldErrors: { displayName: ["Please enter a display name"] },
    });
  });

  it("changes the email once the new address is verified, and tells the old one", async () => {
    const { user, api } = await signedIn();
    const other = await createUser();
    const next = uniqueEmail("moved");
    expect(
      await outcome(api.account.changeEmail.mutate({ email: next, currentPassword: "Wrong-pass-99" })),
    ).toMatchObject({
      fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] },
    });
    // An address another account has gets the usual answer and no link (its owner is told instead).
    expect(await api.account.changeEmail.mutate({ email: other.email!, currentPassword: TEST_PASSWORD })).toEqual({
      ok: true,
    });
    expect(await db.emailMessage.count({ where: { toAddress: other.email!, templateKey: "verify_email" } })).toBe(0);
    await api.account.changeEmail.mutate({ email: next.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect((await api.account.settings.query()).email).toBe(user.email);
    const told = await db.emailMessage.findMany({ where: { toAddress: user.email!, templateKey: "email_changed" } });
    expect(told.map((email) => email.bodyText).join("\n")).toContain(next);
    const link = realEmail(
      await db.emailMessage.findFirstOrThrow({ where: { toAddress: next, templateKey: "verify_email" } }),
    );
    const token = /token=([\w-]+)/.exec(link.bodyText)![1]!;
    await api.auth.verifyEmail.mutate({ token });
    expect(await api.account.settings.query()).toMatchObject({ email: next, emailVerifiedAt: expect.any(Date) });
  });

  it("changes the password with the current one and signs out the other sessions", async () => {
    const { user, api } = await signedIn();
    const elsewhere = apiClient(server.url(), await sessionCookie(user));
    expect(
      await outcome(
        api.account.changePassword.mutate({ currentPassword: "Wrong-pass-99", newPassword: "Fresh-pass-55" }),
      ),
    ).toMatchObject({
      fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] },
    });
    expect(
      await outcome(api.account.changePassword.mutate({ currentPassword: TEST_PASSWORD, newPassword: "password1" })),
    ).toMatchObject({ code: "BAD_REQUEST" });
    await api.account.changePassword.mutate({ currentPassword: TEST_PASSWORD, newPassword: "Fresh-pass-55" });
    expect(await outcome(api.auth.me.query())).toBe("ok");
    expect(await outcome(elsewhere.auth.me.query())).toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      authenticate(db, { identifier: user.email!, password: "Fresh-pass-55" }, "203.0.113.62"),
    ).resolves.toMatchObject({ id: user.id });
  });

  it("exports the account, favourites, lists, reviews and waitlist entries", async () => {
    const { user, api } = await signedIn();
    // Waitlist entries are matched by email, so they come only with a verified address.
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    const business = await createBusiness({ name: `Export ${uniqueWord()}` });
    await db.userFavorite.create({ data: { userId: user.id, businessId: business.id } });
    await db.userList.create({
      data: { userId: user.id, name: "Mine", items: { create: { businessId: business.id, notes: "Try it" } } },
    });
    await db.review.create({
      data: { userId: user.id, businessId: business.id, reviewerName: user.displayName, rating: 5, comment: "Lovely" },
    });
    await db.waitlistEntry.create({
      data: { email: user.email!, businessName: "Side Shop", ownerName: "Me", location: "Austin" },
    });
    const data = await api.account.exportData.query();
    expect(data.account).toMatchObject({ id: user.id, email: user.email, roles: ["customer"] });
    expect(data.account).not.toHaveProperty("passwordHash");
    expect(data.favourites.map((f) => f.business.businessName)).toEqual([business.businessName]);
    expect(data.lists[0]).toMatchObject({ name: "Mine", items: [{ notes: "Try it" }] });
    expect(data.reviews[0]).toMatchObject({ rating: 5, comment: "Lovely" });
    expect(data.waitlistEntries.map((e) => e.businessName)).toEqual(["Side Shop"]);
  });
});

describe("deleting an account", () => {
  it("asks for the email, then removes the account and keeps its reviews as 'Former member'", async () => {
    const { user, api } = await signedIn(["business_owner"]);
    const owned = await createBusiness({ name: `Owned ${uniqueWord()}` });
    await db.businessProfile.update({ where: { id: owned.id }, data: { ownerId: user.id } });
    const review = await db.review.create({
      data: { userId: user.id, businessId: owned.id, reviewerName: user.displayName, rating: 4 },
    });
    await db.userList.create({ data: { userId: user.id, name: "Gone soon" } });

    expect(await outcome(api.account.deleteAccount.mutate({ confirmation: "someone@else.example" }))).toMatchObject({
      fieldErrors: { confirmation: [CONFIRMATION_MISMATCH_MESSAGE] },
    });
    await api.account.deleteAccount.mutate({ confirmation: ` ${user.email!.toUpperCase()} ` });
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await db.userList.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({
      userId: null,
      reviewerName: "Former member",
    });
    expect(await db.businessProfile.findUniqueOrThrow({ where: { id: owned.id } })).toMatchObject({ ownerId: null });
    expect(await outcome(api.auth.me.query())).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses to delete the last admin", async () => {
    const { user, api } = await signedIn(["admin"]);
    // Files run one after another, so this test may briefly be the only admin in the database.
    const others = await db.userRole.findMany({ where: { role: "admin", userId: { not: user.id } } });
    await db.userRole.deleteMany({ where: { role: "admin", userId: { not: user.id } } });
    try {
      expect(await outcome(api.account.deleteAccount.mutate({ confirmation: user.email! }))).toMatchObject({
        code: "FORBIDDEN",
        message: LAST_ADMIN_MESSAGE,
      });
      expect(await db.user.count({ where: { id: user.id } })).toBe(1);
      // Two admins deleting themselves at the same moment: exactly one may go.
      const second = await signedIn(["admin"]);
      const results = await Promise.all([
        outcome(api.account.deleteAccount.mutate({ confirmation: user.email! })),
        outcome(second.api.account.deleteAccount.mutate({ confirmation: second.user.email! })),
      ]);
      expect(results.filter((result) => result === "ok")).toHaveLength(1);
      expect(results.filter((result) => result !== "ok")).toMatchObject([
        { code: "FORBIDDEN", message: LAST_ADMIN_MESSAGE },
      ]);
      expect(await db.userRole.count({ where: { role: "admin" } })).toBe(1);
    } finally {
      await db.userRole.createMany({ data: others });
    }
  });
});
