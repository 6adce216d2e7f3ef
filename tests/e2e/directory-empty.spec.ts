// Empty results people can see and use: a place with no match says so, and the nearby matches come
// in a section of their own that says how far; a filter that empties the list shows that where the
// visitor is looking, names the filter with a button that removes it, and for open now offers the
// matches that open next. Words name the category ("Cafes & Coffee Shops"), never "coffees".
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { localTime } from "../../src/features/directory/local-time";
import { shortTime } from "../../src/features/directory/open-status";
import { expectNoSeriousViolations } from "./axe";
import { cardDistances, cards, EMPTY_HINT, expectAddress, nonDecreasing } from "./directory-support";
import { execute, scalar } from "./e2e-db";

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

type Place = { city: string; citySlug: string; zipCode: string; latitude: number; longitude: number };
const AUSTIN: Place = { city: "Austin", citySlug: "austin", zipCode: "78701", latitude: 30.27, longitude: -97.74 };
const ROUND_ROCK: Place = {
  city: "Round Rock",
  citySlug: "round-rock",
  zipCode: "78664",
  latitude: 30.51,
  longitude: -97.68,
};

/** A business of its own, found by the unique `word` in its name; remove it with removeBusinesses. */
function insertBusiness(word: string, name: string, place: Place, verified = false) {
  const id = `e2e_empty_${word}_${place.citySlug}`;
  const now = new Date().toISOString().replace("Z", "+00:00");
  execute(
    `INSERT INTO "BusinessProfile" (id, businessName, slug, category, city, citySlug, zipCode, latitude, longitude, verificationStatus, memberSince, createdAt, updatedAt)
     VALUES (?, ?, ?, 'Bakery', ?, ?, ?, ?, ?, ?, '2015-06-01T00:00:00.000+00:00', ?, ?)`,
    id,
    `${word} ${name}`,
    `${word.toLowerCase()}-${place.citySlug}`,
    place.city,
    place.citySlug,
    place.zipCode,
    place.latitude,
    place.longitude,
    verified ? "verified" : "pending",
    now,
    now,
  );
  return id;
}

const removeBusinesses = (word: string) =>
  execute(`DELETE FROM "BusinessProfile" WHERE id LIKE ?`, `e2e_empty_${word}_%`);

/** An Austin business closed now that opens in two hours (Austin's time), with what the page should say. */
function insertOpeningLater() {
  const word = `Dawn${randomUUID().slice(0, 8)}`;
  const id = insertBusiness(word, "Bakehouse", AUSTIN);
  const local = localTime(new Date(), "America/Chicago")!;
  const opens = local.minute + 120;
  const tomorrow = opens >= 1440;
  const dayOfWeek = tomorrow ? (local.dayOfWeek + 1) % 7 : local.dayOfWeek;
  execute(
    `INSERT INTO "BusinessHours" (id, businessId, dayOfWeek, openMinute, closeMinute) VALUES (?, ?, ?, ?, ?)`,
    `${id}_hours`,
    id,
    dayOfWeek,
    opens % 1440,
    (opens % 1440) + 60,
  );
  const label = `Opens${tomorrow ? ` ${SHORT_DAYS[dayOfWeek]}` : ""} at ${shortTime(opens % 1440)}`;
  return { word, name: `${word} Bakehouse`, profile: `/business/austin/${word.toLowerCase()}-austin`, label };
}

/** On a desktop, the results' top scrolled away: the filter at the foot of the panel, ticked. */
async function tickAtPanelFoot(page: Page, label: string) {
  const box = page.getByRole("checkbox", { name: label, exact: true });
  await expect(box).toBeEnabled();
  await box.scrollIntoViewIfNeeded();
  await expect(page.getByTestId("directory-count")).not.toBeInViewport();
  await box.check();
}

test.describe("empty results", () => {
  test("a place without a match: its empty message, then the nearby ones in their own section; the Area control still says the place", async ({
    page,
  }) => {
    await page.goto("/directory/austin?search=plumber");
    await expect(page.getByTestId("directory-empty")).toContainText("No Plumbing businesses in Austin, TX");
    const nearby = page.getByRole("region", { name: /^Nearby: Plumbing businesses within \d+ mi of Austin, TX$/ });
    await expect(nearby).toBeVisible();
    // Every card is in the section, with its distance, nearest first.
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(nearby.getByTestId("nearby-count")).toHaveText(
      `${count} ${count === 1 ? "business" : "businesses"}, nearest first`,
    );
    await expect(nearby.getByTestId("business-card")).toHaveCount(count);
    const distances = await cardDistances(page);
    expect(distances).toHaveLength(count);
    expect(nonDecreasing(distances)).toBe(true);
    // The controls describe Austin's own results: Austin only, and no count of Austin's results.
    const area = page.getByLabel("Area", { exact: true });
    await expect(area).toHaveValue("");
    await expect(area.locator("option:checked")).toHaveText("Austin, TX only");
    await expect(page.getByTestId("directory-count")).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test("plural words come from the category's own name", async ({ page }) => {
    // No café in Austin in the demo data; some elsewhere.
    expect(
      scalar(`SELECT COUNT(*) FROM "BusinessProfile" WHERE citySlug = 'austin' AND categoryId = 'cat_cafes-coffee'`),
    ).toBe(0);
    await page.goto("/directory/austin?search=coffee");
    await expect(page.getByTestId("directory-empty")).toContainText("No Cafes & Coffee Shops in Austin, TX");
    await expect(page.getByTestId("nearby-note")).toHaveText(
      /^Nearby: Cafes & Coffee Shops within \d+ mi of Austin, TX$/,
    );
    await expect(page.getByText(/coffees/i)).toHaveCount(0);
  });

  test("on a desktop, 'Open now' at the foot of the filters empties the list: the message shows beside it, names the filter, removes it, and offers what opens next", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const business = insertOpeningLater();
    try {
      await page.goto(`/directory/austin?search=${business.word}`);
      await expect(cards(page)).toHaveCount(1);
      await tickAtPanelFoot(page, "Open now");
      await expectAddress(page, `/directory/austin?search=${business.word}&features=open-now`);
      const openNow = page.getByRole("checkbox", { name: "Open now", exact: true });

      const empty = page.getByTestId("directory-empty");
      await expect(empty).toBeInViewport();
      await expect(openNow).toBeInViewport();
      await expect(empty.getByText("No businesses found matching your criteria", { exact: true })).toBeVisible();
      await expect(empty).toContainText(EMPTY_HINT);
      // Announced: the results' live region says it.
      await expect(
        page.getByRole("status").filter({ hasText: "No businesses found matching your criteria" }),
      ).toHaveCount(1);
      // What opens next, from its hours.
      const next = empty.getByRole("region", { name: "Opening next" });
      await expect(next.getByRole("listitem")).toHaveCount(1);
      await expect(next.getByRole("listitem")).toContainText(business.name);
      await expect(next.getByRole("listitem")).toContainText(business.label);
      await expect(next.getByRole("link", { name: business.name })).toHaveAttribute("href", business.profile);
      await expectNoSeriousViolations(page);
      // The filter that emptied it, removable from here.
      const remove = empty.getByRole("button", { name: "Remove “Open now”" });
      await expect(remove).toBeInViewport();
      await remove.click();
      await expectAddress(page, `/directory/austin?search=${business.word}`);
      await expect(cards(page)).toHaveCount(1);
      await expect(openNow).not.toBeChecked();
    } finally {
      removeBusinesses(business.word);
    }
  });

  test("on a desktop, a filter that empties the place but not its surroundings brings the place's message into view, above the nearby ones", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const word = `Rise${randomUUID().slice(0, 8)}`;
    insertBusiness(word, "Austin Bakery", AUSTIN);
    insertBusiness(word, "Round Rock Bakery", ROUND_ROCK, true);
    try {
      await page.goto(`/directory/austin?search=${word}`);
      await expect(cards(page)).toHaveCount(1);
      await tickAtPanelFoot(page, "Verified");
      await expectAddress(page, `/directory/austin?search=${word}&features=verified`);
      const empty = page.getByTestId("directory-empty");
      await expect(empty).toContainText(`No businesses matching "${word}" in Austin, TX`);
      await expect(empty).toBeInViewport();
      const nearby = page.getByRole("region", {
        name: new RegExp(`^Nearby: businesses matching "${word}" within \\d+ mi of Austin, TX$`),
      });
      await expect(nearby.getByTestId("business-card")).toHaveText([new RegExp(`${word} Round Rock Bakery`)]);
      await expect(empty.getByRole("button", { name: "Remove “Verified”" })).toBeVisible();
    } finally {
      removeBusinesses(word);
    }
  });
});
