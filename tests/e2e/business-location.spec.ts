// An owner's business saved without a position of its own stands at its city's centre: its card
// claims no distance. The editor keeps latitude and longitude folded under "Advanced", finds a
// position from the address (the ZIP code's centre, said honestly), and an exact position set there
// gives the card its distance. The logo field shows the uploaded file's name with Replace and Remove.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { execute, scalar } from "./e2e-db";
import { actAsNewVisitor, demoAccount, signInAs } from "./support";

const AUSTIN_CENTRE = { latitude: 30.2672, longitude: -97.7431 };

/** A listed business of the demo owner in Austin where the editor puts one saved without coordinates. */
function insertBusinessAtCityCentre() {
  const word = randomUUID().slice(0, 8);
  const id = `e2e_location_${word}`;
  const name = `Corner Lamp Repair ${word}`;
  const ownerId = scalar<string>(`SELECT id FROM "User" WHERE email = ?`, demoAccount("business_owner").email);
  const now = new Date().toISOString().replace("Z", "+00:00");
  execute(
    `INSERT INTO "BusinessProfile" (id, ownerId, businessName, slug, category, city, citySlug, zipCode, latitude, longitude, memberSince, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, 'Repairs', 'Austin', 'austin', '78701', ?, ?, '2024-02-01T00:00:00.000+00:00', ?, ?)`,
    id,
    ownerId,
    name,
    `corner-lamp-repair-${word}`,
    AUSTIN_CENTRE.latitude,
    AUSTIN_CENTRE.longitude,
    now,
    now,
  );
  return { id, name, word };
}

async function cardOf(page: Page, business: { name: string; word: string }, extra = "") {
  await page.goto(`/directory/austin?search=${business.word}${extra}`);
  const card = page.getByTestId("business-card").filter({ hasText: business.name });
  await expect(card).toBeVisible();
  return card;
}

test("a business without its own position shows no distance until its owner sets one under Advanced", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const business = insertBusinessAtCityCentre();
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await actAsNewVisitor(visitor);
    const before = await cardOf(visitor, business);
    await expect(before.getByText("Member since 2024")).toBeVisible();
    await expect(before.getByTestId("business-distance")).toHaveCount(0);

    await signInAs(page, "business_owner");
    await page.goto(`/dashboard/business/${business.id}`);
    const location = page.getByRole("region", { name: "Location" });
    await expect(location.getByLabel("Street address")).toBeVisible();
    const advanced = location.getByRole("button", { name: "Advanced: exact map position" });
    await expect(advanced).toHaveAttribute("aria-expanded", "false");
    await expect(location.getByLabel("Latitude")).toBeHidden();

    await location.getByRole("button", { name: "Find position from the address" }).click();
    await expect(location.getByRole("status")).toHaveText(
      /^Placed at the centre of ZIP code 78701 \(Austin, TX\): near you, not at your door/,
    );
    await expect(location.getByTestId("map-position")).toHaveText("Set to 30.2672, -97.7431.");

    await advanced.click();
    await expect(advanced).toHaveAttribute("aria-expanded", "true");
    await expect(location.getByLabel("Latitude")).toHaveValue("30.2672");
    await location.getByLabel("Latitude").fill("30.2675");
    await expectNoSeriousViolations(page);
    await location.getByRole("button", { name: "Save location" }).click();
    await expect(page.getByText("Changes saved")).toBeVisible();

    const after = await cardOf(visitor, business, "&sort=distance");
    await expect(after.getByTestId("business-distance")).toHaveText("Under 0.1 mi away");
  } finally {
    await visitorContext.close();
    execute(`DELETE FROM "BusinessProfile" WHERE id = ?`, business.id);
  }
});

test("the logo field names the uploaded file with Replace and Remove, and never says No file chosen", async ({
  page,
}) => {
  // Two uploads (each made into a stored WebP) and a page check.
  test.setTimeout(120_000);
  const business = insertBusinessAtCityCentre();
  try {
    await signInAs(page, "business_owner");
    await page.goto(`/dashboard/business/${business.id}`);
    const logo = page.getByRole("group", { name: "Logo" });
    const picture = (background: string) =>
      sharp({ create: { width: 200, height: 200, channels: 3, background } })
        .png()
        .toBuffer();

    const firstChooser = page.waitForEvent("filechooser");
    await logo.getByRole("button", { name: "Choose image for logo" }).click();
    await (
      await firstChooser
    ).setFiles({ name: "shop-sign.png", mimeType: "image/png", buffer: await picture("#0ea5e9") });
    await expect(logo.getByRole("img", { name: "Current logo" })).toHaveAttribute(
      "src",
      /^\/media\/[a-f0-9]{64}\.webp$/,
    );
    // The spinner says "Uploading..." in a status of its own while the file goes up.
    const said = logo.getByRole("status").filter({ hasText: "uploaded" });
    await expect(said).toHaveText("shop-sign.png uploaded");
    await expect(page.getByText("No file chosen")).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // Replacing works from the keyboard.
    const replace = logo.getByRole("button", { name: "Replace logo" });
    await replace.focus();
    const secondChooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (
      await secondChooser
    ).setFiles({ name: "new-sign.png", mimeType: "image/png", buffer: await picture("#f97316") });
    await expect(said).toHaveText("new-sign.png uploaded");

    await logo.getByRole("button", { name: "Remove logo" }).click();
    await expect(logo.getByRole("img", { name: "Current logo" })).toHaveCount(0);
    await expect(logo.getByRole("button", { name: "Choose image for logo" })).toBeVisible();
  } finally {
    execute(`DELETE FROM "BusinessProfile" WHERE id = ?`, business.id);
  }
});
