import { expect, test } from "@playwright/test";
import { setSetting as setSettingAsAdmin } from "./admin-api";
import { rows, scalar } from "./e2e-db";

const DEFAULT_STATS = [
  ["Active Businesses", "12,847", "+23%"],
  ["5-Star Reviews", "87,432", "+18%"],
  ["Member Perks", "3,291", "+41%"],
  ["Connections Made", "156,923", "+35%"],
  ["Revenue Generated", "$2.4M", "+52%"],
  ["Monthly Growth", "28%", "+8%"],
];

test("the home page shows the hero, featured businesses, feature cards, statistics, testimonials and the call to join", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Discover trusted local businesses" })).toBeVisible();
  await expect(page.getByText("Trusted by 10,000+ local businesses")).toBeVisible();

  const featured = page.getByRole("region", { name: "Featured businesses" });
  const featuredCount = Math.min(6, scalar(`SELECT COUNT(*) FROM "BusinessProfile" WHERE active = 1 AND featured = 1`));
  expect(featuredCount).toBeGreaterThan(0);
  await expect(featured.getByText(`${featuredCount} of 6 featured businesses`)).toBeVisible();
  await expect(featured.getByTestId("business-card")).toHaveCount(featuredCount);
  const newest = rows<{ businessName: string }>(
    `SELECT businessName FROM "BusinessProfile" WHERE active = 1 AND featured = 1 ORDER BY createdAt DESC, id DESC LIMIT 1`,
  )[0]!;
  await expect(featured.getByTestId("business-card").first()).toContainText(newest.businessName);

  const features = rows<{ title: string; iconName: string }>(
    `SELECT title, iconName FROM "PlatformFeature" WHERE isFeatured = 1 AND isActive = 1 ORDER BY displayOrder LIMIT 6`,
  );
  const cards = page.getByTestId("feature-card");
  await expect(cards).toHaveCount(features.length);
  for (const [index, feature] of features.entries()) {
    await expect(cards.nth(index).getByRole("heading")).toHaveText(feature.title);
    await expect(cards.nth(index).locator(`svg[data-icon="${feature.iconName}"]`)).toHaveCount(1);
  }

  const stats = page.getByTestId("platform-stat");
  await expect(stats).toHaveCount(6);
  for (const [index, [label, value, change]] of DEFAULT_STATS.entries()) {
    await expect(stats.nth(index)).toContainText(label!);
    await expect(stats.nth(index)).toContainText(value!);
    await expect(stats.nth(index)).toContainText(change!);
  }

  await expect(page.getByRole("heading", { name: "What our members say" })).toBeVisible();
  await expect(page.getByRole("region", { name: "What our members say" }).getByRole("figure")).toHaveCount(3);
  const join = page
    .getByRole("region", { name: "Own a local business? Join LocalHub." })
    .getByRole("link", { name: "Join the Waitlist" });
  await expect(join).toHaveAttribute("href", "#waitlist");
  await join.click();
  await expect(page).toHaveURL(/#waitlist$/);
  await expect(page.locator("#waitlist")).toBeInViewport();
});

/** Sets a site setting as an admin; returns a function that restores the old value. */
function setSetting(key: string, value: string): Promise<() => Promise<void>> {
  return setSettingAsAdmin(
    key,
    value,
    scalar<string | undefined>(`SELECT value FROM "SiteSetting" WHERE key = ?`, key) ?? "",
  );
}

test("the hero draws the bundled illustration until an admin sets an image, and ignores /placeholder.svg", async ({
  page,
}) => {
  const restores: Array<() => Promise<void>> = [];
  try {
    restores.push(await setSetting("hero_image_url", ""));
    await page.goto("/");
    // Drawn inline with the page: no image request to wait for.
    await expect(page.getByTestId("hero-image")).toHaveJSProperty("tagName", "svg");
    restores.push(await setSetting("hero_image_url", "/placeholder.svg"));
    await page.reload();
    await expect(page.getByTestId("hero-image")).toHaveJSProperty("tagName", "svg");
    restores.push(await setSetting("hero_image_url", "/favicon.svg"));
    await page.reload();
    await expect(page.getByTestId("hero-image")).toHaveAttribute("src", "/favicon.svg");
  } finally {
    for (const restore of restores.reverse()) await restore();
  }
});

test("pages outside the directory take their metadata from site settings", async ({ page }) => {
  const setting = (key: string) => scalar<string>(`SELECT value FROM "SiteSetting" WHERE key = ?`, key);
  await page.goto("/about");
  await expect(page).toHaveTitle("About Us | LocalHub");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", setting("site_description"));
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", setting("site_keywords"));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", setting("site_title"));
  await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute(
    "content",
    setting("site_description"),
  );
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
  await page.goto("/");
  await expect(page).toHaveTitle(setting("site_title"));
});

test("the sharing image and favicon come from settings with a cache-busting version", async ({ page }) => {
  const restores = [
    await setSetting("site_og_image_url", "/images/share.png"),
    await setSetting("site_favicon_url", "/images/icon.png"),
  ];
  try {
    await page.goto("/contact");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/share\.png\?v=\d+$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", /\/images\/share\.png\?v=\d+$/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /^\/images\/icon\.png\?v=\d+$/);
  } finally {
    for (const restore of restores.reverse()) await restore();
  }
});
