import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { signInAs, signInThroughForm, signUpThroughApi, signUpThroughEmail, uniqueEmail } from "./support";

const PASSWORD = "Sturdy-pass-77";

async function signOut(page: Page, displayName: string) {
  await page.getByRole("button", { name: displayName }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
}

async function searchUsers(page: Page, text: string) {
  await page.getByLabel("Search users").fill(text);
  await expect(page).toHaveURL(`/admin/users?search=${encodeURIComponent(text)}`);
}

test.describe("admin users", () => {
  test("an admin finds a new customer and makes them an admin", async ({ page }) => {
    // A whole journey: sign up, sign out, two sign-ins and a role change.
    test.setTimeout(60_000);
    const email = uniqueEmail("promoted");
    const displayName = `Pat Promoted ${randomUUID().slice(0, 6)}`;

    await signUpThroughEmail(page, { email, displayName, password: PASSWORD });
    await expect(page).toHaveURL("/");
    await signOut(page, displayName);

    const admin = await signInAs(page, "admin", { throughForm: true });
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    await searchUsers(page, email);

    const table = page.getByRole("table", { name: "Users" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("rowheader", { name: displayName })).toBeVisible();
    await expect(table.getByRole("cell", { name: email })).toBeVisible();
    const adminSwitch = table.getByRole("switch", { name: `Admin role for ${displayName}` });
    await expect(adminSwitch).not.toBeChecked();
    await expect(table.getByRole("switch", { name: `Customer role for ${displayName}` })).toBeChecked();

    await adminSwitch.click();
    await expect(page.getByRole("status").filter({ hasText: "Roles updated" })).toBeVisible();
    await expect(adminSwitch).toBeChecked();

    // The search lives in the URL: reloading keeps it, and the grant was saved.
    await page.reload();
    await expect(page.getByLabel("Search users")).toHaveValue(email);
    await expect(page.getByRole("switch", { name: `Admin role for ${displayName}` })).toBeChecked();

    await signOut(page, admin.displayName);
    await page.goto("/auth");
    await signInThroughForm(page, email, PASSWORD);
    await expect(page.getByRole("button", { name: displayName })).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  test("an admin cannot remove their own Admin role, and an unmatched search says so", async ({ page }) => {
    const admin = await signInAs(page, "admin");
    await page.goto("/admin/users");
    await searchUsers(page, admin.email);

    const ownAdmin = page.getByRole("switch", { name: `Admin role for ${admin.displayName}` });
    await expect(ownAdmin).toBeChecked();
    await expect(ownAdmin).toBeDisabled();
    await expect(ownAdmin).toHaveAccessibleDescription("You cannot remove your own admin role.");
    // The admin's other roles can still be changed.
    await expect(page.getByRole("switch", { name: `Customer role for ${admin.displayName}` })).toBeEnabled();

    await searchUsers(page, `nobody-${randomUUID().slice(0, 8)}`);
    await expect(page.getByText("No users match your search.")).toBeVisible();
  });

  test("search and page live in the URL, so Back returns to the previous page", async ({ page }) => {
    // 26 sign-ups, each hashing a password: on a busy machine they alone took most of 30 s.
    test.setTimeout(60_000);
    // One page more than fits: 26 people sharing a tag only they have (the page size is 25), each
    // signing up from their own address (sign-ups are limited per address), side by side.
    const tag = `pager${randomUUID().slice(0, 8)}`;
    const members = await Promise.all(
      Array.from({ length: 26 }, (_, index) =>
        signUpThroughApi({
          email: `${tag}-${index}@e2e.localhub.example`,
          password: PASSWORD,
          displayName: `Paged ${tag} ${index}`,
        }),
      ),
    );
    await Promise.all(members.map((member) => member.dispose()));

    await signInAs(page, "admin");
    await page.goto("/admin/users");
    await searchUsers(page, tag);
    const table = page.getByRole("table", { name: "Users" });
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(26);
    await expect(page.getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(`/admin/users?search=${tag}&page=2`);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");

    await page.goBack();
    await expect(page).toHaveURL(`/admin/users?search=${tag}`);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(page.getByLabel("Search users")).toHaveValue(tag);
  });
});
