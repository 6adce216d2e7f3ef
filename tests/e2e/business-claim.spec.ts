// A member signs up (their emailed link proves the address), claims an unowned listing, an admin approves it,
// and the member finds the business on their dashboard and the decision in the bell.
import { expect, test } from "@playwright/test";
import { rows } from "./e2e-db";
import { signInAs, signUpThroughEmail, uniqueEmail } from "./support";

test("a claim is filed, approved, and the claimant sees the business and a notification", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // An active, unowned business nobody has claimed yet.
  const [business] = rows<{ id: string; businessName: string; citySlug: string; slug: string }>(
    `SELECT id, businessName, citySlug, slug FROM "BusinessProfile" b WHERE ownerId IS NULL AND active = 1
       AND NOT EXISTS (SELECT 1 FROM "BusinessClaim" c WHERE c.businessId = b.id) ORDER BY id DESC LIMIT 1`,
  );
  const profile = `/business/${business!.citySlug}/${business!.slug}`;

  await signUpThroughEmail(page, {
    email: uniqueEmail("claimant"),
    displayName: "Clara Claimant",
    callbackUrl: profile,
  });
  await expect(page).toHaveURL(profile);

  await page.getByRole("button", { name: "Claim this business" }).click();
  const form = page.getByRole("form", { name: "Claim this business" });
  await form.getByLabel("Your role at the business").selectOption("Manager");
  await form.getByLabel("Phone").fill("(512) 555-0142");
  await form.getByRole("button", { name: "Send claim" }).click();
  await expect(page.getByText("Claim sent. We'll let you know when it has been reviewed.")).toBeVisible();

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAs(adminPage, "admin");
  await adminPage.goto("/admin/businesses?tab=claims");
  await adminPage
    .getByRole("button", { name: `Approve claim by Clara Claimant for ${business!.businessName}` })
    .click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(adminPage.getByText("Claim approved")).toBeVisible();
  await admin.close();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: business!.businessName })).toBeVisible();
  await expect(page.getByRole("link", { name: "View public page" })).toHaveAttribute("href", profile);
  await expect(page.getByTestId("notification-dot")).toBeVisible();
  await page.getByRole("button", { name: "Notifications" }).click();
  const notification = page.getByRole("link", {
    name: new RegExp(`Your claim for ${business!.businessName} was approved`),
  });
  await expect(notification).toBeVisible();
  await notification.click();
  await expect(page).toHaveURL(`/dashboard?business=${business!.id}`);
  await expect(page.getByTestId("notification-dot")).toHaveCount(0);
});
