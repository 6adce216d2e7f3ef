// Owner insights in the browser: the owner reads a business's 30 and 90 days (chart, table, sources)
// and downloads them as CSV; a visitor who finds a business by searching and shares it is counted
// as a view from search and a share.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { rows, scalar } from "./e2e-db";
import { actAsNewVisitor, signInAs } from "./support";

type Business = { id: string; businessName: string };
const demoBusiness = (id: string) =>
  rows<Business>(`SELECT id, businessName FROM "BusinessProfile" WHERE id = ?`, id)[0]!;

test("an owner reads 30 and 90 days of insights, with the numbers as a table, and downloads them as CSV", async ({
  page,
}) => {
  // A long flow: room for a busy machine.
  test.setTimeout(60_000);
  const business = demoBusiness("biz_000001");
  await signInAs(page, "business_owner");
  await page.goto("/dashboard");
  await page.getByRole("link", { name: business.businessName }).click();
  await expect(page).toHaveURL(`/dashboard?business=${business.id}`);
  const summary = page.getByRole("region", { name: "Insights, last 30 days" });
  await expect(summary.getByText("Profile views")).toBeVisible();
  await summary.getByRole("link", { name: "See all insights" }).click();
  await expect(page).toHaveURL(`/dashboard/insights?business=${business.id}&days=30`);
  await expect(page.getByRole("heading", { level: 2, name: business.businessName })).toBeVisible();
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: "Profile views and action clicks per day, last 30 days" })).toBeVisible();
  await expect(page.getByRole("region", { name: "How visitors found your profile" })).toBeVisible();

  const table = page.getByRole("table", { name: "Insights per day, last 30 days" });
  await expect(table).not.toBeInViewport();
  await page.getByRole("button", { name: "Show as a table" }).click();
  await expect(page.getByRole("button", { name: "Hide the table" })).toHaveAttribute("aria-expanded", "true");
  await expect(table).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(30);
  await expectNoSeriousViolations(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^insights-garcia-s-diner-30-days-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, "utf8")
    .trimEnd()
    .split("\r\n");
  expect(lines).toHaveLength(31);
  expect(lines[0]).toMatch(/^"Day","Profile views","Views from search",/);
  await expect(page.getByText("Insights downloaded.")).toBeVisible();

  await page.getByRole("link", { name: "90 days" }).click();
  await expect(page).toHaveURL(`/dashboard/insights?business=${business.id}&days=90`);
  await expect(page.getByRole("img", { name: "Profile views and action clicks per day, last 90 days" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Insights per day, last 90 days" }).locator("tbody tr")).toHaveCount(90);

  // The owner's other businesses are a switch away.
  const other = demoBusiness("biz_000002");
  await page
    .getByRole("navigation", { name: "Your businesses" })
    .getByRole("link", { name: other.businessName })
    .click();
  await expect(page).toHaveURL(`/dashboard/insights?business=${other.id}&days=90`);
  await expect(page.getByRole("heading", { level: 2, name: other.businessName })).toBeVisible();
});

test.describe("a visitor", () => {
  // A browser of its own (headless Chromium names itself as such, and robots are not counted).
  test.use({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${randomUUID()}`,
  });

  test("who finds a business by searching and shares it counts as a view from search and a share", async ({ page }) => {
    const business = demoBusiness("biz_000002");
    const counted = () =>
      rows<{ views: number; viewsSearch: number; shareClicks: number }>(
        `SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(viewsSearch), 0) AS viewsSearch,
                COALESCE(SUM(shareClicks), 0) AS shareClicks FROM "BusinessInsightDay" WHERE businessId = ?`,
        business.id,
      )[0]!;
    const before = counted();
    await actAsNewVisitor(page);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/directory?search=${encodeURIComponent(business.businessName)}`);
    await page.getByRole("link", { name: business.businessName }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.businessName);
    await page.getByTestId("profile-actions").getByRole("button", { name: "Share" }).click();
    // Written with the recorder's next batch (every 2 seconds).
    await expect
      .poll(counted)
      .toEqual({ views: before.views + 1, viewsSearch: before.viewsSearch + 1, shareClicks: before.shareClicks + 1 });
    // Opening it again and sharing it again the same day counts nothing more. A view of another
    // business, sent after those, is written with or after them: once it shows, they were written.
    const answered = () =>
      page.waitForResponse((response) => response.url().endsWith("/api/insights") && response.status() === 204);
    let sent = answered();
    await page.reload();
    await sent;
    sent = answered();
    await page.getByTestId("profile-actions").getByRole("button", { name: "Share" }).click();
    await sent;
    const marker = demoBusiness("biz_000003");
    const markerViews = () =>
      scalar(`SELECT COALESCE(SUM(views), 0) FROM "BusinessInsightDay" WHERE businessId = ?`, marker.id);
    const markerBefore = markerViews();
    await page.goto(`/business/${marker.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(marker.businessName);
    await expect.poll(markerViews).toBe(markerBefore + 1);
    expect(counted()).toEqual({
      views: before.views + 1,
      viewsSearch: before.viewsSearch + 1,
      shareClicks: before.shareClicks + 1,
    });
  });
});
