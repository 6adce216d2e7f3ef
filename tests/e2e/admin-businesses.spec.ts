// An admin finds a business by its owner's email on /admin/businesses, verifies it (the badge
// appears on its directory card), features it (it appears on the home page) and deactivates it
// (it leaves the directory). The business and its owner are made for this test through the API, so
// no seeded row other specs count on changes. Customers and owners are sent away from the screen.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { execute, scalar } from "./e2e-db";
import { signInAs, signUpThroughApi, uniqueEmail } from "./support";

const PASSWORD = "Sturdy-pass-77";

async function call<T>(context: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const response = await context.post(`/api/trpc/${procedure}`, { data: { json: input } });
  const body = (await response.json()) as { result?: { data: { json: T } }; error?: { json: { message: string } } };
  if (!response.ok() || !body.result)
    throw new Error(`${procedure} failed: ${body.error?.json.message ?? response.status()}`);
  return body.result.data.json;
}

/** A new member (the sign-up link proved their email) who lists a business in Austin, through the product's API, approved by an admin. */
async function ownedBusiness(name: string) {
  const email = uniqueEmail("listed");
  const context = await signUpThroughApi({ email, displayName: "Lena Lister", password: PASSWORD });
  try {
    const category = scalar<string>(`SELECT id FROM "BusinessCategory" WHERE slug = 'restaurants'`);
    const parent = scalar<string>(`SELECT parentId FROM "BusinessCategory" WHERE slug = 'restaurants'`);
    const business = await call<{ id: string; slug: string; citySlug: string }>(context, "businesses.create", {
      basics: { businessName: name, parentCategoryId: parent, categoryId: category },
      location: { citySlug: "austin", address: "1 Congress Ave" },
      contact: { phone: "(512) 555-0101" },
    });
    // Approved, as if from the admins' queue (business-owner.spec.ts approves through it): listed in the directory.
    execute(
      `UPDATE "BusinessProfile" SET active = 1, awaitingApproval = 0, approvedAt = ? WHERE id = ?`,
      new Date().toISOString().replace("Z", "+00:00"),
      business.id,
    );
    return { ...business, email };
  } finally {
    await context.dispose();
  }
}

const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

/** Chooses an item of the row's one actions menu. */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: action, exact: true }).click();
}

test("an admin finds a business by its owner's email, verifies, features and deactivates it", async ({ page }) => {
  test.setTimeout(120_000);
  const word = `Zephyr${randomUUID().slice(0, 6)}`;
  const name = `${word} Noodle House`;
  const business = await ownedBusiness(name);
  const card = (scope: Page) => scope.getByTestId("business-card").filter({ hasText: name });

  await signInAs(page, "admin");
  await page.goto("/admin/businesses");
  const search = page.getByRole("search", { name: "Find businesses" });
  await search.getByLabel("Search").fill(business.email);
  await search.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(`/admin/businesses?q=${encodeURIComponent(business.email)}`);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row(page, name)).toContainText(business.email);
  await expect(row(page, name)).toContainText("Pending");

  // The row's actions are one menu, offering what fits the row's state; Escape closes it.
  const menuButton = page.getByRole("button", { name: `Actions for ${name}` });
  await menuButton.press("Enter");
  await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([
    "Verify",
    "Reject…",
    "Feature",
    "Deactivate",
    "Edit",
    "Public page",
  ]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // Verify: the badge appears on the directory card.
  await rowAction(page, name, "Verify");
  await expect(page.getByText("Business verified")).toBeVisible();
  await expect(row(page, name)).toContainText("Verified");
  const directory = await page.context().newPage();
  await directory.goto(`/directory?search=${word}`);
  await expect(card(directory).getByTestId("verified-badge")).toBeVisible();

  // Feature: it shows on the home page (the newest featured ones show).
  await rowAction(page, name, "Feature");
  await expect(page.getByText("Business featured")).toBeVisible();
  await expect(row(page, name)).toContainText("Featured");
  await directory.goto("/");
  await expect(
    directory.getByRole("region", { name: "Featured businesses" }).getByRole("heading", { name }),
  ).toBeVisible();

  // Deactivate, confirmed in the dialog: it leaves the directory.
  await rowAction(page, name, "Deactivate");
  const dialog = page.getByRole("dialog", { name: `Deactivate ${name}?` });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("Business deactivated")).toBeVisible();
  await expect(row(page, name)).toContainText("Inactive");
  await directory.goto(`/directory?search=${word}`);
  await expect(directory.getByTestId("directory-empty")).toContainText(`No businesses found matching "${word}"`);
  await expect(card(directory)).toHaveCount(0);
  await directory.goto("/");
  await expect(
    directory.getByRole("region", { name: "Featured businesses" }).getByRole("heading", { name }),
  ).toHaveCount(0);

  // Each decision is recorded in the audit log.
  expect(
    scalar(
      `SELECT group_concat(action, ',') FROM (SELECT action FROM "AuditLog" WHERE targetId = ? ORDER BY createdAt)`,
      business.id,
    ),
  ).toBe("business.verify,business.feature,business.deactivate");
  // And the admin finds them on /admin/audit, filtered to this business.
  await page.goto(`/admin/audit?targetId=${business.id}`);
  const log = page.getByRole("table", { name: "Audit log entries, newest first" });
  for (const action of ["business.verify", "business.feature", "business.deactivate"]) {
    await expect(log.getByText(action, { exact: true })).toBeVisible();
  }
  // The owner was told of the verification and the deactivation.
  expect(
    scalar(
      `SELECT group_concat(templateKey, ',') FROM (SELECT templateKey FROM "EmailMessage" WHERE toAddress = ? AND templateKey LIKE 'business_%' ORDER BY createdAt)`,
      business.email,
    ),
  ).toBe("business_verified,business_deactivated");
});

test("at 1280 px the pinned actions cover no other column", async ({ page }) => {
  await signInAs(page, "admin");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/businesses");
  const first = page.getByRole("table", { name: "Businesses" }).getByRole("row").nth(1);
  const cells = first.getByRole("cell");
  await cells
    .last()
    .getByRole("button", { name: /^Actions for / })
    .waitFor();
  const actions = (await cells.last().boundingBox())!;
  // Every other cell ends where the actions begin: nothing scrolls under them.
  for (let index = 0; index < (await cells.count()) - 1; index++) {
    const box = (await cells.nth(index).boundingBox())!;
    expect(box.x + box.width, `cell ${index}`).toBeLessThanOrEqual(actions.x + 1);
  }
});

test("bulk actions confirm with the count", async ({ page }) => {
  test.setTimeout(90_000);
  const word = `Quokka${randomUUID().slice(0, 6)}`;
  await ownedBusiness(`${word} One`);
  await ownedBusiness(`${word} Two`);
  await signInAs(page, "admin");
  await page.goto(`/admin/businesses?q=${word}`);
  await expect(page.getByRole("row")).toHaveCount(3);
  await page.getByLabel("Select all on this page").check();
  await expect(page.getByText("2 businesses selected")).toBeVisible();
  await page.getByRole("button", { name: "Verify selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Verify 2 businesses?" });
  await dialog.getByRole("button", { name: "Verify 2 businesses" }).click();
  await expect(page.getByText("2 businesses changed.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Verified" })).toHaveCount(2);
});

for (const role of ["customer", "business_owner"] as const) {
  test(`a ${role} is sent away from /admin/businesses`, async ({ page }) => {
    await signInAs(page, role);
    await page.goto("/admin/businesses");
    await expect(page).toHaveURL("/");
  });
}
