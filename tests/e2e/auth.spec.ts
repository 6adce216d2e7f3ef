import { expect, test } from "@playwright/test";
import { demoAccount, signInAs, signInThroughForm, uniqueEmail, actAsNewVisitor } from "./support";

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test.describe("accounts", () => {
  test("a visitor signs up as a customer, is signed in, and signs out back to the home page", async ({ page }) => {
    const email = uniqueEmail("signup");
    await page.goto("/auth?mode=signup");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("Display name").fill("Erin Example");
    await form.getByLabel("Email or phone number").fill(email);
    await form.getByLabel("Password").fill("Sturdy-pass-77");
    await expect(form.getByRole("radio", { name: /Customer/ })).toBeChecked();
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL("/");
    const menu = page.getByRole("button", { name: "Erin Example" });
    await menu.click();
    await expect(page.getByRole("menuitem", { name: "My Dashboard" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  });

  test("a business owner signs up and reaches the business dashboard", async ({ page }) => {
    await page.goto("/auth?mode=signup&callbackUrl=%2Fdashboard");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("Display name").fill("Bo Builder");
    await form.getByLabel("Email or phone number").fill(uniqueEmail("owner"));
    await form.getByLabel("Password").fill("Sturdy-pass-77");
    await form.getByRole("radio", { name: /Business owner/ }).click();
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "Business Dashboard" })).toBeVisible();
  });

  test("sign-up explains missing credentials, a weak password and an existing account", async ({ page }) => {
    await page.goto("/auth?mode=signup");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("Display name").fill("Wendy");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText("You must provide either an email or phone number and a password");

    await form.getByLabel("Email or phone number").fill(uniqueEmail("weak"));
    await form.getByLabel("Password").fill("weakpass");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText("Password is too weak: include a number.");

    await form.getByLabel("Email or phone number").fill(demoAccount("customer").email);
    await form.getByLabel("Password").fill("Sturdy-pass-77");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toHaveText("An account with this email or phone number already exists. Sign in instead.");
  });

  test("sign-in explains missing credentials and a wrong password", async ({ page }) => {
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByRole("alert")).toHaveText("You must provide either an email or phone number and a password");
    await signInThroughForm(page, demoAccount("customer").email, "Not-the-password-1");
    await expect(form.getByRole("alert")).toHaveText("Incorrect email, phone number or password");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("each demo account signs in and sees its own dashboard link", async ({ page }) => {
    const expectations = [
      { role: "admin", link: "Admin Dashboard" },
      { role: "business_owner", link: "Business Dashboard" },
      { role: "customer", link: "My Dashboard" },
    ] as const;
    for (const { role, link } of expectations) {
      const account = await signInAs(page, role);
      await page.getByRole("button", { name: account.displayName }).click();
      await expect(page.getByRole("menuitem", { name: link })).toBeVisible();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    }
  });
});
