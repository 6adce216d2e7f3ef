// Details of the public pages a visitor meets: card badges agree with the feature filters, an
// unknown place answers 404, the hero text stays readable at every width, and the directory
// prefetches each profile once, a visitor over the search limit is told to wait, and a tampered
// search address still searches.
import { randomInt } from "node:crypto";
import sharp from "sharp";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { cards } from "./directory-support";
import { rows } from "./e2e-db";
import { DIRECTORY_LOAD_ERROR_MESSAGE, TOO_MANY_SEARCHES_MESSAGE } from "@/features/directory/types";

type Flags = { onlineBooking: number; sameDayService: number };

function flagsOf(href: string): Flags {
  const [, , citySlug, slug] = href.split("/");
  const found = rows<Flags>(
    `SELECT onlineBooking, sameDayService FROM "BusinessProfile" WHERE citySlug = ? AND slug = ?`,
    citySlug,
    slug,
  );
  if (!found[0]) throw new Error(`no business at ${href}`);
  return found[0];
}

async function badges(card: Locator) {
  const shows = async (name: string) => (await card.getByText(name, { exact: true }).count()) > 0;
  return { onlineBooking: await shows("Online Booking"), sameDayService: await shows("Same-Day Service") };
}

async function expectBadgesMatchFlags(page: Page) {
  const all = await cards(page).all();
  expect(all.length).toBeGreaterThan(0);
  for (const card of all) {
    const href = (await card.getByRole("heading").getByRole("link").getAttribute("href"))!;
    const flags = flagsOf(href);
    expect(await badges(card), href).toEqual({
      onlineBooking: flags.onlineBooking === 1,
      sameDayService: flags.sameDayService === 1,
    });
  }
}

test("card badges say what the feature filters find", async ({ page }) => {
  await page.goto("/directory/plano");
  await expectBadgesMatchFlags(page);
  await page.goto("/directory/plano?features=online-booking,same-day");
  await expectBadgesMatchFlags(page);
  for (const card of await cards(page).all())
    expect(await badges(card)).toEqual({ onlineBooking: true, sameDayService: true });
});

test("an unknown place answers 404 with the helpful page, not indexed", async ({ page }) => {
  const response = await page.goto("/directory/not-a-city");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Location not found");
  await expect(page.getByTestId("unknown-location")).toContainText('We could not find the location "not-a-city".');
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await page.getByRole("link", { name: "Browse all businesses" }).click();
  await expect(page).toHaveURL(/\/directory$/);
});

/** WCAG relative luminance of an sRGB colour. */
function luminance(r: number, g: number, b: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The lowest contrast between the hero paragraph's colour and the pixels behind it (text hidden). */
async function heroTextContrast(page: Page): Promise<number> {
  const paragraph = page.locator("#hero-heading + p");
  const box = (await paragraph.boundingBox())!;
  // The computed colour may be oklch(...) (Tailwind 4): a canvas turns it into sRGB bytes.
  const [tr, tg, tb] = await paragraph.evaluate((element) => {
    const probe = document.createElement("canvas").getContext("2d")!;
    probe.fillStyle = getComputedStyle(element).color;
    probe.fillRect(0, 0, 1, 1);
    return [...probe.getImageData(0, 0, 1, 1).data];
  });
  await page
    .locator("section[aria-labelledby=hero-heading] > div:last-child")
    .evaluate((element) => (element.style.visibility = "hidden"));
  const screenshot = await page.screenshot({ clip: box });
  await page
    .locator("section[aria-labelledby=hero-heading] > div:last-child")
    .evaluate((element) => (element.style.visibility = ""));
  const text = luminance(tr!, tg!, tb!);
  const { data, info } = await sharp(screenshot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let brightest = 0;
  for (let i = 0; i < data.length; i += info.channels)
    brightest = Math.max(brightest, luminance(data[i]!, data[i + 1]!, data[i + 2]!));
  const [light, dark] = text > brightest ? [text, brightest] : [brightest, text];
  return (light + 0.05) / (dark + 0.05);
}

test("the hero paragraph keeps AA contrast over the illustration at every width", async ({ page }) => {
  for (const width of [360, 640, 768, 1024, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expect(page.getByTestId("hero-image")).toBeVisible();
    expect(await heroTextContrast(page), `at ${width} px`).toBeGreaterThanOrEqual(4.5);
  }
});

test("the directory prefetches each profile at most once, when the visitor points at it", async ({ page }) => {
  const prefetches = new Map<string, number>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/business/") || !request.headers()["rsc"]) return;
    prefetches.set(url.pathname, (prefetches.get(url.pathname) ?? 0) + 1);
  });
  await page.goto("/directory");
  await expect(cards(page)).toHaveCount(12);
  await page.waitForLoadState("networkidle");
  const twice = [...prefetches].filter(([, count]) => count > 1);
  expect(twice).toEqual([]);

  // The cards' profiles are fetched when the visitor shows interest in one.
  const link = cards(page).first().getByRole("heading").getByRole("link");
  const href = (await link.getAttribute("href"))!;
  const prefetched = page.waitForRequest(
    (request) => new URL(request.url()).pathname === href && Boolean(request.headers()["rsc"]),
  );
  await link.hover();
  await prefetched;
});

test("a visitor over the search limit is told to wait, not that loading failed", async ({ page, request }) => {
  // An address of its own (TEST-NET-1), so no other test shares its allowance of 120 searches a minute.
  const address = `192.0.2.${randomInt(1, 255)}`;
  const input = encodeURIComponent(JSON.stringify({ json: { search: "cafe" } }));
  const statuses: number[] = [];
  for (let round = 0; round < 13; round++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request.get(`/api/trpc/directory.search?input=${input}`, { headers: { "x-forwarded-for": address } }),
      ),
    );
    statuses.push(...answers.map((answer) => answer.status()));
  }
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);

  // An address no other test asks for, so the page is rendered for this visitor, not served from the page cache.
  const path = `/directory?search=cafe&rating=${randomInt(1, 1_000_000)}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  await page.goto(path);
  await expect(page.getByTestId("directory-too-many")).toHaveText(TOO_MANY_SEARCHES_MESSAGE);
  await expect(page.getByText(DIRECTORY_LOAD_ERROR_MESSAGE)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();

  // The limit answered that visitor only: the next visitor of the same address gets the directory.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${randomInt(1, 255)}` });
  await page.goto(path);
  await expect(
    page.getByText("Discover verified local businesses, compare ratings and find offers near you."),
  ).toBeVisible();
  await expect(page.getByTestId("directory-too-many")).toHaveCount(0);
});

test("a search address with a NUL byte in it shows the results of the text without it", async ({ page }) => {
  await page.goto("/directory?search=caf%00e");
  await expect(page.getByTestId("directory-search")).toHaveValue("cafe");
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(DIRECTORY_LOAD_ERROR_MESSAGE)).toHaveCount(0);
});

test("a profile prefetches no page until the visitor points at a link", async ({ page }) => {
  const [busiest] = rows<{ citySlug: string; slug: string }>(
    `SELECT citySlug, slug FROM "BusinessProfile" WHERE active = 1 ORDER BY totalReviews DESC, id LIMIT 1`,
  );
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"]) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto(`/business/${busiest!.citySlug}/${busiest!.slug}`);
  // The reviews' pager and sort links, the breadcrumb and "How reviews work" are in the page.
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").first();
  await expect(breadcrumb).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const href = (await breadcrumb.getAttribute("href"))!;
  const onIntent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === href && Boolean(request.headers()["rsc"]),
  );
  await breadcrumb.hover();
  await onIntent;
});
