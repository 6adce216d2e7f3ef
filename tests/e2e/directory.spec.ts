import { expect, test } from "@playwright/test";
import { cardNames, cards, EMPTY_HINT, expectAddress, searchQuery, shownTotal } from "./directory-support";
import { rows, scalar } from "./e2e-db";

const activeCount = (where = "1 = 1", ...params: unknown[]) =>
  scalar(`SELECT COUNT(*) FROM "BusinessProfile" WHERE active = 1 AND ${where}`, ...params);

test.describe("directory pages", () => {
  test("the whole directory: title, count, twelve cards, metadata and breadcrumbs", async ({ page }) => {
    await page.goto("/directory");
    await expect(page).toHaveTitle("Business Directory | LocalHub");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business Directory");
    const total = activeCount();
    await expect(page.getByTestId("directory-count")).toHaveText(`Showing 1–12 of ${total} businesses`);
    await expect(cards(page)).toHaveCount(12);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/directory$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /verified local businesses/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("BreadcrumbList");
    expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Directory"]);
  });

  test("a city route names the city and lists only its businesses", async ({ page }) => {
    await page.goto("/directory/san-antonio");
    await expect(page).toHaveTitle("Businesses in San Antonio, TX | LocalHub");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Businesses in San Antonio, TX");
    expect(await shownTotal(page)).toBe(activeCount(`citySlug = 'san-antonio'`));
    for (const place of await cards(page).getByText(/, TX$/).allTextContents()) expect(place).toBe("San Antonio, TX");

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/directory\/san-antonio$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd.itemListElement).toHaveLength(3);
    expect(jsonLd.itemListElement[2]).toMatchObject({
      position: 3,
      name: "San Antonio, TX",
      item: expect.stringMatching(/\/directory\/san-antonio$/),
    });
  });

  test("a known city's ZIP shows that city; an unknown ZIP shows the ZIP", async ({ page }) => {
    await page.goto("/directory/78701");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Businesses in Austin, TX");
    const atZip = activeCount(`zipCode = '78701'`);
    if (atZip > 0) expect(await shownTotal(page)).toBe(atZip);
    else await expect(page.getByTestId("directory-empty")).toContainText("No businesses found in Austin");

    await page.goto("/directory/00000");
    await expect(page).toHaveTitle("Businesses in 00000 | LocalHub");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Businesses in 00000");
    await expect(page.getByTestId("directory-empty")).toContainText("No businesses found in 00000");
    await expect(page.getByTestId("directory-empty")).toContainText(EMPTY_HINT);
  });

  test("an unknown location says so on the page", async ({ page }) => {
    const response = await page.goto("/directory/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Location not found");
    await expect(page.getByTestId("unknown-location")).toContainText('We could not find the location "atlantis".');
    await page.getByRole("link", { name: "Browse all businesses" }).click();
    await expect(page).toHaveURL("/directory");
  });

  test("pagination: numbered pages, previous and next, and the page in the address", async ({ page }) => {
    const total = activeCount();
    const lastPage = Math.ceil(total / 12);
    await page.goto("/directory");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    const firstPage = await cardNames(page);
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    // Next starts after the page's last card (its key in the address); Previous ends before the first.
    await pagination.getByRole("link", { name: "Next" }).click();
    await expectAddress(page, /\/directory\?page=2&after=[\w-]+$/);
    await expect(page.getByTestId("directory-count")).toHaveText(`Showing 13–24 of ${total} businesses`);
    const secondPage = await cardNames(page);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await pagination.getByRole("link", { name: `Page ${lastPage}` }).click();
    const lastAddress = new RegExp(`/directory\\?page=${lastPage}(&after=[\\w-]+)?$`);
    await expectAddress(page, lastAddress);
    await expect(page.getByTestId("directory-count")).toHaveText(
      `Showing ${(lastPage - 1) * 12 + 1}–${total} of ${total} businesses`,
    );
    await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);

    await pagination.getByRole("link", { name: "Previous" }).click();
    await expectAddress(page, new RegExp(`/directory\\?page=${lastPage - 1}&before=[\\w-]+$`));
    await page.goBack();
    await expectAddress(page, lastAddress);
  });

  test("a page reached through the pager and shared shows the same cards; a tampered key reads the page by its number", async ({
    page,
    browser,
  }) => {
    await page.goto("/directory?sort=rating");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Next" }).click();
    await expectAddress(page, /page=2&after=/);
    await pagination.getByRole("link", { name: "Page 4" }).click();
    await expectAddress(page, /\/directory\?sort=rating&page=4&after=[\w-]+$/);
    await pagination.getByRole("link", { name: "Previous" }).click();
    await expectAddress(page, /\/directory\?sort=rating&page=3&before=[\w-]+$/);
    const shared = page.url();
    const cardsOnPage3 = await cardNames(page);
    expect(cardsOnPage3).toHaveLength(12);

    // Someone else opens the link.
    const other = await browser.newPage();
    await other.goto(shared);
    expect(await cardNames(other)).toEqual(cardsOnPage3);
    await expect(
      other.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 3" }),
    ).toHaveAttribute("aria-current", "page");
    // The same page by its number alone, and with a key that is not one.
    await other.goto("/directory?sort=rating&page=3");
    expect(await cardNames(other)).toEqual(cardsOnPage3);
    await other.goto("/directory?sort=rating&page=3&after=bm90LWEta2V5");
    expect(await cardNames(other)).toEqual(cardsOnPage3);
    await other.close();
  });

  test("the whole state lives in the address: shared links restore it and Back steps through it", async ({ page }) => {
    await page.goto("/directory/houston?category=food-dining&rating=4-star&sort=rating&view=list&page=1");
    await expect(page.getByRole("button", { name: "Food & Dining", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByLabel("4+ Stars")).toBeChecked();
    await expect(page.getByTestId("sort-select")).toHaveText("Highest rated");
    await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("city-picker")).toHaveValue("Houston, TX");
    await expect(cards(page).first()).toHaveAttribute("data-view", "list");

    await page.goto("/directory?page=3");
    await page.getByTestId("directory-search").fill("salon");
    await expectAddress(page, "/directory?search=salon");
    await page.getByLabel("Verified").check();
    await expectAddress(page, "/directory?search=salon&features=verified");
    await page.goBack();
    await expectAddress(page, "/directory?search=salon");
    await expect(page.getByLabel("Verified")).not.toBeChecked();
    await page.goBack();
    await expectAddress(page, "/directory?page=3");
    await expect(page.getByTestId("directory-search")).toHaveValue("");
  });

  test("grid cards show three tags and list cards four, then a +N counter", async ({ page }) => {
    const [business] = rows<{ businessName: string; tags: number }>(
      `SELECT b.businessName, COUNT(*) AS tags FROM "BusinessProfile" b JOIN "BusinessTagAssignment" a ON a.businessId = b.id
        JOIN "BusinessTag" t ON t.id = a.tagId AND t.isActive = 1
        WHERE b.active = 1 GROUP BY b.id HAVING COUNT(*) >= 5 ORDER BY b.id LIMIT 1`,
    );
    const query = searchQuery(business!.businessName);
    const card = cards(page)
      .filter({ has: page.getByRole("heading", { name: business!.businessName, exact: true }) })
      .first();

    await page.goto(`/directory?${query}`);
    await expect(card.getByTestId("business-tag")).toHaveCount(3);
    await expect(card.getByTestId("business-tag-more")).toContainText(`+${business!.tags - 3}`);

    await page.getByRole("button", { name: "List" }).click();
    await expect(page).toHaveURL(`/directory?${query}&view=list`);
    await expect(card).toHaveAttribute("data-view", "list");
    await expect(card.getByTestId("business-tag")).toHaveCount(4);
    await expect(card.getByTestId("business-tag-more")).toContainText(`+${business!.tags - 4}`);
  });
});

test("on a phone the filters fold away behind a Filters button that opens them in a sheet", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/directory");
  const filters = page.getByRole("button", { name: "Filters" });
  await expect(filters).toHaveAttribute("aria-haspopup", "dialog");
  await expect(page.getByLabel("4+ Stars")).toBeHidden();
  await expect(page.getByTestId("city-picker")).toBeVisible();
  await filters.click();
  await page.getByRole("dialog", { name: "Filters" }).getByLabel("4+ Stars").check();
  await expectAddress(page, "/directory?rating=4-star");
});
