// What an attacker would try in a browser: headers on pages and the API (CSP with a per-answer
// nonce, also on pages answered from the page cache, blocking injected scripts; no framing,
// nosniff, referrer and permissions policies), the CSP letting the site's own scripts, styles,
// images and JSON-LD work, and open-redirect payloads staying on the site.
import { expect, test } from "@playwright/test";
import { OPEN_REDIRECT_PAYLOADS } from "../helpers/open-redirect-payloads";
import { cspViolations } from "./csp";
import { rows } from "./e2e-db";
import { signInAs } from "./support";

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("geolocation=(self)");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

test("pages and the API carry the security headers; each page has its own script nonce", async ({ page, request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  expectCommonHeaders(first.headers());
  const policy = first.headers()["content-security-policy"]!;
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(policy).not.toContain("unsafe-inline' 'strict");
  expect(second.headers()["content-security-policy"]).not.toBe(policy);
  // Next.js puts the nonce on the scripts it renders.
  const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
  expect(await first.text()).toContain(`nonce="${nonce}"`);
  // No HSTS over plain http (the end-to-end server runs on http://localhost).
  expect(first.headers()["strict-transport-security"]).toBeUndefined();

  const api = await request.get("/api/trpc/directory.filterOptions");
  expect(api.status()).toBe(200);
  expectCommonHeaders(api.headers());
  expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");

  const asset = await request.get("/favicon.ico");
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");

  // Uploaded images carry their own policy, not the page's: opened on their own they run nothing.
  const media = await request.get(`/media/${"0".repeat(64)}.webp`);
  expect(media.status()).toBe(404);
  expect(media.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  expect(media.headers()["x-content-type-options"]).toBe("nosniff");

  // The CSP leaves the site working: scripts run (the header search answers), styles and images load, JSON-LD is there.
  const violations = cspViolations(page);
  await page.goto("/");
  // The header search loads its suggestion box when it takes focus.
  const search = page.getByTestId("header-search");
  await search.focus();
  await expect(search).toHaveRole("combobox");
  await search.fill("bak");
  await expect(page.getByRole("option").first()).toBeVisible();
  const business = rows<{ slug: string; citySlug: string }>(
    `SELECT slug, citySlug FROM "BusinessProfile" WHERE active = 1 ORDER BY id LIMIT 1`,
  )[0]!;
  await page.goto(`/business/${business.citySlug}/${business.slug}`);
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe("");
  await page.goto("/directory/austin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await signInAs(page, "admin");
  await page.goto("/admin/referrals");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("after sign-in, every known open-redirect payload lands on the site, and none gives a 500", async ({ page }) => {
  await signInAs(page, "customer");
  for (const payload of [...OPEN_REDIRECT_PAYLOADS, "/\n", "/%0A", "/%0D%0ALocation:%20https://evil.example"]) {
    const response = await page.request.get(`/auth?callbackUrl=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
    expect(response.status(), JSON.stringify(payload)).toBeLessThan(500);
    const location = response.headers()["location"] ?? "";
    expect(location, JSON.stringify(payload)).toMatch(/^\/(?![/\\])/);
  }
  // The reviewed payload, by hand: a tab between the slashes.
  await page.goto("/auth?callbackUrl=%2F%09%2Fevil.example");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
