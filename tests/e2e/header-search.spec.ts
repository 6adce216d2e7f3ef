import { expect, test, type Page } from "@playwright/test";
import { rows } from "./e2e-db";

type Business = { businessName: string; slug: string; citySlug: string };

/** A well-known business and a word of its name that few others share. */
function pickBusiness(): Business {
  const [business] = rows<Business>(
    `SELECT businessName, slug, citySlug FROM "BusinessProfile" WHERE active = 1 ORDER BY totalReviews DESC, id LIMIT 1`,
  );
  return business!;
}

/** Two letters at least five names start with (two-letter text searches the start of names). */
function commonPrefix(): string {
  const [row] = rows<{ prefix: string }>(
    `SELECT lower(substr(businessName, 1, 2)) AS prefix FROM "BusinessProfile"
      WHERE active = 1 AND businessName GLOB '[A-Za-z][A-Za-z]*' GROUP BY prefix HAVING COUNT(*) >= 5 ORDER BY COUNT(*) DESC LIMIT 1`,
  );
  return row!.prefix;
}

/** The header's box as a visitor meets it: the suggestions load when it takes focus. */
async function openSearch(page: Page) {
  const input = page.getByTestId("header-search");
  await input.focus();
  await expect(input).toHaveRole("combobox");
  return input;
}

test.describe("header search", () => {
  test("suggests categories and up to five businesses from two characters and opens one chosen with the keyboard", async ({
    page,
  }) => {
    const business = pickBusiness();
    await page.goto("/");
    const input = await openSearch(page);
    const suggestions = page.getByTestId("header-search-suggestions");

    // One character: only 'Search for ...', no businesses.
    await input.fill(business.businessName.charAt(0));
    // Settled: the pause is over and nothing is loading, so the list will not change by itself.
    await expect(suggestions).toHaveAttribute("aria-busy", "false");
    await expect(suggestions.getByRole("option")).toHaveText([`Search for “${business.businessName.charAt(0)}”`]);

    const prefix = commonPrefix();
    await input.fill(prefix);
    const options = suggestions.getByRole("option");
    await expect(options).toHaveCount(6);
    await expect(options.first()).toHaveText(`Search for “${prefix}”`);

    await input.fill(business.businessName);
    // Categories the name names come first, then the businesses with their city.
    await expect(page.getByTestId("business-suggestions").getByRole("option").first()).toContainText(
      business.businessName,
    );
    const categories = await page.getByTestId("category-suggestions").getByRole("option").count();
    for (let i = 0; i < categories + 1; i++) await input.press("ArrowDown");
    await expect(options.nth(categories + 1)).toHaveAttribute("data-focus", "");
    await input.press("Enter");
    await expect(page).toHaveURL(`/business/${business.citySlug}/${business.slug}`);
  });

  test("Enter searches for the text even while suggestions are open", async ({ page }) => {
    await page.goto("/");
    const input = await openSearch(page);
    const prefix = commonPrefix();
    await input.fill(prefix);
    await expect(page.getByTestId("header-search-suggestions").getByRole("option")).toHaveCount(6);
    await input.press("Enter");
    await expect(page).toHaveURL(`/directory?search=${prefix}`);
    await expect(input).toHaveValue("");
  });

  test("Enter searches the directory; empty text does nothing", async ({ page }) => {
    await page.goto("/");
    const input = page.getByTestId("header-search");
    await input.fill("   ");
    await input.press("Enter");
    await expect(page).toHaveURL("/");

    await input.fill("  bakery ");
    await input.press("Enter");
    await expect(page).toHaveURL("/directory?search=bakery");
    await expect(page.getByTestId("directory-search")).toHaveValue("bakery");
    // The blank Enter went nowhere: the page before the search is the home page itself.
    await page.goBack();
    await expect(page).toHaveURL("/");
  });

  test("the mobile menu's Search button stays disabled while the text is blank", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    const button = menu.getByRole("button", { name: "Search", exact: true });
    await expect(button).toBeDisabled();
    await menu.getByTestId("mobile-search").fill("   ");
    await expect(button).toBeDisabled();
    await menu.getByTestId("mobile-search").fill("pizza");
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL("/directory?search=pizza");
    await expect(menu).toBeHidden();
  });
});
