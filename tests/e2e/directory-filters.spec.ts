import { expect, test, type Locator, type Page } from "@playwright/test";
import { localTime } from "../../src/features/directory/local-time";
import {
  cardRatings,
  cards,
  EMPTY_HINT,
  expectAddress,
  memberYears,
  nonIncreasing,
  shownTotal,
} from "./directory-support";
import { randomUUID } from "node:crypto";
import { createCategory } from "./admin-api";
import { rows, scalar } from "./e2e-db";

const activeCount = (where: string, ...params: unknown[]) =>
  scalar(`SELECT COUNT(*) FROM "BusinessProfile" b WHERE b.active = 1 AND ${where}`, ...params);
const withTag = (slug: string) =>
  `EXISTS (SELECT 1 FROM "BusinessTagAssignment" a JOIN "BusinessTag" t ON t.id = a.tagId WHERE a.businessId = b.id AND t.slug = '${slug}')`;

/** How many active businesses are open at `now`, from their hours in their own time zones. */
function openNowCount(now: Date): number {
  const zones = rows<{ timeZone: string }>(`SELECT DISTINCT timeZone FROM "BusinessProfile"`);
  let total = 0;
  for (const { timeZone } of zones) {
    const local = localTime(now, timeZone)!;
    total += activeCount(
      `b.timeZone = ? AND EXISTS (SELECT 1 FROM "BusinessHours" h WHERE h.businessId = b.id AND (
        (h.dayOfWeek = ? AND h.openMinute <= ? AND h.closeMinute > ?) OR (h.dayOfWeek = ? AND h.closeMinute > ?)))`,
      timeZone,
      local.dayOfWeek,
      local.minute,
      local.minute,
      (local.dayOfWeek + 6) % 7,
      local.minute + 1440,
    );
  }
  return total;
}

async function expectEmpty(page: Page, message: string) {
  const empty = page.getByTestId("directory-empty");
  await expect(empty.getByText(message, { exact: true })).toBeVisible();
  await expect(empty).toContainText(EMPTY_HINT);
  await expect(cards(page)).toHaveCount(0);
}

test.describe("directory filters", () => {
  test("category is single-select, shows its subcategories, and choosing it again clears it", async ({ page }) => {
    await page.goto("/directory?page=2");
    await page.getByRole("button", { name: "Food & Dining", exact: true }).click();
    await expectAddress(page, "/directory?category=food-dining");
    const children = await page
      .getByRole("group", { name: "Food & Dining subcategories" })
      .getByRole("button")
      .allTextContents();
    expect(children.length).toBeGreaterThan(1);
    expect(await shownTotal(page)).toBe(
      activeCount(
        `b.categoryId IN (SELECT id FROM "BusinessCategory" WHERE slug = 'food-dining' OR parentId = 'cat_food-dining')`,
      ),
    );
    for (const category of await cards(page).locator("h3 + p").allTextContents()) expect(children).toContain(category);

    await page.getByRole("button", { name: children[0]!, exact: true }).click();
    await expect(page).not.toHaveURL(/category=food-dining/);
    await expectAddress(page, page.url());
    await expect(page.getByRole("button", { name: children[0]!, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Food & Dining", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(await shownTotal(page)).toBe(activeCount(`b.category = ?`, children[0]));

    await page.getByRole("button", { name: children[0]!, exact: true }).click();
    await expectAddress(page, "/directory");
  });

  test("tags are multi-select and a business must carry every chosen tag", async ({ page }) => {
    // The panel offers the most used tags: take the two most used.
    const [first, other] = rows<{ name: string; slug: string }>(
      `SELECT t.name, t.slug FROM "BusinessTag" t WHERE t.isActive = 1
        ORDER BY (SELECT COUNT(*) FROM "BusinessTagAssignment" a WHERE a.tagId = t.id) DESC, t.id LIMIT 2`,
    ) as [{ name: string; slug: string }, { name: string; slug: string }];
    await page.goto("/directory");
    await page.getByRole("button", { name: first.name, exact: true }).click();
    await expectAddress(page, `/directory?tags=${first.slug}`);
    expect(await shownTotal(page)).toBe(activeCount(withTag(first.slug)));
    await page.getByRole("button", { name: other.name, exact: true }).click();
    await expectAddress(page, `/directory?tags=${first.slug},${other.slug}`);
    const both = activeCount(`${withTag(first.slug)} AND ${withTag(other.slug)}`);
    if (both > 0) expect(await shownTotal(page)).toBe(both);
    else await expectEmpty(page, "No businesses found matching your criteria");
    // The ten tags, then 'More tags' for the rest.
    await expect(page.getByRole("group", { name: "Tags" }).locator("button[aria-pressed]")).toHaveCount(10);
    await expect(page.getByRole("group", { name: "Tags" }).getByRole("button", { name: "More tags" })).toBeVisible();
  });

  test("rating filters: the lowest chosen threshold applies", async ({ page }) => {
    await page.goto("/directory");
    await page.getByLabel("4+ Stars").check();
    await expectAddress(page, "/directory?rating=4-star");
    expect(await shownTotal(page)).toBe(activeCount("b.averageRating >= 4"));
    for (const rating of await cardRatings(page)) expect(rating).toBeGreaterThanOrEqual(4);

    await page.getByLabel("5 Stars").check();
    await expectAddress(page, "/directory?rating=4-star,5-star");
    expect(await shownTotal(page)).toBe(activeCount("b.averageRating >= 4"));
    await page.getByLabel("4+ Stars").uncheck();
    await expectAddress(page, "/directory?rating=5-star");
    expect(await shownTotal(page)).toBe(activeCount("b.averageRating >= 5"));
    await page.getByLabel("3+ Stars").check();
    await expectAddress(page, "/directory?rating=5-star,3-star");
    expect(await shownTotal(page)).toBe(activeCount("b.averageRating >= 3"));
  });

  test("each feature filter really filters", async ({ page }) => {
    const cases = [
      ["Verified", "verified", "b.verificationStatus = 'verified'"],
      ["Online booking", "online-booking", "b.onlineBooking = 1"],
      ["Same-day service", "same-day", "b.sameDayService = 1"],
    ] as const;
    for (const [label, id, where] of cases) {
      await page.goto("/directory");
      await page.getByLabel(label).check();
      await expectAddress(page, `/directory?features=${id}`);
      expect(await shownTotal(page)).toBe(activeCount(where));
    }
    await page.goto("/directory");
    const before = openNowCount(new Date());
    await page.getByLabel("Open now").check();
    await expectAddress(page, "/directory?features=open-now");
    const after = openNowCount(new Date());
    const shown = (await cards(page).count()) === 0 ? 0 : await shownTotal(page);
    expect([before, after]).toContain(shown);
    expect(shown).toBeLessThan(activeCount("1 = 1"));
  });

  test("each sort orders the businesses as it says, and changing it returns to page 1", async ({ page }) => {
    await page.goto("/directory?page=2");
    await page.getByTestId("sort-select").click();
    await page.getByRole("option", { name: "Highest rated" }).click();
    await expectAddress(page, "/directory?sort=rating");
    const ratings = await cardRatings(page);
    expect(nonIncreasing(ratings)).toBe(true);
    expect(ratings[0]).toBe(
      Number(scalar<number>(`SELECT MAX(averageRating) FROM "BusinessProfile" WHERE active = 1`).toFixed(1)),
    );

    await page.getByTestId("sort-select").click();
    await page.getByRole("option", { name: "Newest members" }).click();
    await expectAddress(page, "/directory?sort=newest");
    const years = await memberYears(page);
    expect(nonIncreasing(years)).toBe(true);
    const newest = scalar<number>(`SELECT MAX(memberSince) FROM "BusinessProfile" WHERE active = 1`);
    expect(years[0]).toBe(new Date(newest).getUTCFullYear());

    await page.getByTestId("sort-select").click();
    await page.getByRole("option", { name: "Most relevant" }).click();
    await expectAddress(page, "/directory");
    const reviews = (await cards(page).getByTestId("business-rating").allTextContents()).map((text) =>
      Number(/\((\d+) review/.exec(text)?.[1]),
    );
    expect(nonIncreasing(reviews)).toBe(true);
  });
});

test("the directory's controls wait for the page's script, so a press made while it loads is not lost", async ({
  page,
}) => {
  // The page's script arrives late, as on a slow connection (its styles do not).
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto("/directory?page=2", { waitUntil: "commit" });
  const sort = page.getByTestId("sort-select");
  await expect(sort).toBeDisabled();
  await expect(page.getByLabel("Verified")).toBeDisabled();
  // The search box alone takes text at once: the full box continues from it (search-typed-early.spec.ts).
  await expect(page.getByTestId("directory-search")).toBeEnabled();
  const pressed = sort.click();
  release();
  await pressed;
  await page.getByRole("option", { name: "Highest rated" }).click();
  await expectAddress(page, "/directory?sort=rating");
  await page.getByLabel("Verified").check();
  await expectAddress(page, "/directory?features=verified&sort=rating");
});

/**
 * Presses `control` (a placeholder whose full version loads when pointed at) so that the full
 * version's code arrives while the button is held down.
 */
async function pressWhileItsCodeArrives(control: Locator) {
  const page = control.page();
  await expect(control).toBeEnabled();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const script = /\/_next\/static\/chunks\/.*\.js(\?|$)/;
  const requested = new Promise<void>((resolve) =>
    page.route(script, async (route) => {
      resolve();
      await held;
      await route.continue();
    }),
  );
  await control.hover();
  await requested;
  await page.mouse.down();
  const arrived = page.waitForResponse(script);
  release();
  await (await arrived).finished();
  // Let the page run what arrived (two frames) before the button is let go.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
}

test("a press on the sort control that its list's code arrives during still opens the list", async ({ page }) => {
  await page.goto("/directory?page=2");
  await pressWhileItsCodeArrives(page.getByTestId("sort-select"));
  await page.getByRole("option", { name: "Highest rated" }).click();
  await expectAddress(page, "/directory?sort=rating");
});

test("a press on 'Show cities' that the picker's code arrives during still opens the cities", async ({ page }) => {
  await page.goto("/directory?sort=rating");
  await pressWhileItsCodeArrives(page.getByRole("button", { name: "Show cities" }));
  await page.getByRole("option", { name: "Round Rock, TX" }).click();
  await expectAddress(page, "/directory/round-rock?sort=rating");
});

test.describe("directory empty results", () => {
  test("a city, the search text and other criteria each have their message; a category elsewhere shows the nearby ones", async ({
    page,
  }) => {
    // Lubbock has no towing company, others do: Lubbock's empty message, then the nearest in their own section.
    await page.goto("/directory/lubbock?category=towing");
    await expect(page.getByTestId("directory-empty")).toContainText("No Towing businesses in Lubbock, TX");
    await expect(page.getByTestId("nearby-note")).toHaveText(
      /^Nearby: Towing businesses within \d+ mi of Lubbock, TX$/,
    );

    await page.goto("/directory/00000");
    await expectEmpty(page, "No businesses found in 00000");

    await page.goto("/directory?search=qqzzxxnothing");
    await expectEmpty(page, 'No businesses found matching "qqzzxxnothing"');

    await page.goto(
      "/directory?tags=delivery&rating=5-star&features=verified,same-day,online-booking,open-now&search=qqzz",
    );
    await expectEmpty(page, "No businesses found matching your criteria");
  });

  test("an empty category says so, in a city too", async ({ page }) => {
    const name = `Empty ${randomUUID().slice(0, 8)}`;
    const category = await createCategory(
      name,
      scalar<string>(`SELECT id FROM "BusinessCategory" WHERE slug = ?`, "pets"),
    );
    try {
      await page.goto(`/directory?category=${category.slug}`);
      await expectEmpty(page, `No businesses found in the ${name} category`);
      await page.goto(`/directory/lubbock?category=${category.slug}`);
      await expectEmpty(page, `No businesses found in the ${name} category in Lubbock`);
    } finally {
      await category.remove();
    }
  });
});
