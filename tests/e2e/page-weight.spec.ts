// What a signed-out visitor's page view costs: the requests that run the app's code, and the
// JavaScript each public page loads before the visitor does anything, against the budgets in
// page-budgets.json (kB, gzip as sent). The page benchmark (npm run bench:pages) reports the same.
// A signed-in customer gets the same pages within the same budgets: their own parts (menu, bell,
// card state, the profile's actions) load after the page.
import { expect, test } from "@playwright/test";
import { measurePageLoad } from "../../scripts/lib/page-load.mjs";
import budgets from "./page-budgets.json" with { type: "json" };
import { rows } from "./e2e-db";
import { signedInStatePath, signInAs } from "./support";

/** The public pages a signed-in customer's budget is checked on: the same as everyone's. */
const SIGNED_IN_ROUTES = ["/", "/directory", "/business/{city}/{slug}"] as const;

const firstProfile = () => {
  const [business] = rows<{ citySlug: string; slug: string }>(
    `SELECT citySlug, slug FROM "BusinessProfile" WHERE active = 1 ORDER BY id LIMIT 1`,
  );
  if (!business) throw new Error("the end-to-end seed has no active business");
  return `/business/${business.citySlug}/${business.slug}`;
};

test.describe("page weight", () => {
  test("a /directory view asks the server for the page alone: no profile prefetches, no session request", async ({
    context,
    baseURL,
  }) => {
    const load = await measurePageLoad(context, baseURL ?? "", "/directory");
    expect(load.status).toBe(200);
    expect(load.serverRequests.length, load.serverRequests.join("\n")).toBeLessThanOrEqual(3);
    expect(load.serverRequests).toContain("GET /directory");
    expect(load.serverRequests.filter((request) => /\/business\/|\/api\/auth\//.test(request))).toEqual([]);
  });

  test("hovering a card's name prefetches that profile, and only it", async ({ page }) => {
    await page.goto("/directory");
    const link = page.getByTestId("business-card").first().locator(`a[href^="/business/"]`).first();
    const href = (await link.getAttribute("href")) ?? "";
    const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === href);
    await link.hover();
    expect(new URL((await prefetch).url()).searchParams.has("_rsc")).toBe(true);
  });

  test("/favicon.ico is a static icon, not the 404 page", async ({ request }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/x-icon");
  });

  test("a public page may stay in the back/forward cache for everyone; a signed-in user's own page may not", async ({
    page,
  }) => {
    const html = { accept: "text/html" };
    const shared = "private, no-cache, max-age=0, must-revalidate";
    const signedOut = await page.request.get("/directory", { headers: html });
    expect(signedOut.headers()["cache-control"]).toBe(shared);
    await signInAs(page, "customer");
    // The same page, rendered for nobody: the visitor's parts come after load (shared-pages.spec.ts).
    const signedIn = await page.request.get("/directory", { headers: html });
    expect(signedIn.headers()["cache-control"]).toBe(shared);
    const ownPage = await page.request.get("/customer-dashboard", { headers: html });
    expect(ownPage.headers()["cache-control"]).toContain("no-store");
  });

  for (const [route, budgetKb] of Object.entries(budgets)) {
    test(`${route} loads at most ${budgetKb} kB of JavaScript (gzip)`, async ({ context, baseURL }) => {
      const path = route === "/business/{city}/{slug}" ? firstProfile() : route;
      const load = await measurePageLoad(context, baseURL ?? "", path);
      expect(load.status).toBe(200);
      expect(Math.round(load.jsGzipBytes / 1024), `${path}: ${load.scripts} scripts`).toBeLessThanOrEqual(budgetKb);
    });
  }

  for (const route of SIGNED_IN_ROUTES) {
    const budgetKb = budgets[route];
    test(`${route} loads at most ${budgetKb} kB of JavaScript (gzip) for a signed-in customer`, async ({
      browser,
      baseURL,
    }) => {
      // A context of its own, signed in from the saved state: nothing is in its cache yet, so every
      // script counts with its real size.
      const context = await browser.newContext({ storageState: signedInStatePath("customer") });
      try {
        const path = route === "/business/{city}/{slug}" ? firstProfile() : route;
        const load = await measurePageLoad(context, baseURL ?? "", path);
        expect(load.status).toBe(200);
        expect(Math.round(load.jsGzipBytes / 1024), `${path}: ${load.scripts} scripts`).toBeLessThanOrEqual(budgetKb);
      } finally {
        await context.close();
      }
    });
  }
});
