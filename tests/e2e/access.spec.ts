import { expect, test } from "@playwright/test";
import { ADMIN_ROUTES, OWNER_ROUTES, SIGNED_IN_ROUTES } from "./routes";
import { signInAs, signInThroughForm, demoAccount, type DemoRole } from "./support";

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
