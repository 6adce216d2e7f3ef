// Finding a business at a glance: the map view, cards that say whether a place is open, profiles
// that act (Call, Directions, the phone's action bar, Back to results) and the phone's filter sheet.
import { expect, test } from "@playwright/test";
import { openStatusAt, type HoursRow } from "@/features/directory/open-status";
import { directionsHref, postalAddress } from "@/features/businesses/profile/contact-links";
import { expectNoSeriousViolations } from "./axe";
import { rows } from "./e2e-db";
import { cards, expectAddress, shownTotal } from "./directory-support";
import { signInAs } from "./support";

const PHONE = { width: 390, height: 844 };

type Business = {
  id: string;
  slug: string;
  citySlug: string;
  businessName: string;
  timeZone: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string | null;
};
const BUSINESS_COLUMNS = `id, slug, citySlug, businessName, timeZone, phone, address, city, state, zipCode`;

const hoursOf = (id: string) =>
  rows<HoursRow>(`SELECT dayOfWeek, openMinute, closeMinute FROM "BusinessHours" WHERE businessId = ?`, id);

test("the map view shows the page's businesses as pins, and choosing a pin or a name shows its card", async ({
  page,
}) => {
  // A long flow: room for a busy machine.
  test.setTimeout(60_000);
  await page.goto("/directory/austin");
  const names = await cards(page).getByRole("heading").allTextContents();
  await page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "Map" }).click();
  await expectAddress(page, "/directory/austin?view=map");

  const map = page.getByRole("region", { name: "Map of the businesses on this page" });
  const pins = map.getByTestId("map-pin");
  await expect(pins).toHaveCount(names.length);
  expect(await pins.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")))).toEqual(
    expect.arrayContaining(names.map((name, index) => `${index + 1}. ${name}`)),
  );
  // No tile server is configured here: the pins stand on the plain background.
  await expect(map.locator(".leaflet-tile")).toHaveCount(0);

  // (Pins of neighbours may overlap, so the click goes to the pin itself rather than to a point on the map.)
  await pins.nth(2).dispatchEvent("click");
  await expect(page.getByTestId("map-selected-card").getByRole("heading")).toHaveText(names[2]!);
  // By keyboard: a pin takes focus and Enter chooses it; the list beside the map does the same.
  await pins.nth(0).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("map-selected-card").getByRole("heading")).toHaveText(names[0]!);
  await page.getByRole("list", { name: "Businesses on the map" }).getByRole("button", { name: names[1]! }).click();
  await expect(page.getByTestId("map-selected-card").getByRole("heading")).toHaveText(names[1]!);
  await expect(pins.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousViolations(page);
});

test("a card says whether the business is open and until when, in its own time zone, and is one link", async ({
  page,
}) => {
  // A business whose label cannot change in the next two minutes, so the page and the test agree.
  const now = Date.now();
  const candidates = rows<Business>(
    `SELECT ${BUSINESS_COLUMNS} FROM "BusinessProfile" WHERE active = 1 AND citySlug = 'austin' ORDER BY id LIMIT 60`,
  );
  const labelAt = (business: Business, at: number) =>
    openStatusAt(hoursOf(business.id), business.timeZone, new Date(at))?.label;
  const business = candidates.find(
    (candidate) => labelAt(candidate, now) && labelAt(candidate, now) === labelAt(candidate, now + 120_000),
  )!;
  const label = labelAt(business, now)!;
  expect(label).toMatch(
    /^(Open · closes \d{1,2}(:\d\d)? [AP]M|Closed · opens \d{1,2}(:\d\d)? [AP]M( [A-Z][a-z]{2})?|Open 24 hours)/,
  );

  await signInAs(page, "customer");
  await page.goto(`/directory/austin?search=${encodeURIComponent(business.businessName)}`);
  const card = cards(page).filter({ has: page.getByRole("heading", { name: business.businessName, exact: true }) });
  await expect(card.getByTestId("open-status")).toHaveText(label);
  // One link, and the favourite and list buttons are not inside it.
  await expect(card.getByRole("link")).toHaveCount(1);
  await expect(card.getByTestId("favourite-button")).toBeVisible();
  await expect(card.locator("a button, a [role=button]")).toHaveCount(0);
  // Anywhere on the card opens the profile (here its top corner, away from the name).
  await card.click({ position: { x: 8, y: 8 } });
  await expect(page).toHaveURL(new RegExp(`/business/${business.citySlug}/${business.slug}$`));
});

test("a profile on a phone: summary, Call and Directions, the action bar at the bottom, contact and hours before the reviews", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const business = rows<Business>(
    `SELECT ${BUSINESS_COLUMNS} FROM "BusinessProfile" b WHERE active = 1 AND phone IS NOT NULL AND address IS NOT NULL AND totalReviews > 0
       AND EXISTS (SELECT 1 FROM "BusinessHours" h WHERE h.businessId = b.id) ORDER BY id LIMIT 1`,
  )[0]!;
  await page.addInitScript(() => {
    // The fallback: copy the link (headless Chromium may or may not offer the share sheet).
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/business/${business.citySlug}/${business.slug}`);

  await expect(page.getByTestId("profile-summary")).toContainText(/(Open|Closed) now/);
  const actions = page.getByRole("navigation", { name: "Actions" });
  await expect(actions.getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    `tel:${business.phone.replace(/[^\d+]/g, "")}`,
  );
  await expect(actions.getByRole("link", { name: "Directions" })).toHaveAttribute(
    "href",
    directionsHref(postalAddress(business)),
  );
  await expect(actions.getByRole("link", { name: "Directions" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\/search\?query=/,
  );

  // The bar stays at the bottom of the screen, also after scrolling.
  await page.mouse.wheel(0, 1500);
  const bar = await actions.boundingBox();
  expect(Math.round(bar!.y + bar!.height)).toBe(PHONE.height);

  const top = async (name: string) =>
    (await page.getByRole("heading", { level: 2, name, exact: true }).boundingBox())!.y;
  const reviews = await page
    .getByRole("heading", { level: 2, name: /Reviews/ })
    .first()
    .boundingBox();
  expect(await top("Contact")).toBeLessThan(reviews!.y);
  expect(await top("Opening hours")).toBeLessThan(reviews!.y);
  // The small map loads as it comes near the screen.
  await page.getByRole("heading", { level: 2, name: "Location" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: `Map: ${business.businessName}` }).getByTestId("map-pin")).toHaveCount(
    1,
  );

  await actions.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/business/${business.citySlug}/${business.slug}$`),
  );
});

test("a profile on a phone has no serious accessibility violations", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const business = rows<Business>(
    `SELECT ${BUSINESS_COLUMNS} FROM "BusinessProfile" b WHERE active = 1 AND phone IS NOT NULL AND totalReviews > 0 ORDER BY id LIMIT 1`,
  )[0]!;
  await page.goto(`/business/${business.citySlug}/${business.slug}`);
  await expect(page.getByRole("navigation", { name: "Actions" }).getByRole("link", { name: "Call" })).toBeVisible();
  await page.getByRole("heading", { level: 2, name: "Location" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: `Map: ${business.businessName}` }).getByTestId("map-pin")).toHaveCount(
    1,
  );
  await expectNoSeriousViolations(page);
});

test("Back to results returns to the same page of the same filtered results", async ({ page }) => {
  const results = "/directory?rating=3-star&sort=rating&page=2";
  await page.goto(results);
  await expect(cards(page).first()).toBeVisible();
  await cards(page).first().getByRole("link").click();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
  await page.getByTestId("back-to-results").click();
  await expectAddress(page, results);
  await expect(page.getByRole("button", { name: "3+ Stars" })).toBeVisible();

  // A profile opened directly goes back to its city's directory.
  const business = rows<Business>(
    `SELECT ${BUSINESS_COLUMNS} FROM "BusinessProfile" WHERE active = 1 ORDER BY id LIMIT 1`,
  )[0]!;
  const fresh = await page.context().newPage();
  await fresh.goto(`/business/${business.citySlug}/${business.slug}`);
  await expect(fresh.getByTestId("back-to-results")).toHaveAttribute("href", `/directory/${business.citySlug}`);
  await fresh.close();
});

test("on a phone the search comes first, the filters open in a sheet that counts the results, and active filters are removable chips", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/directory/austin");
  const search = page.getByRole("combobox", { name: /search/i }).first();
  const filtersButton = page.getByRole("button", { name: /^Filters/ });
  expect((await search.boundingBox())!.y).toBeLessThan((await filtersButton.boundingBox())!.y);

  await filtersButton.click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await sheet.getByLabel("Verified").check();
  await expectAddress(page, "/directory/austin?features=verified");
  const show = sheet.getByRole("button", { name: /^Show \d+ results?$/ });
  const count = Number(/\d+/.exec((await show.textContent()) ?? "")![0]);
  await show.click();
  await expect(sheet).toBeHidden();
  expect(await shownTotal(page)).toBe(count);

  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("button")).toHaveText(["Verified (remove filter)"]);
  await chips.getByRole("button", { name: /Verified/ }).click();
  await expectAddress(page, "/directory/austin");
  await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test("the tag filter offers the ten most used tags and 'More tags' opens the full, searchable list", async ({
  page,
}) => {
  await page.goto("/directory");
  const tags = page.getByRole("group", { name: "Tags" });
  await expect(tags.locator("button[aria-pressed=false]")).toHaveCount(10);
  await tags.getByRole("button", { name: "More tags" }).click();
  const dialog = page.getByRole("dialog", { name: "All tags" });
  const used = rows<{ name: string }>(`SELECT name FROM "BusinessTag" WHERE isActive = 1 AND usageCount > 0`);
  await expect(dialog.getByRole("checkbox")).toHaveCount(used.length);
  await dialog.getByRole("searchbox", { name: "Search tags" }).fill("vietnam");
  await expect(dialog.getByRole("checkbox")).toHaveCount(1);
  await dialog.getByLabel("Vietnamese Spoken").check();
  await expectAddress(page, "/directory?tags=vietnamese-spoken");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("button")).toHaveText([
    "Vietnamese Spoken (remove filter)",
  ]);
});

test("the public pages have no serious axe violation on a phone either", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  for (const path of ["/", "/directory", "/directory/austin"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});
