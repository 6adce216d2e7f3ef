// An admin configures the site without a developer: site settings, categories, feature cards and
// business templates, each seen on the public pages at the next load. These specs change what
// every page shows, so the Playwright config runs this file after all the others.
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { rows, scalar } from "./e2e-db";
import { signInAs } from "./support";

test.describe.configure({ mode: "serial" });

async function saveSettings(page: Page, values: Record<string, string>) {
  await page.goto("/admin/settings");
  const form = page.getByRole("form", { name: "Site settings" });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /Settings saved|Nothing changed/ })
      .last(),
  ).toBeVisible();
}

test("site settings: title, sharing tags, an uploaded logo, statistic and hero show on the next page load", async ({
  page,
}) => {
  test.slow();
  const original = Object.fromEntries(
    rows<{ key: string; value: string }>(`SELECT key, value FROM "SiteSetting"`).map((row) => [row.key, row.value]),
  );
  await signInAs(page, "admin");
  await page.goto("/admin/settings");
  const form = page.getByRole("form", { name: "Site settings" });

  // A bad value is refused with a message on its field; nothing is saved.
  await form.getByLabel("Contact email", { exact: true }).fill("not-an-email");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(form.getByLabel("Contact email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("alert").filter({ hasText: "Contact email must be an email address." })).toBeVisible();
  await form.getByLabel("Contact email", { exact: true }).fill(original.contact_email ?? "");

  // The sharing preview follows the form as it is typed.
  await form.getByLabel("Site title", { exact: true }).fill("Hill Country Finds");
  await expect(page.getByRole("region", { name: "Sharing preview" }).getByTestId("sharing-title")).toHaveText(
    "Hill Country Finds",
  );

  try {
    await saveSettings(page, {
      "Site title": "Hill Country Finds",
      "Site description": "Local shops and trades of the Hill Country.",
      "Hero image": "/favicon.svg",
      "Active businesses": "99,999",
    });

    // A logo uploaded on the settings screen is stored, resized and shown in the header.
    await page.goto("/admin/settings");
    const logo = await sharp({ create: { width: 640, height: 320, channels: 3, background: { r: 30, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    await page.getByLabel("Upload logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await expect(page.getByLabel("Logo", { exact: true })).toHaveValue(/^\/media\/[a-f0-9]{64}\.webp$/);
    const stored = await page.getByLabel("Logo", { exact: true }).inputValue();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved" }).last()).toBeVisible();
    await page.goto("/");
    const headerLogo = page.getByRole("banner").getByRole("img", { name: "LocalHub" });
    await expect(headerLogo).toHaveAttribute("src", new RegExp(`^${stored.replace(/\./g, "\\.")}\\?v=\\d+$`));
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto("/");
    await expect(page).toHaveTitle("Hill Country Finds");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Hill Country Finds");
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      "Local shops and trades of the Hill Country.",
    );
    await expect(page.getByTestId("hero-image")).toHaveAttribute("src", "/favicon.svg");
    await expect(page.getByTestId("platform-stat").filter({ hasText: "Active Businesses" })).toContainText("99,999");
  } finally {
    await saveSettings(page, {
      "Site title": original.site_title ?? "",
      "Site description": original.site_description ?? "",
      Logo: original.site_logo_url ?? "",
      "Hero image": original.hero_image_url ?? "",
      "Active businesses": original.platform_stats_active_businesses ?? "",
    });
  }
  await page.goto("/");
  await expect(page).toHaveTitle(original.site_title!);
});

test("categories: a new category and its child reach the directory and the waitlist form; deleting a used one names the count", async ({
  page,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const [parentName, childName] = [`Crafts ${suffix}`, `Pottery ${suffix}`];
  await signInAs(page, "admin");
  await page.goto("/admin/categories");
  const add = page.getByRole("form", { name: "Add a category" });
  await add.getByLabel("Name").fill(parentName);
  await add.getByLabel("Icon").selectOption("Star");
  await add.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByRole("list", { name: "Categories" }).getByText(parentName, { exact: true })).toBeVisible();
  await add.getByLabel("Name").fill(childName);
  await add.getByLabel("Parent").selectOption({ label: parentName });
  await add.getByRole("button", { name: "Add category" }).click();
  await expect(
    page.getByRole("list", { name: `Subcategories of ${parentName}` }).getByText(childName, { exact: true }),
  ).toBeVisible();

  await page.goto("/directory");
  // The filter chips navigate from the page's script: let it start before choosing one.
  await page.waitForLoadState("networkidle");
  const filters = page.getByRole("region", { name: "Filters" }).or(page.getByLabel("Filters")).first();
  await filters.getByRole("button", { name: parentName }).click();
  await expect(
    page.getByRole("group", { name: `${parentName} subcategories` }).getByRole("button", { name: childName }),
  ).toBeVisible();

  await page.goto("/#waitlist");
  // The form's script must be running before a choice can load the subcategories.
  await page.waitForLoadState("networkidle");
  const waitlist = page.getByRole("form", { name: "Reserve your spot" });
  await waitlist.getByLabel("Parent Category").selectOption({ label: parentName });
  await expect(waitlist.getByLabel("Subcategory")).toBeEnabled();
  await expect(waitlist.getByLabel("Subcategory").locator("option", { hasText: childName })).toHaveCount(1);

  // Restaurants is used by seeded businesses (and perhaps waitlist entries): refused, with the count.
  const businesses = scalar(`SELECT COUNT(*) FROM "BusinessProfile" WHERE categoryId = 'cat_restaurants'`);
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "Delete Restaurants", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete category" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `This category is used by ${businesses} businesses` }),
  ).toContainText("Deactivate it instead.");

  // An unused one goes: the child, then its parent.
  for (const name of [childName, parentName]) {
    await page.getByRole("button", { name: `Delete ${name}`, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete category" }).click();
    await expect(page.getByRole("list", { name: "Categories" }).getByText(name, { exact: true })).toHaveCount(0);
  }
});

test("feature cards: a seventh featured card leaves six on the home page; moved up by keyboard it shows", async ({
  page,
}) => {
  test.slow();
  const title = `Seventh card ${Date.now().toString(36)}`;
  await signInAs(page, "admin");
  await page.goto("/admin/features");
  await expect(page.getByTestId("features-shown-now")).toContainText("The home page shows 6 of 6");
  await page.getByRole("button", { name: "Add feature card" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("A card added by an admin.");
  await dialog.getByLabel("Icon").selectOption("Zap");
  await dialog.getByRole("button", { name: "Save card" }).click();
  const card = page.getByRole("listitem", { name: title });
  await expect(card).toContainText("Not shown");

  await page.goto("/");
  await expect(page.getByTestId("feature-card")).toHaveCount(6);
  await expect(page.getByTestId("feature-card").filter({ hasText: title })).toHaveCount(0);

  // Up by keyboard until it is among the first six featured, active cards.
  await page.goto("/admin/features");
  const handle = page.getByRole("button", { name: `Reorder ${title}: press the up or down arrow` });
  await handle.focus();
  const items = page.getByRole("list", { name: "Feature cards in order" }).getByRole("listitem");
  const count = await items.count();
  for (let step = 1; step <= count - 1; step++) {
    await handle.press("ArrowUp");
    await expect(items.nth(count - 1 - step)).toHaveAccessibleName(title);
  }
  await expect(card).toContainText("Shown on the home page (1 of 6)");
  await page.goto("/");
  await expect(page.getByTestId("feature-card")).toHaveCount(6);
  await expect(page.getByTestId("feature-card").first()).toContainText(title);

  await page.goto("/admin/features");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete card" }).click();
  await expect(page.getByRole("listitem", { name: title })).toHaveCount(0);
});

test("business templates: an admin edits a subcategory's suggested services", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/templates");
  await page.getByLabel("Subcategory", { exact: true }).selectOption({ label: "Bakeries (template)" });
  const form = page.getByRole("form", { name: "Template" });
  await expect(form.getByLabel("Service name").first()).toHaveValue("Custom birthday cake");
  const services = form.getByRole("group", { name: /^Service \d+$/ });
  const before = await services.count();
  await form.getByRole("button", { name: "Add service" }).click();
  const added = services.nth(before);
  await added.getByLabel("Service name").fill("Kolache class");
  await added.getByLabel("Price from ($)").fill("30");
  await added.getByLabel("Price to ($)").fill("20");
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(added.getByLabel("Price to ($)")).toHaveAccessibleDescription("Price to must not be below price from.");
  await added.getByLabel("Price to ($)").fill("45");
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Template saved" })).toBeVisible();
  await page.reload();
  await page.getByLabel("Subcategory", { exact: true }).selectOption({ label: "Bakeries (template)" });
  await expect(page.getByRole("form", { name: "Template" }).getByRole("group", { name: /^Service \d+$/ })).toHaveCount(
    before + 1,
  );
  await page
    .getByRole("form", { name: "Template" })
    .getByRole("button", { name: `Remove service ${before + 1}` })
    .click();
  await page.getByRole("form", { name: "Template" }).getByRole("button", { name: "Save template" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Template saved" }).last()).toBeVisible();
});
