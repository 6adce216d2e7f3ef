// Every admin table names each of its columns for screen readers, the last one ("Actions") too, and
// the businesses screen's category filter lists the categories.
import { expect, test } from "@playwright/test";
import { rows } from "./e2e-db";
import { signInAs } from "./support";

const SCREENS = [
  "/admin/businesses",
  "/admin/reviews",
  "/admin/organizations",
  "/admin/categories",
  "/admin/referrals",
  "/admin/notifications",
  "/admin/challenges",
];

test("every admin table's column headings have names, the last one included", async ({ page }) => {
  test.setTimeout(120_000); // seven screens, each waited for
  await signInAs(page, "admin");
  for (const screen of SCREENS) {
    await page.goto(screen);
    const tables = page.getByRole("table");
    await expect(tables.first()).toBeVisible();
    for (const table of await tables.all()) {
      const headings = table.getByRole("columnheader");
      const count = await headings.count();
      for (let index = 0; index < count; index++) {
        await expect(headings.nth(index), `${screen}: heading ${index + 1}`).toHaveAccessibleName(/\S/);
      }
    }
  }
});

test("the businesses screen's category filter lists the active categories", async ({ page }) => {
  const parents = rows<{ name: string }>(
    `SELECT name FROM "BusinessCategory" WHERE parentId IS NULL AND active = 1 ORDER BY name`,
  ).map((row) => row.name);
  expect(parents.length).toBeGreaterThan(0);
  await signInAs(page, "admin");
  await page.goto("/admin/businesses");
  const filter = page.getByRole("combobox", { name: "Category" });
  await expect(filter.locator("optgroup")).toHaveCount(parents.length);
  await expect(filter.getByRole("option", { name: `All ${parents[0]}` })).toBeAttached();
});
