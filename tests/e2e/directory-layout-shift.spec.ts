// The first view does not jump: the cumulative layout shift of a fresh load (a new visitor, an
// address the server renders for the first time, which streams the loading screen first) and of a
// cached one (the same visitor again: the page cache's copy) stays at or under 0.05, on a phone and
// on a desktop. CLS is a measure of layout, not time: the same page at the same size shifts alike.
import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { layoutShifts, recordLayoutShifts } from "../../scripts/lib/layout-shift.mjs";
import { rows } from "./e2e-db";

const LIMIT = 0.05;
const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1366, height: 768 } },
];

function firstProfile(): string {
  const [business] = rows<{ citySlug: string; slug: string }>(
    `SELECT citySlug, slug FROM "BusinessProfile" WHERE active = 1 AND citySlug = 'austin' ORDER BY id LIMIT 1`,
  );
  if (!business) throw new Error("the end-to-end seed has no active business in Austin");
  return `/business/${business.citySlug}/${business.slug}`;
}

const PAGES = [
  { name: "directory", path: () => "/directory" },
  { name: "Austin", path: () => "/directory/austin" },
  { name: "home", path: () => "/" },
  { name: "profile", path: firstProfile },
];

/** Loads `path` in a new page of the context and returns its layout shifts once it has hydrated. */
async function load(page: Page, path: string) {
  await recordLayoutShifts(page);
  await page.goto(path);
  // Hydrated: the footer's newsletter field, disabled in the server's HTML, is enabled.
  await expect(page.getByRole("form", { name: "Newsletter" }).getByLabel("Email address")).toBeEnabled();
  return layoutShifts(page);
}

async function newVisitor(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` });
  return context;
}

for (const size of SIZES) {
  test.describe(`layout shift on a ${size.name} (${size.viewport.width} px)`, () => {
    for (const target of PAGES) {
      test(`${target.name}: a fresh and a cached load shift at most ${LIMIT}`, async ({ browser }) => {
        const path = target.path();
        const context = await newVisitor(browser, size.viewport);
        try {
          // Fresh: an address nobody asked for yet, so the server renders (and streams) it.
          const fresh = await load(await context.newPage(), `${path}?first-view=${randomUUID()}`);
          expect(fresh.score, JSON.stringify(fresh.shifts)).toBeLessThanOrEqual(LIMIT);
          // Cached: the same address twice; the second comes from the page cache (and the browser's).
          await load(await context.newPage(), path);
          const cached = await load(await context.newPage(), path);
          expect(cached.score, JSON.stringify(cached.shifts)).toBeLessThanOrEqual(LIMIT);
        } finally {
          await context.close();
        }
      });
    }
  });
}
