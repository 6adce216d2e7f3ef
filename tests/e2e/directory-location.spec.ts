import { expect, test } from "@playwright/test";
import { cardDistances, cards, expectAddress, nonDecreasing, searchQuery } from "./directory-support";
import { rows } from "./e2e-db";

const DOWNTOWN_DALLAS = { latitude: 32.7801, longitude: -96.8003 };

test.describe("directory location", () => {
  test("the city picker searches cities, says when none match, keeps the other state and clears", async ({ page }) => {
    await page.goto("/directory?sort=rating&page=2");
    const picker = page.getByTestId("city-picker");
    await picker.click();
    await picker.fill("zzz");
    await expect(page.getByText("No cities found.")).toBeVisible();
    await expect(page.getByRole("option")).toHaveCount(0);

    await picker.fill("san");
    await expect(page.getByRole("option")).toHaveText(["San Antonio, TX"]);
    await picker.fill("ro");
    await expect(page.getByRole("option", { name: "Round Rock, TX" })).toBeVisible();
    await picker.press("ArrowDown");
    await picker.press("Enter");
    await expectAddress(page, "/directory/round-rock?sort=rating");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Businesses in Round Rock, TX");
    await expect(picker).toHaveValue("Round Rock, TX");

    await page.getByRole("button", { name: "Clear city" }).click();
    await expectAddress(page, "/directory?sort=rating");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business Directory");
  });

  test("'Use current location' sorts by distance from the visitor, with the 'Within' control", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(DOWNTOWN_DALLAS);
    await page.goto("/directory/austin?search=a");
    await page.getByRole("button", { name: "Use current location" }).click();
    await expectAddress(
      page,
      `/directory?search=a&sort=distance&lat=${DOWNTOWN_DALLAS.latitude}&lng=${DOWNTOWN_DALLAS.longitude}`,
    );
    await expect(page.getByTestId("distance-origin")).toHaveText("Distances from your current location");
    expect(nonDecreasing(await cardDistances(page))).toBe(true);
    await page.getByLabel("Area", { exact: true }).selectOption({ label: "Within 25 mi" });
    await expectAddress(
      page,
      `/directory?search=a&within=25&sort=distance&lat=${DOWNTOWN_DALLAS.latitude}&lng=${DOWNTOWN_DALLAS.longitude}`,
    );
    const distances = await cardDistances(page);
    expect(distances.length).toBeGreaterThan(0);
    expect(nonDecreasing(distances)).toBe(true);
    expect(Math.max(...distances)).toBeLessThanOrEqual(25);
  });

  test("a refused location says to choose a city", async ({ page }) => {
    await page.goto("/directory");
    await page.getByRole("button", { name: "Use current location" }).click();
    await expect(page.getByTestId("locate-error")).toHaveText("Location blocked — choose a city instead");
    await expect(page).toHaveURL("/directory");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business Directory");
    await expect(page.getByText("Error loading businesses. Please try again.")).toHaveCount(0);
  });

  test("distance sort from a chosen city measures from that city, nearest first", async ({ page }) => {
    await page.goto("/directory/austin?page=2");
    await page.getByTestId("sort-select").click();
    await page.getByRole("option", { name: "Distance" }).click();
    await expectAddress(page, "/directory/austin?sort=distance");
    await expect(page.getByTestId("distance-origin")).toHaveText("Distances from Austin, TX");
    // A business placed by its city alone stands at the city's centre and shows no distance: the
    // nearest of all, so such cards come first; every card after them shows one.
    const shown = await cards(page).evaluateAll((elements) =>
      elements.map((element) => element.querySelector('[data-testid="business-distance"]')?.textContent ?? null),
    );
    const placed = shown.findIndex((text) => text !== null);
    expect(placed).toBeGreaterThanOrEqual(0);
    expect(shown.slice(placed).every((text) => text !== null)).toBe(true);
    const distances = await cardDistances(page);
    expect(distances).toHaveLength(shown.length - placed);
    expect(nonDecreasing(distances)).toBe(true);
  });

  test("distance sort without a city asks for the visitor's position and keeps it in the address", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(DOWNTOWN_DALLAS);
    await page.goto("/directory");
    await page.getByTestId("sort-select").click();
    await page.getByRole("option", { name: "Distance" }).click();
    await expectAddress(
      page,
      `/directory?sort=distance&lat=${DOWNTOWN_DALLAS.latitude}&lng=${DOWNTOWN_DALLAS.longitude}`,
    );
    await expect(page.getByTestId("distance-origin")).toHaveText("Distances from your current location");
    const distances = await cardDistances(page);
    expect(distances).toHaveLength(12);
    expect(nonDecreasing(distances)).toBe(true);
    // Twelve nearest to downtown Dallas: all within the Dallas area.
    for (const place of await cards(page).getByText(/, TX$/).allTextContents()) {
      expect(["Dallas, TX", "Irving, TX", "Garland, TX", "Grand Prairie, TX", "Arlington, TX", "Plano, TX"]).toContain(
        place,
      );
    }
  });

  test("the search box suggests businesses and applies the text after a pause", async ({ page }) => {
    const [business] = rows<{ businessName: string }>(
      `SELECT businessName FROM "BusinessProfile" WHERE active = 1 ORDER BY totalReviews DESC, id LIMIT 1`,
    );
    const name = business!.businessName;
    await page.goto("/directory?page=2");
    const input = page.getByTestId("directory-search");
    await input.fill(name.slice(0, 6));
    const suggestions = page.getByTestId("directory-suggestions");
    await expect(suggestions.getByRole("option").first()).toHaveText(`Search for “${name.slice(0, 6).trim()}”`);
    await expect(suggestions.getByRole("option").nth(1)).toBeVisible();
    // 'Search for ...' and at most five names.
    expect(await suggestions.getByRole("option").count()).toBeLessThanOrEqual(6);
    await expectAddress(page, `/directory?${searchQuery(name.slice(0, 6).trim())}`);

    await input.fill(name);
    // Categories the name names come first; the business is the first of the businesses.
    const options = suggestions.getByRole("option");
    const firstBusiness = page.getByTestId("business-suggestions").getByRole("option").first();
    await expect(firstBusiness).toContainText(name);
    // The pause applies the text first (the list is drawn again then), so the keys below move through the final list.
    await expectAddress(page, `/directory?${searchQuery(name.trim())}`);
    const before = await page.getByTestId("category-suggestions").getByRole("option").count();
    for (let i = 0; i < before + 1; i++) await input.press("ArrowDown");
    await expect(options.nth(before + 1)).toHaveAttribute("data-focus", "");
    await input.press("Enter");
    await expect(suggestions).toBeHidden();
    await expect(cards(page).getByRole("heading", { name, exact: true }).first()).toBeVisible();

    // They open again on focus and close shortly after the field loses it.
    await page.getByRole("heading", { level: 1 }).click();
    await input.focus();
    await expect(suggestions).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(suggestions).toBeHidden();
  });
});

test("the server's HTML already shows the chosen city in the city picker, before any script runs", async ({
  request,
}) => {
  const pickerIn = async (path: string) => {
    const html = await (await request.get(path)).text();
    const input = html.match(/<input[^>]*data-testid="city-picker"[^>]*>/)?.[0];
    expect(input, `the city picker in the HTML of ${path}`).toBeDefined();
    return input!;
  };
  expect(await pickerIn("/directory/houston?features=open-now")).toContain('value="Houston, TX"');
  expect(await pickerIn("/directory")).toContain('value=""');
});
