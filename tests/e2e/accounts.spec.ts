// Accounts in the browser: sign-in that returns you, password reset through the outbox email,
// email change through its link, account settings, sign-out ending a copied cookie, and deleting an account.
import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { execute, rows, scalar } from "./e2e-db";
import {
  actAsNewVisitor,
  demoAccount,
  linkFromOutbox,
  outboxEmails,
  signInThroughForm,
  signUpThroughApi,
  signUpThroughEmail,
  uniqueEmail,
} from "./support";

const PASSWORD = "Journey-pass-42";

type Business = { id: string; slug: string; citySlug: string; businessName: string };
const reviewedBusiness = () =>
  rows<Business>(
    `SELECT id, slug, citySlug, businessName FROM "BusinessProfile" WHERE active = 1 AND totalReviews > 0 ORDER BY id LIMIT 1`,
  )[0]!;

const signUp = (page: Page, email: string, displayName: string) =>
  signUpThroughEmail(page, { email, displayName, password: PASSWORD });

async function signedInContext(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/auth");
  await signInThroughForm(page, email, password);
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  return { context, page };
}

test("Sign In from a business profile returns to that profile", async ({ page }) => {
  const business = reviewedBusiness();
  const path = `/business/${business.citySlug}/${business.slug}`;
  await page.goto(path);
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\?callbackUrl=/);
  const customer = demoAccount("customer");
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("button", { name: customer.displayName })).toBeVisible();
});

test("a password reset through the emailed link signs out other browsers; sign-out ends a copied cookie", async ({
  page,
  browser,
}) => {
  // Three browsers and two sign-ins: a longer journey than most.
  test.setTimeout(60_000);
  const email = uniqueEmail("reset");
  await signUp(page, email, "Reset Person");
  const elsewhere = await signedInContext(browser, email, PASSWORD);

  // Sign-out ends the session on the server: a copy of the cookie taken before no longer works.
  const copied = await page.context().cookies();
  await page.getByRole("button", { name: "Reset Person" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const thiefPage = await thief.newPage();
  await thiefPage.goto("/account");
  await expect(thiefPage).toHaveURL(/\/auth\?callbackUrl=%2Faccount/);
  await thief.close();

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  const request = page.getByRole("form", { name: "Reset your password" });
  await request.getByLabel("Email").fill(email);
  await request.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "If an account exists for that email, we've sent a link",
  );

  await page.goto(linkFromOutbox(email, "password_reset"));
  await page.getByRole("textbox", { name: "New password" }).fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert", { name: "There is 1 problem" })).toContainText(
    "Password is too weak: use at least 8 characters, include a number.",
  );
  await page.getByRole("textbox", { name: "New password" }).fill("Fresh-journey-77");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been changed. Sign in with your new password.")).toBeVisible();

  await elsewhere.page.reload();
  await expect(elsewhere.page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await elsewhere.context.close();

  await page.goto("/auth");
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByText("Incorrect email, phone number or password")).toBeVisible();
  await signInThroughForm(page, email, "Fresh-journey-77");
  await expect(page.getByRole("button", { name: "Reset Person" })).toBeVisible();
});

test("asking for a reset twice: the first email's link says a newer one was sent", async ({ page }) => {
  const email = uniqueEmail("twice");
  await (await signUpThroughApi({ email, displayName: "Twice Asked" })).dispose();
  await actAsNewVisitor(page);
  for (let sent = 1; sent <= 2; sent++) {
    await page.goto("/auth/forgot-password");
    const request = page.getByRole("form", { name: "Reset your password" });
    await request.getByLabel("Email").fill(email);
    await request.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "If an account exists for that email, we've sent a link",
    );
    await expect.poll(() => outboxEmails(email, "password_reset").length).toBe(sent);
  }
  const first = outboxEmails(email, "password_reset")[0]!.bodyText.match(/https?:\/\/\S+reset-password\?token=\S+/)![0];
  await page.goto(new URL(first).pathname + new URL(first).search);
  await page.getByRole("textbox", { name: "New password" }).fill("Fresh-journey-78");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert", { name: "There is 1 problem" })).toContainText(
    "A newer link was sent to your email after this one, so this link no longer works. Use the link in the latest email, or ask for a new one.",
  );
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/auth/forgot-password");

  // The newer link works.
  await page.goto(linkFromOutbox(email, "password_reset"));
  await page.getByRole("textbox", { name: "New password" }).fill("Fresh-journey-78");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been changed. Sign in with your new password.")).toBeVisible();
});

test("a new member changes their email through its link, renames themselves, downloads their data and deletes the account", async ({
  page,
}) => {
  // A long flow: room for a busy machine.
  test.setTimeout(60_000);
  const first = uniqueEmail("member");
  await signUp(page, first, "Member Journey");
  // The sign-up link proved the address: no banner asks for it.
  await expect(page.getByRole("region", { name: "Email verification" })).toHaveCount(0);

  const email = uniqueEmail("moved");
  await page.goto("/account");
  const emailForm = page.getByRole("form", { name: "Email address" });
  await emailForm.getByLabel("New email address").fill(email);
  await emailForm.getByLabel("Current password").fill(PASSWORD);
  await emailForm.getByRole("button", { name: "Change email" }).click();
  await expect(emailForm.getByRole("status")).toContainText(
    `If ${email} can be used for your account, we've sent a link to it.`,
  );
  await page.goto(linkFromOutbox(email, "verify_email"));
  await page.getByRole("button", { name: "Verify my email" }).click();
  await expect(page.getByText("Your email address is verified.")).toBeVisible();

  await page.getByRole("button", { name: "Member Journey" }).click();
  await page.getByRole("menuitem", { name: "Account settings" }).click();
  await expect(page.getByRole("heading", { name: "Account settings", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Display name" }).fill("Renamed Member");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Renamed Member" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Sessions" }).getByText("This device")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    account: { email: string; displayName: string };
  };
  expect(data.account).toMatchObject({ email, displayName: "Renamed Member" });

  // A review of theirs, to see it stay as 'Former member' (its words are this run's, as every run
  // of the test reviews the same business).
  const business = reviewedBusiness();
  const userId = scalar<string>(`SELECT id FROM "User" WHERE email = ?`, email);
  const words = `Lovely people, ${userId}.`;
  const now = new Date().toISOString().replace("Z", "+00:00");
  execute(
    `INSERT INTO "Review" (id, businessId, userId, reviewerName, rating, comment, status, createdAt, updatedAt) VALUES (?, ?, ?, ?, 5, ?, 'published', ?, ?)`,
    `rev_${userId}`,
    business.id,
    userId,
    "Renamed Member",
    words,
    now,
    now,
  );

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByRole("button", { name: "Delete my account" })).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(scalar(`SELECT COUNT(*) FROM "User" WHERE email = ?`, email)).toBe(0);

  await page.goto(`/business/${business.citySlug}/${business.slug}`);
  const review = page.locator("#reviews li").filter({ hasText: words });
  await expect(review).toContainText("Former member");
  await expect(review).not.toContainText("Renamed Member");
});
