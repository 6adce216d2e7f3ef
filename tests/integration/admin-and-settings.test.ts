import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_SETTING_DEFAULTS } from "@/features/site-settings/schema";
import { CANNOT_REVOKE_OWN_ADMIN_MESSAGE } from "@/features/users/schema";
import { apiClient, outcome, startApiServer, type ApiClient } from "../helpers/http";
import { createNotification, createUser, sessionCookie } from "../helpers/factories";

let server: Awaited<ReturnType<typeof startApiServer>>;
let admin: { id: string; displayName: string };
let adminApi: ApiClient;
beforeAll(async () => {
  server = await startApiServer();
  admin = await createUser({ roles: ["admin"] });
  adminApi = apiClient(server.url, await sessionCookie(admin, ["admin"]));
});
afterAll(() => server.close());

describe("site settings", () => {
  it("fall back to the defaults and take an admin's value", async () => {
    const before = await apiClient(server.url).siteSettings.get.query();
    expect(before.platform_stats_revenue_generated).toBe(SITE_SETTING_DEFAULTS.platform_stats_revenue_generated);
    await adminApi.siteSettings.upsert.mutate({ key: "site_title", value: "  LocalHub Austin  " });
    await adminApi.siteSettings.upsert.mutate({ key: "site_title", value: "LocalHub Texas" });
    const after = await apiClient(server.url).siteSettings.get.query();
    expect(after.site_title).toBe("LocalHub Texas");
    const stored = await adminApi.siteSettings.list.query();
    expect(stored.filter((row) => row.key === "site_title")).toHaveLength(1);
  });

  it("reject unknown keys and oversized values", async () => {
    expect(await outcome(adminApi.siteSettings.upsert.mutate({ key: "evil" as never, value: "x" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(
      await outcome(adminApi.siteSettings.upsert.mutate({ key: "site_title", value: "x".repeat(2001) })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "Setting values are limited to 2000 characters",
    });
  });
});

describe("user roles", () => {
  it("an admin can make another user an admin, who then passes admin checks", async () => {
    const customer = await createUser({ roles: ["customer"] });
    const customerApi = apiClient(server.url, await sessionCookie(customer, ["customer"]));
    expect(await outcome(customerApi.users.list.query({}))).toMatchObject({ code: "FORBIDDEN" });
    const roles = await adminApi.users.setRole.mutate({ userId: customer.id, role: "admin", granted: true });
    expect(roles.sort()).toEqual(["admin", "customer"]);
    expect(await outcome(customerApi.users.list.query({}))).toBe("ok");
    await adminApi.users.setRole.mutate({ userId: customer.id, role: "admin", granted: false });
    expect(await outcome(customerApi.users.list.query({}))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("an admin cannot remove their own admin role, and unknown users are reported", async () => {
    expect(
      await outcome(adminApi.users.setRole.mutate({ userId: admin.id, role: "admin", granted: false })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: CANNOT_REVOKE_OWN_ADMIN_MESSAGE,
    });
    expect(
      await outcome(adminApi.users.setRole.mutate({ userId: "missing", role: "admin", granted: true })),
    ).toMatchObject({ code: "NOT_FOUND" });
  });

  it("finds users by name or email, case-insensitively, a page at a time", async () => {
    const user = await createUser({ displayName: "Zebulon Quartz" });
    const result = await adminApi.users.list.query({ search: "zebulon QUARTZ" });
    expect(result.users.map((u) => u.id)).toContain(user.id);
    const byEmail = await adminApi.users.list.query({ search: user.email!.toUpperCase() });
    expect(byEmail.users.map((u) => u.id)).toEqual([user.id]);
  });
});

describe("notifications", () => {
  it("count only the caller's unread notifications", async () => {
    const owner = await createUser({ roles: ["business_owner"] });
    const other = await createUser({ roles: ["business_owner"] });
    await createNotification(owner.id);
    await createNotification(owner.id, true);
    await createNotification(other.id);
    const ownerApi = apiClient(server.url, await sessionCookie(owner, ["business_owner"]));
    expect(await ownerApi.notifications.unreadCount.query()).toBe(1);
    expect(await ownerApi.notifications.list.query()).toHaveLength(2);
    expect(await ownerApi.notifications.markAllRead.mutate()).toEqual({ marked: 1 });
    expect(await ownerApi.notifications.unreadCount.query()).toBe(0);
  });
});
