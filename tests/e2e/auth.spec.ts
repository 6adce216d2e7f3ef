import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import {
  actAsNewVisitor,
  demoAccount,
  linkFromOutbox,
  outboxEmails,
  signInAs,
  signInThroughForm,
  signUpThroughEmail,
  uniqueEmail,
} from "./support";

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test.describe("accounts", () => {
  test("a visitor signs up as a customer through the emailed link, is signed in, and signs out back to the home page", async ({
    page,
  }) => {
    const email = uniqueEmail("signup");
    await page.goto("/auth?mode=signup");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("Display name").fill("Erin Example");
    await form.getByLabel("Email or phone number").fill(email);
    await form.getByLabel("Password").fill("Sturdy-pass-77");
    await expect(form.getByRole("radio", { name: /Customer/ })).toBeChecked();
    await form.getByRole("button", { name: "Create Account" }).click();
    // Nothing exists to sign in to until the link is used: the answer says where it went.
    const answer = page.getByRole("tabpanel").getByRole("status");
    await expect(answer).toHaveText(
      `Check your email: we sent a link to ${email}. Open it within 24 hours to finish creating your account.`,
    );
    await expect(answer.locator("..")).toBeFocused();
    await expectNoSeriousViolations(page);

    await page.goto(linkFromOutbox(email, "finish_sign_up"));
    await expect(page.getByText(`Create your LocalHub account for ${email}.`)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page).toHaveURL("/");
    const menu = page.getByRole("button", { name: "Erin Example" });
    await menu.click();
    await expect(page.getByRole("menuitem", { name: "My Dashboard" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

    // The link worked once.
    await page.goto(linkFromOutbox(email, "finish_sign_up"));
    await expect(page.getByText("This link is invalid or has expired. Sign up again for a new one.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create my account" })).toHaveCount(0);
  });

  test("a business owner signs up and lands on creating their business", async ({ page }) => {
    await signUpThroughEmail(page, {
      email: uniqueEmail("owner"),
      displayName: "Bo Builder",
      callbackUrl: "/dashboard",
      businessOwner: true,
    });
    await expect(page).toHaveURL("/dashboard/create-business");
    await expect(page.getByRole("heading", { name: "Create a business" })).toBeVisible();
    // The link proved the address: the form is there at once.
    await expect(page.getByLabel("Business name")).toBeVisible();
  });

  test("sign-up explains missing credentials and a weak password, and answers a registered email like any other", async ({
    page,
  }) => {
    await page.goto("/auth?mode=signup");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("Display name").fill("Wendy");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert").getByRole("listitem")).toHaveText([
      "You must provide either an email or phone number and a password",
    ]);

    await form.getByLabel("Email or phone number").fill(uniqueEmail("weak"));
    await form.getByLabel("Password").fill("weakpass");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert").getByRole("listitem")).toHaveText(["Password is too weak: include a number."]);

    const customer = demoAccount("customer");
    const notesBefore = outboxEmails(customer.email, "account_exists").length;
    await form.getByLabel("Email or phone number").fill(customer.email);
    await form.getByLabel("Password").fill("Sturdy-pass-77");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText(
      `Check your email: we sent a link to ${customer.email}. Open it within 24 hours to finish creating your account.`,
    );
    // The address's owner hears of it instead, and keeps their password.
    await expect.poll(() => outboxEmails(customer.email, "account_exists").length).toBe(notesBefore + 1);
    await signInAs(page, "customer", { throughForm: true });
  });

  test("sign-in explains missing credentials and a wrong password", async ({ page }) => {
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByRole("alert").getByRole("listitem")).toHaveText([
      "You must provide either an email or phone number and a password",
    ]);
    await signInThroughForm(page, demoAccount("customer").email, "Not-the-password-1");
    await expect(form.getByRole("alert").getByRole("listitem")).toHaveText([
      "Incorrect email, phone number or password",
    ]);
    await expect(page).toHaveURL(/\/auth/);
  });

  test("each demo account signs in where its work is and sees its own dashboard link", async ({ page }) => {
    // Three whole sign-ins, each landing on its own dashboard.
    test.setTimeout(90_000);
    const expectations = [
      { role: "admin", link: "Admin Dashboard", landing: "/admin" },
      { role: "business_owner", link: "Business Dashboard", landing: "/dashboard" },
      { role: "customer", link: "My Dashboard", landing: "/" },
    ] as const;
    for (const { role, link, landing } of expectations) {
      const account = await signInAs(page, role, { throughForm: true });
      await expect(page).toHaveURL(landing);
      await page.getByRole("button", { name: account.displayName }).click();
      await expect(page.getByRole("menuitem", { name: link })).toBeVisible();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    }
  });

  test("a page that sent an owner to sign in is where they return, and /auth sends a signed-in owner to the dashboard", async ({
    page,
  }) => {
    const owner = demoAccount("business_owner");
    await page.goto(`/auth?callbackUrl=${encodeURIComponent("/directory?search=cafe")}`);
    await signInThroughForm(page, owner.email, owner.password);
    await expect(page).toHaveURL("/directory?search=cafe");
    await expect(page.getByRole("button", { name: owner.displayName })).toBeVisible();
    await page.goto("/auth");
    await expect(page).toHaveURL("/dashboard");
    await page.getByRole("button", { name: owner.displayName }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  });
});
