// Errors people see: a failed submit puts a summary at the top of the form ("There are 3 problems")
// that takes focus and links to each field in error; each field says its own problem beside it, as
// its accessible description, and is marked invalid. Server-side field errors show the same way, a
// section of the business editor saved on its own has its own summary, and text on these forms
// passes axe's colour-contrast rule.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { scalar } from "./e2e-db";
import { actAsNewVisitor, signInAs, uniqueEmail } from "./support";

const summary = (page: Page, problems: number) =>
  page.getByRole("alert", { name: problems === 1 ? "There is 1 problem" : `There are ${problems} problems` });

/** The box is in view and clear of the sticky site header. */
async function expectInView(page: Page, box: Locator) {
  await expect(box).toBeInViewport();
  const header = (await page.getByRole("banner").boundingBox())!;
  expect((await box.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
}

async function expectContrastPasses(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
}

const openCreateForm = async (page: Page) => {
  await signInAs(page, "business_owner");
  await page.goto("/dashboard/create-business");
  return page.getByRole("form", { name: "Create a business" });
};

test("creating a business: the summary takes focus, lists every problem and leads to each field", async ({ page }) => {
  const form = await openCreateForm(page);
  await form.getByRole("button", { name: "Create business" }).click();
  const problems = summary(page, 3);
  await expect(problems).toBeFocused();
  await expectInView(page, problems);
  await expect(problems.getByRole("link")).toHaveText([
    "Business name is required.",
    "Choose a category.",
    "City is required.",
  ]);
  const name = form.getByRole("textbox", { name: "Business name" });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Business name is required.");

  await problems.getByRole("link", { name: "City is required." }).click();
  await expect(form.getByRole("combobox", { name: "City" })).toBeFocused();
  await expectInView(page, form.getByRole("combobox", { name: "City" }));
  await problems.getByRole("link", { name: "Business name is required." }).click();
  await expect(name).toBeFocused();
});

test("creating a business: errors the server finds further down show the same way, naming the service", async ({
  page,
}) => {
  const form = await openCreateForm(page);
  await form.getByRole("textbox", { name: "Business name" }).fill("Summary Test Bakery");
  await form.getByRole("combobox", { name: "Category", exact: true }).selectOption({ label: "Food & Dining" });
  await form.getByRole("combobox", { name: "Subcategory" }).selectOption({ index: 1 });
  await form.getByRole("combobox", { name: "City" }).selectOption({ label: "Austin, TX" });
  await form.getByRole("textbox", { name: "ZIP code" }).fill("787");
  await form.getByRole("button", { name: "Add service" }).click();
  await form.getByRole("textbox", { name: "Service name" }).fill("Wedding cake");
  await form.getByRole("spinbutton", { name: "Price from ($)" }).fill("300");
  await form.getByRole("spinbutton", { name: "Price to ($)" }).fill("120");
  await form.getByRole("button", { name: "Create business" }).click();
  const problems = summary(page, 2);
  await expect(problems).toBeFocused();
  await expect(problems.getByRole("link")).toHaveText([
    "ZIP code must be exactly 5 digits.",
    "Service 1: Price to must be at least price from.",
  ]);
  await problems.getByRole("link", { name: "Service 1: Price to must be at least price from." }).click();
  const priceTo = form.getByRole("spinbutton", { name: "Price to ($)" });
  await expect(priceTo).toBeFocused();
  await expect(priceTo).toHaveAccessibleDescription("Price to must be at least price from.");
});

test("creating a business: the form's text has enough contrast, errors shown or not", async ({ page }) => {
  const form = await openCreateForm(page);
  await expect(form.getByRole("button", { name: "Create business" })).toBeEnabled();
  await expectContrastPasses(page);
  await form.getByRole("button", { name: "Create business" }).click();
  await expect(summary(page, 3)).toBeFocused();
  await expectContrastPasses(page);
});

test("editing a business: a section saved on its own shows its summary and leads to the day", async ({ page }) => {
  const business = scalar<string>(
    `SELECT "id" FROM "BusinessProfile" WHERE "ownerId" = 'user_owner' ORDER BY "id" LIMIT 1`,
  );
  await signInAs(page, "business_owner");
  await page.goto(`/dashboard/business/${business}`);
  const hours = page.getByRole("region", { name: "Opening hours" });
  const tuesday = hours.getByRole("combobox", { name: "Tuesday hours", exact: true });
  await tuesday.selectOption("closed");
  await tuesday.selectOption("open");
  await hours.getByRole("button", { name: "Add hours on Tuesday" }).click();
  await hours.getByLabel("Tuesday opens (2)").fill("16:00");
  await hours.getByRole("button", { name: "Save opening hours" }).click();

  const problems = summary(page, 1);
  await expect(hours.getByRole("alert")).toHaveCount(1);
  await expect(problems).toBeFocused();
  await problems.getByRole("link", { name: "Tuesday: Opening hours overlap" }).click();
  await expect(tuesday).toBeFocused();
  await expect(tuesday).toHaveAccessibleDescription("Opening hours overlap");
});

test("signing up with a weak password shows one problem: in the summary and beside the password", async ({ page }) => {
  await actAsNewVisitor(page);
  await page.goto("/auth?mode=signup");
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(summary(page, 1)).toBeFocused();
  await summary(page, 1)
    .getByRole("link", { name: "You must provide either an email or phone number and a password" })
    .click();
  await expect(form.getByLabel("Email or phone number")).toBeFocused();

  await form.getByLabel("Display name").fill("Wendy");
  await form.getByLabel("Email or phone number").fill(uniqueEmail("weak"));
  await form.getByLabel("Password").fill("weakpass");
  await form.getByRole("button", { name: "Create Account" }).click();
  const weak = "Password is too weak: include a number.";
  await expect(summary(page, 1)).toBeFocused();
  await expect(form.getByRole("alert")).toHaveCount(1);
  await expect(summary(page, 1).getByRole("listitem")).toHaveText([weak]);
  await expect(form.getByLabel("Password")).toHaveAccessibleDescription(weak);
  // Said once in the summary (as the link to the field) and once beside the field, nowhere else.
  await expect(form.getByText(weak, { exact: true })).toHaveCount(2);
});

test("signing in with a wrong password: the summary says so and takes focus", async ({ page }) => {
  await actAsNewVisitor(page);
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email or phone number").fill(uniqueEmail("nobody"));
  await form.getByLabel("Password").fill("Not-the-password-1");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(summary(page, 1)).toBeFocused();
  await expect(summary(page, 1)).toContainText("Incorrect email, phone number or password");
});

test("account settings: every problem of the password form is listed and leads to its field", async ({ page }) => {
  await signInAs(page, "customer");
  await page.goto("/account");
  const form = page.getByRole("form", { name: "Password" });
  await form.getByLabel("New password").fill("short");
  await form.getByRole("button", { name: "Change password" }).click();
  const problems = form.getByRole("alert", { name: "There are 2 problems" });
  await expect(problems).toBeFocused();
  const weak = "Password is too weak: use at least 8 characters, include a number.";
  await expect(problems.getByRole("link")).toHaveText(["Enter your current password", weak]);
  await problems.getByRole("link", { name: weak }).click();
  await expect(form.getByLabel("New password")).toBeFocused();
  await expect(form.getByLabel("New password")).toHaveAccessibleDescription(weak);
  await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
});

test("site settings: the summary leads to the field, and the page's text has enough contrast", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/settings");
  const form = page.getByRole("form", { name: "Site settings" });
  await expectContrastPasses(page);
  const email = form.getByLabel("Contact email", { exact: true });
  await email.fill("not-an-email");
  await form.getByRole("button", { name: "Save settings" }).click();
  const problems = summary(page, 1);
  await expect(problems).toBeFocused();
  await expectInView(page, problems);
  await problems.getByRole("link", { name: "Contact email must be an email address." }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Contact email must be an email address.");
  await expectContrastPasses(page);
});
