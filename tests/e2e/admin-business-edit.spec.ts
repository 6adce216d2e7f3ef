// An admin edits a business of its own making through /admin/business/{id}/edit: a basic field
// (the public profile shows it), the owner (found by email; the new owner sees it on their
// dashboard), member since, verification and active, each recorded in the audit log. Unknown ids get the 404 page;
// customers and owners are sent away.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { execute, rows, scalar } from "./e2e-db";
import { signInAs, signUpThroughEmail, uniqueEmail } from "./support";

/** An active, unowned business in Austin in a seeded subcategory, so the basics form can save it. */
function insertBusiness() {
  const word = randomUUID().slice(0, 8);
  const id = `e2e_edit_${word}`;
  const name = `Admin Edit Bakery ${word}`;
  const slug = `admin-edit-bakery-${word}`;
  const category = rows<{ id: string; name: string }>(
    `SELECT id, name FROM "BusinessCategory" WHERE parentId IS NOT NULL AND active = 1 ORDER BY id LIMIT 1`,
  )[0]!;
  const now = new Date().toISOString().replace("Z", "+00:00");
  execute(
    `INSERT INTO "BusinessProfile" (id, businessName, slug, category, categoryId, city, citySlug, zipCode, latitude, longitude, memberSince, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, 'Austin', 'austin', '78701', 30.27, -97.74, '2021-06-01T00:00:00.000+00:00', ?, ?)`,
    id,
    name,
    slug,
    category.name,
    category.id,
    now,
    now,
  );
  return { id, name, slug, editUrl: `/admin/business/${id}/edit` };
}

const auditActions = (id: string) =>
  rows<{ action: string }>(`SELECT action FROM "AuditLog" WHERE targetId = ? ORDER BY createdAt, id`, id).map(
    (row) => row.action,
  );

const signUpMember = (page: Page, email: string) => signUpThroughEmail(page, { email, displayName: "Olive Newowner" });

test("an admin edits a business, changes its owner, member since, verification and active, and each change is audited", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const business = insertBusiness();
  // A member who will become the owner.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  const email = uniqueEmail("newowner");
  await signUpMember(memberPage, email);

  await signInAs(page, "admin");
  await page.goto(business.editUrl);
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${business.name}` })).toBeVisible();
  const admin = page.getByRole("region", { name: "Admin" });
  await expect(admin.getByTestId("current-owner")).toHaveText(
    "No owner: the business can be claimed from its profile.",
  );

  // A basic field, saved through the owner's form, shows on the public profile.
  const description = `Sourdough baked at dawn ${business.id}.`;
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Save basics" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();

  // The owner: found by the start of their email, chosen, set.
  await admin.getByLabel("Find a user by email").fill(email.slice(0, 18));
  await page.getByRole("option", { name: new RegExp(email) }).click();
  await admin.getByRole("button", { name: "Set as owner" }).click();
  await expect(page.getByText(`${email} now owns this business`)).toBeVisible();
  await expect(admin.getByTestId("current-owner")).toHaveText(`Olive Newowner (${email})`);

  // Member since.
  await admin.getByLabel("Member since").fill("2015-04-20");
  await admin.getByRole("button", { name: "Save member since" }).click();
  await expect(page.getByText("Member since saved")).toBeVisible();

  await page.goto(`/business/austin/${business.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText("Member since 2015")).toBeVisible();

  // The new owner finds the business on their dashboard, and the news in their bell.
  await memberPage.goto("/dashboard");
  await expect(memberPage.getByRole("heading", { name: business.name })).toBeVisible();
  await memberPage.getByRole("button", { name: "Notifications" }).click();
  await expect(memberPage.getByRole("link", { name: new RegExp(`You now manage ${business.name}`) })).toBeVisible();
  await member.close();

  // Moderation: verifying waits for the owner's proven email; rejecting tells them why; deactivating
  // asks first. A sign-up's link proves the address, so the owner here is one whose address is not
  // proven (an account from before sign-ups were confirmed by email).
  execute(`UPDATE "User" SET emailVerifiedAt = NULL WHERE email = ?`, email);
  await page.goto(business.editUrl);
  await admin.getByRole("button", { name: "Verify" }).click();
  await expect(
    page.getByText("The owner has not verified their email address yet, so the business cannot be verified."),
  ).toBeVisible();
  await admin.getByRole("button", { name: "Reject verification" }).click();
  const reject = page.getByRole("dialog", { name: "Reject verification?" });
  await reject.getByLabel("Reason for the owner").fill("The storefront photo shows another business.");
  await reject.getByRole("button", { name: "Reject verification" }).click();
  await expect(admin.getByTestId("verification-status")).toHaveText("Rejected");
  await admin.getByRole("button", { name: "Deactivate listing" }).click();
  await page
    .getByRole("dialog", { name: "Deactivate listing?" })
    .getByRole("button", { name: "Deactivate listing" })
    .click();
  await expect(admin.getByText("Inactive: the public page is hidden.")).toBeVisible();
  expect(
    rows<{ type: string }>(
      `SELECT n.type FROM "Notification" n JOIN "User" u ON u.id = n.userId WHERE u.email = ? ORDER BY n.createdAt, n.id`,
      email,
    ).map((row) => row.type),
  ).toEqual(["business_owner_assigned", "business_verification_rejected", "business_deactivated"]);

  expect(auditActions(business.id)).toEqual([
    "business.editBasics",
    "business.setOwner",
    "business.setMemberSince",
    "business.reject",
    "business.deactivate",
  ]);
  const ownerChange = JSON.parse(
    scalar<string>(`SELECT changes FROM "AuditLog" WHERE targetId = ? AND action = 'business.setOwner'`, business.id),
  ) as { after: Record<string, unknown> };
  expect(ownerChange.after).toMatchObject({ ownerEmail: email, roleGranted: "business_owner" });
});

test("an unknown business id answers 404 with the 404 page", async ({ page }) => {
  await signInAs(page, "admin");
  const response = await page.goto("/admin/business/no-such-business/edit");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("region", { name: "Admin" })).toHaveCount(0);
});

for (const role of ["customer", "business_owner"] as const) {
  test(`a ${role} is sent away from the admin edit page`, async ({ page }) => {
    const business = insertBusiness();
    await signInAs(page, role);
    await page.goto(`/admin/business/${business.id}/edit`);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("region", { name: "Admin" })).toHaveCount(0);
  });
}
