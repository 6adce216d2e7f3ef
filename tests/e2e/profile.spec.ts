import { expect, test, type Page } from "@playwright/test";
import { isOpenAt, type HoursRow } from "@/features/businesses/profile/hours";
import { rows, scalar } from "./e2e-db";

type Business = { id: string; slug: string; citySlug: string; businessName: string; timeZone: string };
const BUSINESS_COLUMNS = `id, slug, citySlug, businessName, timeZone`;

const hoursOf = (id: string) =>
  rows<HoursRow>(`SELECT dayOfWeek, openMinute, closeMinute FROM "BusinessHours" WHERE businessId = ?`, id);

async function jsonLd(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "null") as Record<string, unknown> & {
    aggregateRating?: { reviewCount: number; ratingValue: number };
  };
}

test("the canonical, slug and id URLs show the same profile with the canonical link and LocalBusiness data", async ({
  page,
  baseURL,
}) => {
  // A business whose slug no other business uses, with published reviews.
  const business = rows<Business>(
    `SELECT ${BUSINESS_COLUMNS} FROM "BusinessProfile" b WHERE active = 1 AND totalReviews > 0
       AND (SELECT COUNT(*) FROM "BusinessProfile" o WHERE o.slug = b.slug) = 1 ORDER BY id LIMIT 1`,
  )[0]!;
  const canonical = `${baseURL}/business/${business.citySlug}/${business.slug}`;
  const published = scalar(`SELECT COUNT(*) FROM "Review" WHERE businessId = ? AND status = 'published'`, business.id);

  for (const path of [
    `/business/${business.citySlug}/${business.slug}`,
    `/business/${business.slug}`,
    `/business/${business.id}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.businessName);
    await expect(page).toHaveTitle(new RegExp(`^${business.businessName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} - `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    const data = await jsonLd(page);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: business.businessName,
      url: canonical,
    });
    expect(data.aggregateRating?.reviewCount).toBe(published);
  }

  for (const stars of [5, 4, 3, 2, 1]) {
    const count = scalar(
      `SELECT COUNT(*) FROM "Review" WHERE businessId = ? AND status = 'published' AND rating = ?`,
      business.id,
      stars,
    );
    await expect(page.getByTestId(`rating-${stars}`)).toContainText(String(count));
  }
  await expect(page.getByRole("heading", { name: "Opening hours" })).toBeVisible();
});

test("a business without reviews has no AggregateRating", async ({ page }) => {
  const business = rows<Business>(
    `SELECT ${BUSINESS_COLUMNS} FROM "BusinessProfile" WHERE active = 1 AND totalReviews = 0 ORDER BY id LIMIT 1`,
  )[0];
  expect(business, "the demo data has an active business without reviews").toBeDefined();
  await page.goto(`/business/${business!.citySlug}/${business!.slug}`);
  const data = await jsonLd(page);
  expect(data["@type"]).toBe("LocalBusiness");
  expect(data.aggregateRating).toBeUndefined();
  await expect(page.getByTestId("profile-rating")).toHaveText("New");
});

test("unknown and inactive businesses get the 404 page", async ({ page }) => {
  const inactive = rows<Business>(
    `SELECT ${BUSINESS_COLUMNS} FROM "BusinessProfile" WHERE active = 0 ORDER BY id LIMIT 1`,
  )[0]!;
  const paths = [
    "/business/no-such-business",
    "/business/austin/no-such-business",
    `/business/${inactive.citySlug}/${inactive.slug}`,
    `/business/${inactive.id}`,
    `/business/${inactive.citySlug === "austin" ? "dallas" : "austin"}/${inactive.slug}`,
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  }
});

test("the profile says whether the business is open now in its own time zone", async ({ page }) => {
  // Businesses whose state cannot change in the next two minutes, so the page and the test agree.
  const now = Date.now();
  const stable = (business: Business, open: boolean) =>
    [now, now + 120_000].every((at) => isOpenAt(hoursOf(business.id), business.timeZone, new Date(at)) === open);
  const candidates = rows<Business>(
    `SELECT ${BUSINESS_COLUMNS} FROM "BusinessProfile" WHERE active = 1 ORDER BY id LIMIT 120`,
  );
  const open = candidates.find((business) => stable(business, true));
  const closed = candidates.find((business) => stable(business, false));
  expect(open && closed).toBeTruthy();

  await page.goto(`/business/${open!.citySlug}/${open!.slug}`);
  await expect(page.getByTestId("open-status")).toHaveText("Open now");
  await page.goto(`/business/${closed!.id}`);
  await expect(page.getByTestId("open-status")).toHaveText("Closed now");
});
