// A new member signs up through the emailed link and lists a business: the subcategory template's services, hours
// past midnight, a service of their own, a pinned offer and a logo; an admin approves the new listing
// from the queue; the member finds it in the directory and at its profile addresses; renames it;
// meets the overlap rule; and no other owner can open its edit page.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { rows } from "./e2e-db";
import { signInAs, signUpThroughEmail, uniqueEmail } from "./support";

/** Austin's weekday and time an hour ago, to the quarter hour: hours from then to an hour before it run past midnight and include now. */
function anHourAgoInAustin() {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Chicago",
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(Date.now() - 60 * 60_000));
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  const minute = Number(get("hour")) * 60 + Math.floor(Number(get("minute")) / 15) * 15;
  const clock = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  return { day: get("weekday"), open: clock(minute), close: clock((minute + 1380) % 1440) };
}

async function signUp(page: Page, name: string, callbackUrl: string) {
  await signUpThroughEmail(page, { email: uniqueEmail("lister"), displayName: name, callbackUrl });
  await expect(page).toHaveURL(callbackUrl);
}

async function setDay(page: Page, day: string, open: string, close: string) {
  await page.getByRole("combobox", { name: `${day} hours`, exact: true }).selectOption("open");
  await page.getByLabel(`${day} opens`, { exact: true }).fill(open);
  await page.getByLabel(`${day} closes`, { exact: true }).fill(close);
}

test("a new member lists a business, finds it, renames it, and keeps it to themselves", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const word = randomUUID().slice(0, 8);
  const name = `Night Owl Diner ${word}`;
  const slug = `night-owl-diner-${word}`;
  await signUp(page, "Olive Owner", "/dashboard/create-business");

  await page.getByLabel("Business name").fill(name);
  await page.getByLabel("Description").fill("Late-night plates.");
  await page.getByRole("combobox", { name: "Category", exact: true }).selectOption({ label: "Food & Dining" });
  await page.getByLabel("Subcategory").selectOption({ label: "Restaurants" });
  // The subcategory's template: its services become rows; the description already written stays.
  const suggested = rows<{ serviceName: string }>(
    `SELECT s.serviceName FROM "BusinessTemplateService" s JOIN "BusinessTemplate" t ON t.id = s.templateId WHERE t.categoryId = 'cat_restaurants' ORDER BY s.displayOrder`,
  ).map((row) => row.serviceName);
  expect(suggested.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Use these suggestions" }).click();
  await expect(page.getByText("Suggestions added; edit them as you like.")).toBeVisible();
  const services = page.getByRole("region", { name: "Services" }).getByRole("group", { name: /^Service \d+$/ });
  await expect(services).toHaveCount(suggested.length);
  for (const [index, serviceName] of suggested.entries())
    await expect(services.nth(index).getByLabel("Service name")).toHaveValue(serviceName);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Late-night plates.");
  await page.getByLabel("City").selectOption("austin");
  await page.getByLabel("ZIP code").fill("78701");
  const now = anHourAgoInAustin();
  await setDay(page, now.day, now.open, now.close);
  await page.getByRole("button", { name: "Add service" }).click();
  const own = services.nth(suggested.length);
  await own.getByLabel("Service name").fill("Breakfast plate");
  await own.getByLabel("Price from ($)").fill("12.50");
  await own.getByLabel("Price to ($)").fill("18");
  await page.getByRole("button", { name: "Add offer" }).click();
  await page.getByLabel("Offer title").fill(`Free coffee ${word}`);
  await page.getByRole("checkbox", { name: "Pinned to card" }).click();
  const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#f59e0b" } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose image for logo" }).click();
  await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(page.getByRole("img", { name: "Current logo" })).toHaveAttribute("src", /^\/media\/[a-f0-9]{64}\.webp$/);
  await page.getByRole("button", { name: "Create business" }).click();

  await expect(page).toHaveURL(/\/dashboard\/business\/[^/]+$/);
  const editUrl = new URL(page.url()).pathname;
  // A first listing waits for an admin's approval.
  await expect(page.getByText("Awaiting approval")).toBeVisible();
  await expect(page.getByText("An admin approves new listings before they appear in the directory.")).toBeVisible();
  await expect(page.getByLabel(`${now.day} opens`, { exact: true })).toHaveValue(now.open);
  const saved = rows<{ serviceName: string }>(
    `SELECT s.serviceName FROM "Service" s JOIN "BusinessProfile" b ON b.id = s.businessId WHERE b.slug = ? ORDER BY s.displayOrder`,
    slug,
  ).map((row) => row.serviceName);
  expect(saved).toEqual([...suggested, "Breakfast plate"]);

  // Overlapping hours are refused with the product's message, and nothing is saved.
  await setDay(page, "Tuesday", "09:00", "12:00");
  await page.getByRole("button", { name: "Add hours on Tuesday" }).click();
  await page.getByLabel("Tuesday opens (2)").fill("11:00");
  await page.getByLabel("Tuesday closes (2)").fill("13:00");
  await page.getByRole("button", { name: "Save opening hours" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Opening hours overlap" })).toBeVisible();

  // An admin finds it in the queue and approves it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, "admin");
  await adminPage.goto("/admin/businesses");
  await adminPage.getByRole("link", { name: "Awaiting approval" }).click();
  await expect(adminPage).toHaveURL(/awaiting=yes/);
  const queued = adminPage.getByRole("row").filter({ hasText: name });
  await expect(queued.getByText("Awaiting approval")).toBeVisible();
  await adminPage.getByRole("button", { name: `Actions for ${name}` }).click();
  await adminPage.getByRole("menu").getByRole("menuitem", { name: "Approve listing", exact: true }).click();
  await expect(queued).toHaveCount(0);
  await adminContext.close();
  await page.reload();
  await expect(page.getByText("Pending verification")).toBeVisible();

  // In the directory: open now, the pinned offer and the logo on the card, no verified badge.
  await page.goto(`/directory/austin?search=${encodeURIComponent(word)}&features=open-now`);
  const card = page.getByRole("article").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Free coffee ${word}`);
  await expect(card.locator('img[src^="/media/"]')).toBeVisible();
  await expect(card.getByText("Verified")).toHaveCount(0);

  for (const path of [`/business/austin/${slug}`, `/business/${slug}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("open-status")).toHaveText("Open now");
  }

  // Renamed: the old address redirects to the new one.
  await page.goto(editUrl);
  await page.getByLabel("Business name").fill(`${name} Grill`);
  await page.getByRole("button", { name: "Save basics" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await page.goto(`/business/austin/${slug}`);
  await expect(page).toHaveURL(`/business/austin/${slug}-grill`);
  await expect(page.getByRole("heading", { level: 1, name: `${name} Grill` })).toBeVisible();

  // Another owner gets the 404 page, with its status, for this edit page.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, "business_owner");
  expect((await otherPage.goto(editUrl))?.status()).toBe(404);
  await expect(otherPage.getByText("Oops! Page not found")).toBeVisible();
  await other.close();
});
