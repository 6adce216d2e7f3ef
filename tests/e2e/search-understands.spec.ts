import { expect, test } from "@playwright/test";
import { cardDistances, cardNames, cards, expectAddress, nonDecreasing } from "./directory-support";
import { rows } from "./e2e-db";

// Search that understands people: nearby results when a city has no match, accents and case, and
// category suggestions. Expectations come from the end-to-end database itself.

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const RADII = [5, 10, 20, 40, 80, 160, 320, 640, 1280];
const KM_PER_MILE = 1.609344;

/** Great-circle miles from Austin (the same haversine the cards use). */
function milesFromAustin(point: { latitude: number; longitude: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(rad(point.latitude - AUSTIN.latitude) / 2) ** 2 +
    Math.cos(rad(AUSTIN.latitude)) *
      Math.cos(rad(point.latitude)) *
      Math.sin(rad(point.longitude - AUSTIN.longitude) / 2) ** 2;
  return (2 * 6371.0088 * Math.asin(Math.sqrt(a))) / KM_PER_MILE;
}

/** The active plumbers (by category or name), with their distance from Austin, nearest first. */
function plumbers() {
  const found = rows<{ businessName: string; citySlug: string; latitude: number; longitude: number }>(
    `SELECT businessName, citySlug, latitude, longitude FROM "BusinessProfile"
      WHERE active = 1 AND (categoryId = 'cat_plumbing' OR businessName LIKE '%plumb%' OR category LIKE '%plumb%')`,
  );
  return found.map((row) => ({ ...row, miles: milesFromAustin(row) })).sort((a, b) => a.miles - b.miles);
}

test.describe("search that understands", () => {
  test("'plumber' in Austin, which has none, says so and shows the nearby plumbers by distance in their own section", async ({
    page,
  }) => {
    const all = plumbers();
    // The demo data's situation: plumbers, none of them in Austin.
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((row) => row.citySlug === "austin")).toEqual([]);
    const radius = RADII.find((miles) => miles >= all[0]!.miles)!;
    const within = all.filter((row) => row.miles <= radius);

    await page.goto("/directory/austin");
    await page.getByTestId("directory-search").fill("plumber");
    await expectAddress(page, "/directory/austin?search=plumber");
    await expect(page.getByTestId("directory-empty")).toContainText("No Plumbing businesses in Austin, TX");
    await expect(page.getByTestId("nearby-note")).toHaveText(
      `Nearby: Plumbing businesses within ${radius} mi of Austin, TX`,
    );
    expect(await cardNames(page)).toEqual(within.map((row) => row.businessName));
    const distances = await cardDistances(page);
    expect(nonDecreasing(distances)).toBe(true);
    distances.forEach((shown, i) => expect(Math.abs(shown - within[i]!.miles)).toBeLessThanOrEqual(0.1));

    // The 'Within' control: Austin's own first (none here), then the others within the radius.
    await page.getByLabel("Area", { exact: true }).selectOption({ label: "Anywhere" });
    await expectAddress(page, "/directory/austin?search=plumber&within=any");
    expect(await cardNames(page)).toEqual(all.slice(0, 12).map((row) => row.businessName));
    await expect(page.getByTestId("nearby-note")).toHaveCount(0);
    await expect(page.getByTestId("directory-empty")).toHaveCount(0);
  });

  test("a search that matches nothing anywhere keeps the empty message", async ({ page }) => {
    await page.goto("/directory/austin?search=zzqqxxyy");
    await expect(page.getByTestId("directory-empty")).toContainText('No businesses found matching "zzqqxxyy"');
    await expect(page.getByTestId("nearby-note")).toHaveCount(0);
  });

  test("'café' finds what 'cafe' finds, whatever the case", async ({ page }) => {
    await page.goto("/directory?search=cafe");
    await expect(page.getByTestId("directory-count")).toContainText("business");
    const plain = await cardNames(page);
    expect(plain.length).toBeGreaterThan(0);
    // Typed once the full box has taken the plain one's place (typing into the plain box before the
    // page hydrates is not seen by it).
    await page.getByTestId("directory-search").focus();
    await expect(page.locator("[data-testid=directory-search][data-headlessui-state]")).toBeFocused();
    for (const text of ["café", "CAFÉ"]) {
      await page.getByTestId("directory-search").fill(text);
      await expectAddress(page, `/directory?search=${encodeURIComponent(text)}`);
      expect(await cardNames(page)).toEqual(plain);
    }
  });

  test("text selected in the box as the page arrived is replaced by what is typed, while the full box loads", async ({
    page,
  }) => {
    await page.goto("/directory?search=cafe");
    await page.waitForLoadState("networkidle");
    // The full box's code arrives late, after the visitor has selected the text.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**", async (route) => {
      await arrived;
      await route.continue();
    });
    const input = page.getByTestId("directory-search");
    await input.focus();
    await input.press("ControlOrMeta+a");
    release();
    // The full box (Headless UI's) has taken the plain one's place, with the selection.
    await expect(page.locator("[data-testid=directory-search][data-headlessui-state]")).toBeFocused();
    await page.keyboard.type("bakery");
    await expect(input).toHaveValue("bakery");
    await expectAddress(page, "/directory?search=bakery");
  });

  test("on a city page the header search stays in the city, and a category suggestion opens the category's page", async ({
    page,
  }) => {
    await page.goto("/directory/austin");
    const input = page.getByTestId("header-search");
    await expect(input).toHaveAttribute("placeholder", "Search in Austin, TX...");
    // The suggestions load when the box takes focus.
    await input.focus();
    await expect(input).toHaveRole("combobox");
    await input.fill("plumb");
    const suggestions = page.getByTestId("header-search-suggestions");
    await expect(suggestions.getByRole("option").first()).toHaveText("Search for “plumb” in Austin, TX");
    const category = page.getByTestId("category-suggestions").getByRole("option");
    await expect(category.first()).toHaveText("Plumbing in Austin, TX");
    expect(await category.count()).toBeLessThanOrEqual(5);
    await category.first().click();
    await expectAddress(page, "/directory/austin?category=plumbing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Businesses in Austin, TX");
    // Austin has no plumbers: the category's page shows the nearby ones.
    await expect(page.getByTestId("directory-empty")).toContainText("No Plumbing businesses in Austin, TX");
    await expect(page.getByTestId("nearby-note")).toContainText("Nearby: Plumbing businesses within ");
    await expect(cards(page).first()).toBeVisible();

    // Submitting searches within the city.
    await input.fill("bakery");
    await input.press("Enter");
    await expectAddress(page, "/directory/austin?search=bakery");
  });
});
