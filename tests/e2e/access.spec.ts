import { expect, test } from "@playwright/test";
import { signInAs, signInThroughForm, demoAccount, type DemoRole } from "./support";

// /dashboard/business/{id} (and its /posts) answers 404 to anyone but its owner and admins
// (tests/e2e/business-owner.spec.ts, tests/e2e/posts.spec.ts).
const SIGNED_IN_ROUTES = ["/customer-dashboard", "/customer-dashboard/enquiries", "/dashboard/create-business"];
const OWNER_ROUTES = [
  "/dashboard",
  "/dashboard/insights",
  "/dashboard/enquiries",
  "/dashboard/network",
  "/dashboard/network/requests",
  "/dashboard/network/suggestions",
  "/dashboard/network/referrals",
  "/dashboard/network/referrals/sent",
  "/dashboard/network/recommendations",
  "/dashboard/organizations/new",
  "/dashboard/network/organizations",
];
const ADMIN_ROUTES = [
  "/admin",
  "/admin/business/biz_000001/edit", // a seeded business
  "/admin/convert-business/waitlist_040", // a seeded waitlist entry
  "/admin/businesses",
  "/admin/templates",
  "/admin/reviews",
  "/admin/reviews/recommendations",
  "/admin/reviews/enquiries",
  "/admin/reviews/posts",
  "/admin/users",
  "/admin/organizations",
  "/admin/categories",
  "/admin/features",
  "/admin/settings",
  "/admin/referrals",
  "/admin/email-templates",
  "/admin/notifications",
  "/admin/challenges",
  "/admin/audit",
];

// Each of these tests opens about twenty pages, so it gets more than the default 30 s.
const ROUTE_WALK_TIMEOUT = 90_000;

test("guests are sent to /auth and come back after signing in", async ({ page }) => {
  test.setTimeout(ROUTE_WALK_TIMEOUT);
  for (const path of [...SIGNED_IN_ROUTES, ...OWNER_ROUTES, ...ADMIN_ROUTES]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth?callbackUrl=${encodeURIComponent(path)}`);
  }
  const customer = demoAccount("customer");
  await page.goto("/customer-dashboard");
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL("/customer-dashboard");
  await expect(page.getByTestId("signed-in-as")).toContainText(customer.displayName);
});

const MATRIX: Array<{ role: DemoRole; allowed: string[]; refused: string[] }> = [
  { role: "customer", allowed: SIGNED_IN_ROUTES, refused: [...OWNER_ROUTES, ...ADMIN_ROUTES] },
  { role: "business_owner", allowed: [...SIGNED_IN_ROUTES, ...OWNER_ROUTES], refused: ADMIN_ROUTES },
  { role: "admin", allowed: [...SIGNED_IN_ROUTES, ...OWNER_ROUTES, ...ADMIN_ROUTES], refused: [] },
];

for (const { role, allowed, refused } of MATRIX) {
  test(`${role} reaches exactly the routes of the role`, async ({ page }) => {
    test.setTimeout(ROUTE_WALK_TIMEOUT);
    const account = await signInAs(page, role);
    for (const path of allowed) {
      await page.goto(path);
      await expect(page, `${role} may open ${path}`).toHaveURL(path);
      await expect(page.getByTestId("signed-in-as")).toContainText(account.displayName);
    }
    for (const path of refused) {
      await page.goto(path);
      await expect(page, `${role} is sent home from ${path}`).toHaveURL("/");
    }
  });
}
