import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAs, signUpThroughApi, uniqueEmail, type DemoRole } from "./support";

test.describe("admin overview and audit log", () => {
  test("an admin sees the counts and the chart, changes a role and finds the change on /admin and /admin/audit", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail("audited");
    const displayName = `Audra Audited ${randomUUID().slice(0, 6)}`;
    await (await signUpThroughApi({ email, displayName })).dispose();

    const admin = await signInAs(page, "admin");
    await page.goto("/admin");
    const glance = page.getByRole("region", { name: "At a glance" });
    await expect(glance.getByRole("link", { name: /pending verification/ })).toHaveAttribute(
      "href",
      "/admin/businesses?status=pending",
    );
    await expect(glance.getByRole("link", { name: /inactive/ })).toHaveAttribute("href", "/admin/businesses?active=no");
    await expect(glance.getByRole("link", { name: /new users in the last 7 days/ })).toHaveAttribute(
      "href",
      "/admin/users",
    );
    // The seed's 240 businesses are all active; the number is a link's text.
    await expect(glance.getByRole("link", { name: /^[\d,]+ active$/ })).toBeVisible();
    const chart = page.getByRole("img", { name: "Sign-ups and waitlist entries per day, last 30 days" });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/sign-ups? in 30 days/);
    await expect(
      page.getByRole("table", { name: "Sign-ups and waitlist entries per day" }).getByRole("row"),
    ).toHaveCount(31);
    // The section tiles are still there.
    await expect(
      page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /Audit log/ }),
    ).toBeVisible();

    await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
    await page.getByRole("switch", { name: `Business owner role for ${displayName}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Roles updated" })).toBeVisible();

    await page.goto("/admin");
    const latest = page.getByRole("table", { name: "Latest admin changes, newest first" });
    const row = latest.getByRole("row").filter({ has: page.getByRole("link", { name: email }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("user grant role");
    await expect(row).toContainText(admin.email);
    // Read aloud as "from customer to business_owner, customer"; the arrow is for the eyes.
    const roles = row.getByRole("definition");
    await expect(roles.getByRole("deletion")).toHaveText("customer");
    await expect(roles.getByRole("insertion")).toHaveText("business_owner, customer");
    await expect(roles).toContainText("from customer");

    await page.getByRole("link", { name: "See the full audit log" }).click();
    await expect(page).toHaveURL("/admin/audit");
    const filters = page.getByRole("form", { name: "Filter the audit log" });
    await filters.getByLabel("Action").selectOption("user.grantRole");
    await filters.getByLabel("Admin's email").fill(admin.email);
    await filters.getByRole("button", { name: "Apply filters" }).click();
    // A plain GET form: the filters are the address.
    await expect(page).toHaveURL(/\/admin\/audit\?action=user\.grantRole&.*actor=admin%40localhub\.example/);
    const log = page.getByRole("table", { name: "Audit log entries, newest first" });
    await expect(log.getByRole("link", { name: email })).toBeVisible();
    await expect(log.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `/admin/users?search=${encodeURIComponent(email)}`,
    );

    // Another filter that excludes the change: the entry is gone, and the filter stays in the form.
    await page.getByRole("form", { name: "Filter the audit log" }).getByLabel("From (UTC)").fill("2099-01-01");
    await page
      .getByRole("form", { name: "Filter the audit log" })
      .getByRole("button", { name: "Apply filters" })
      .click();
    await expect(page.getByText("No audit entries match these filters.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Filter the audit log" }).getByLabel("Action")).toHaveValue(
      "user.grantRole",
    );
  });

  for (const role of ["customer", "business_owner"] as DemoRole[]) {
    test(`a ${role} is sent away from /admin and /admin/audit`, async ({ page }) => {
      await signInAs(page, role);
      for (const path of ["/admin", "/admin/audit", "/admin/audit?action=user.grantRole"]) {
        await page.goto(path);
        await expect(page, `${role} is sent home from ${path}`).toHaveURL("/");
      }
    });
  }
});
