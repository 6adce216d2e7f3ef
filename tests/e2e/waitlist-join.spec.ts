// Joining the waitlist in Chromium: the success state and messages, duplicates, and where the
// sign-up came from (query string and organisation pages), checked in the saved row.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail, actAsNewVisitor } from "./support";
import { challengeUsage, fillRequired, savedEntry } from "./waitlist-support";

const KEY = "organizationReferralData";

async function openDialog(page: Page) {
  await page.getByRole("button", { name: "Join Directory" }).click();
  const dialog = page.getByRole("dialog", { name: "Join the LocalHub Directory" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

// Each sign-up builds a page, fills a long form and waits for the database: allow for a busy machine.
test.describe.configure({ timeout: 60_000 });
test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("a business owner joins through the dialog, sees every message, and Close resets the form", async ({ page }) => {
  const email = uniqueEmail("joined");
  const businessName = `Crumb & Co ${randomUUID().slice(0, 6)}`;
  const usageBefore = challengeUsage("Cash flow and rising costs");
  await page.goto("/business");
  const dialog = await openDialog(page);
  await fillRequired(dialog, {
    businessName,
    ownerName: "Carmen Baker",
    email: email.toUpperCase(),
    location: "Round Rock, TX",
  });
  await dialog.getByLabel("Phone").fill("(512) 555-0199");
  await dialog.getByLabel("Employees").selectOption("2-5");
  await dialog.getByLabel("Address").fill("12 Mill St");
  await dialog.getByLabel("Instagram URL").fill("instagram.com/crumbco");
  await dialog.getByLabel("Google Business URL").fill("https://g.page/crumbco");
  await dialog.getByRole("checkbox", { name: /free marketing audit/ }).click();
  await dialog.getByRole("button", { name: "Add a challenge..." }).click();
  await dialog.getByPlaceholder("Search challenges...").fill("cash flow");
  await dialog.getByRole("option", { name: /Cash flow and rising costs/ }).click();

  // Hold the request until the submitting state has been seen, then let it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/trpc/waitlist.join**", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Reserve My Spot" }).click();
  await expect(dialog.getByRole("button", { name: "Joining..." })).toBeDisabled();
  release();

  await expect(toast(page, "Welcome to the directory!")).toContainText(
    "We'll be in touch soon with early access details.",
  );
  await expect(dialog.getByRole("heading", { name: "You're in the directory!" })).toBeVisible();
  await expect(
    dialog.getByText(
      "Thanks for joining our directory. We'll notify you as soon as the product launches in your area.",
    ),
  ).toBeVisible();
  await expect(dialog.getByText("Early Access Reserved")).toBeVisible();

  const entry = savedEntry(email);
  expect(entry).toMatchObject({
    businessName,
    ownerName: "Carmen Baker",
    phone: "(512) 555-0199",
    category: "Bakeries",
    parentCategoryId: "cat_food-dining",
    categoryId: "cat_bakeries",
    citySlug: "round-rock",
    employees: "2-5",
    address: "12 Mill St",
    instagramUrl: "https://instagram.com/crumbco",
    googleBusinessUrl: "https://g.page/crumbco",
    marketingAuditInterest: 1,
  });
  expect(entry?.referrerIp).toMatch(/^203\.0\./);
  expect(challengeUsage("Cash flow and rising costs")).toBe(usageBefore + 1);

  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
  const reopened = await openDialog(page);
  await expect(reopened.getByLabel("Business Name")).toHaveValue("");
  await expect(reopened.getByLabel("Email")).toHaveValue("");
  await expect(reopened.getByRole("button", { name: "Reserve My Spot" })).toBeEnabled();
});

test("an email already on the waitlist gets the duplicate message and the form keeps its data", async ({ page }) => {
  const email = uniqueEmail("twice");
  await page.goto("/business");
  const form = page.getByRole("form", { name: "Reserve your spot" });
  await fillRequired(form, { businessName: "First Try Tacos", ownerName: "Tomas Two", email, location: "Austin" });
  await form.getByRole("button", { name: "Reserve My Spot" }).click();
  await expect(page.getByText("You're in the directory!")).toBeVisible();
  await page.getByRole("button", { name: "Add another business" }).click();

  await fillRequired(form, {
    businessName: "Second Try Tacos",
    ownerName: "Tomas Two",
    email: ` ${email.toUpperCase()}`,
    location: "Austin",
  });
  await form.getByRole("button", { name: "Reserve My Spot" }).click();
  await expect(toast(page, "Already in the directory!")).toContainText(
    "This email is already registered. We'll be in touch soon!",
  );
  await expect(form.getByLabel("Business Name")).toHaveValue("Second Try Tacos");
  await expect(form.getByRole("button", { name: "Reserve My Spot" })).toBeEnabled();
  expect(savedEntry(email)).toMatchObject({ businessName: "First Try Tacos" });
});

test("referral data comes from the page's query string", async ({ page }) => {
  const email = uniqueEmail("referred");
  await page.goto("/business?source=flyer&utm_medium=print&campaign=spring-fair&referral=FRIEND9");
  const form = page.getByRole("form", { name: "Reserve your spot" });
  await fillRequired(form, { businessName: "Query Bakery", ownerName: "Quinn", email, location: "78701" });
  await form.getByRole("button", { name: "Reserve My Spot" }).click();
  await expect(page.getByText("You're in the directory!")).toBeVisible();
  expect(savedEntry(email)).toMatchObject({
    referralSource: "flyer",
    referralMedium: "print",
    referralCampaign: "spring-fair",
    referralCode: "FRIEND9",
    organizationSlug: null,
    zipCode: "78701",
  });
});

test("an organisation page is remembered, used by the next sign-up, then cleared", async ({ page }) => {
  await page.goto("/organization/austin-chamber?utm_source=chamber-news&utm_campaign=gala");
  await expect(page.getByRole("heading", { name: "Austin Chamber of Commerce", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Be the first to transform your business network" })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toContain("austin-chamber");
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY))!)).toEqual({
    organizationSlug: "austin-chamber",
    organizationName: "Austin Chamber of Commerce",
    utm_source: "chamber-news",
    utm_campaign: "gala",
  });

  const email = uniqueEmail("member");
  await page.goto("/business?utm_source=google&utm_medium=cpc");
  const form = page.getByRole("form", { name: "Reserve your spot" });
  await fillRequired(form, { businessName: "Member Bakery", ownerName: "Mia Member", email, location: "Austin, TX" });
  await form.getByRole("button", { name: "Reserve My Spot" }).click();
  await expect(page.getByText("You're in the directory!")).toBeVisible();
  expect(savedEntry(email)).toMatchObject({
    referralSource: "chamber-news",
    referralMedium: "cpc",
    referralCampaign: "gala",
    organizationSlug: "austin-chamber",
    organizationName: "Austin Chamber of Commerce",
  });
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
});

test("an unknown organisation slug shows a readable name and is still remembered", async ({ page }) => {
  await page.goto("/organization/hill-country-makers");
  await expect(page.getByRole("heading", { name: "Hill Country Makers", level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), KEY))
    .toBe(JSON.stringify({ organizationSlug: "hill-country-makers", organizationName: "Hill Country Makers" }));
});
