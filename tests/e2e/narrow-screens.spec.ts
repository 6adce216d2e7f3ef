// No page is wider than a 360 px phone screen: every route of src/app, as a visitor and signed in
// as each role, is opened at 360 px and must not scroll sideways. Ids come from the seeded data
// (tmp/e2e.db); secret links (reset, verify, confirm, a waitlist spot) are opened with made-up
// tokens, which shows the page each link opens to with its "invalid link" answer.
import { createHash, randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { execute, rows, scalar } from "./e2e-db";
import { ADMIN_ROUTES, OWNER_ROUTES, SIGNED_IN_ROUTES } from "./routes";
import { actAsNewVisitor, signInAs, type DemoRole } from "./support";

const PHONE = { width: 360, height: 740 };
// Each test opens a dozen or more pages, so it gets more than the default 30 s.
const ROUTE_WALK_TIMEOUT = 120_000;

const one = (query: string) => {
  const value = scalar<string | undefined>(query);
  if (!value) throw new Error(`no seeded row for: ${query}`);
  return value;
};
/** The first id the query finds among the demo owner's businesses (`b`). */
const ownersFirst = (query: string) => one(`${query} WHERE b."ownerId" = 'user_owner' ORDER BY 1 LIMIT 1`);

/** A review request link of the demo owner's first business, written as the owner's send would. */
function reviewLink(): string {
  const code = randomBytes(12).toString("base64url");
  execute(
    `INSERT INTO "ReviewRequest" ("id", "businessId", "customerName", "sentAt", "expiresAt", "linkCodeHash")
     VALUES (?, ?, 'Narrow Screen', CURRENT_TIMESTAMP, ?, ?)`,
    `rr_narrow_${code.slice(0, 8)}`,
    ownersFirst(`SELECT b."id" FROM "BusinessProfile" b`),
    Date.now() + 86_400_000,
    createHash("sha256").update(code).digest("hex"),
  );
  return `/review/${code}`;
}

function publicRoutes() {
  const [business] = rows<{ id: string; slug: string; citySlug: string }>(
    `SELECT "id", "slug", "citySlug" FROM "BusinessProfile" WHERE "active" = 1 AND "awaitingApproval" = 0 ORDER BY "id" LIMIT 1`,
  );
  const { id, slug, citySlug } = business!;
  return [
    "/",
    "/about",
    "/contact",
    "/help",
    "/how-reviews-work",
    "/privacy",
    "/terms",
    "/business",
    `/business/${citySlug}/${slug}`,
    `/business/${slug}`,
    `/business/${id}`,
    "/directory",
    `/directory/${citySlug}`,
    "/directory/78701",
    "/sitemap",
    `/sitemap/${citySlug}`,
    `/shared-list/${one(`SELECT "id" FROM "UserList" WHERE "isPublic" = 1 ORDER BY "id" LIMIT 1`)}`,
    `/organization/${one(`SELECT "slug" FROM "Organization" ORDER BY "slug" LIMIT 1`)}`,
    reviewLink(),
    "/review/confirm?token=made-up-token",
    "/auth",
    "/auth?mode=signup",
    "/auth/forgot-password",
    "/auth/reset-password?token=made-up-token",
    "/auth/verify-email?token=made-up-token",
    "/auth/finish-sign-up?token=made-up-token",
    `/waitlist/${citySlug}`,
    "/waitlist/confirm?token=made-up-token",
    "/waitlist/spot/made-up-key",
    "/no-such-page",
  ];
}

const customerRoutes = () => [
  ...SIGNED_IN_ROUTES,
  "/account",
  `/customer-dashboard/enquiries/${one(`SELECT "id" FROM "Enquiry" WHERE "customerId" = 'user_customer' ORDER BY "id" LIMIT 1`)}`,
];
const ownerRoutes = () => {
  const business = ownersFirst(`SELECT b."id" FROM "BusinessProfile" b`);
  return [
    ...SIGNED_IN_ROUTES,
    ...OWNER_ROUTES,
    "/account",
    `/dashboard/business/${business}`,
    `/dashboard/business/${business}/posts`,
    `/dashboard/enquiries/${ownersFirst(`SELECT e."id" FROM "Enquiry" e JOIN "BusinessProfile" b ON b."id" = e."businessId"`)}`,
  ];
};
const adminRoutes = () => [
  ...ADMIN_ROUTES,
  `/organization/${one(`SELECT "slug" FROM "Organization" ORDER BY "slug" LIMIT 1`)}/manage`,
];

/** The routes that scroll sideways at 360 px, with the page's width; none, when all fit. */
async function tooWide(page: Page, routes: readonly string[]) {
  await page.setViewportSize(PHONE);
  const wide: Array<{ route: string; width: number }> = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator("main")).toBeVisible();
    const { width, viewport } = await page.evaluate(() => ({
      width: document.scrollingElement!.scrollWidth,
      viewport: document.scrollingElement!.clientWidth,
    }));
    if (width > viewport) wide.push({ route, width });
  }
  return wide;
}

test("public pages fit a 360 px screen", async ({ page }) => {
  test.setTimeout(ROUTE_WALK_TIMEOUT);
  await actAsNewVisitor(page);
  expect(await tooWide(page, publicRoutes())).toEqual([]);
});

for (const [role, routes] of [
  ["customer", customerRoutes],
  ["business_owner", ownerRoutes],
  ["admin", adminRoutes],
] as Array<[DemoRole, () => string[]]>) {
  test(`${role} pages fit a 360 px screen`, async ({ page }) => {
    test.setTimeout(ROUTE_WALK_TIMEOUT);
    await signInAs(page, role);
    expect(await tooWide(page, routes())).toEqual([]);
  });
}
