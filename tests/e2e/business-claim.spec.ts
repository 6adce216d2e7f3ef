// A member claims an unowned listing (once their email address is verified), an admin approves it,
// and the member finds the business on their dashboard and the decision in the bell.
import { expect, test } from "@playwright/test";
import { rows } from "./e2e-db";
import { signInAs, uniqueEmail, verifyEmailThroughOutbox } from "./support";

test("a claim is filed, approved, and the claimant sees the business and a notification", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // An active, unowned business nobody has claimed yet.
  const [business] = rows<{ id: string; businessName: string; citySlug: string; slug: string }>(
    `SELECT id, businessName, citySlug, slug FROM "BusinessProfile" b WHERE ownerId IS NULL AND active = 1
       AND NOT EXISTS (SELECT 1 FROM "BusinessClaim" c WHERE c.businessId = b.id) ORDER BY id DESC LIMIT 1`,
  );
  const profile = `/business/${business!.citySlug}/${business!.slug}`;

  await page.goto(`/auth?mode=signup&callbackUrl=${encodeURIComponent(profile)}`);
  const signUp = page.getByRole("form", { name: "Sign up" });
  await signUp.getByLabel("Display name").fill("Clara Claimant");
  const email = uniqueEmail("claimant");
  await signUp.getByLabel("Email or phone number").fill(email);
  await signUp.getByLabel("Password").fill("Sturdy-pass-77");
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(profile);

  // An address nobody has verified cannot claim: the profile asks to verify it first.
  const claimBox = page.getByRole("region", { name: "Is this your business?" });
  await expect(claimBox.getByText("Verify your email address before claiming a business.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Claim this business" })).toHaveCount(0);
  await verifyEmailThroughOutbox(page, email);
  await page.goto(profile);

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
  await adminPage.getByRole("button", { name: `Approve claim by Clara Claimant for ${business!.businessName}` }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(adminPage.getByText("Claim approved")).toBeVisible();
  await admin.close();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: business!.businessName })).toBeVisible();
  await expect(page.getByRole("link", { name: "View public page" })).toHaveAttribute("href", profile);
  await expect(page.getByTestId("notification-dot")).toBeVisible();
  await page.getByRole("button", { name: "Notifications" }).click();
  const notification = page.getByRole("link", { name: new RegExp(`Your claim for ${business!.businessName} was approved`) });
  await expect(notification).toBeVisible();
  await notification.click();
  await expect(page).toHaveURL(`/dashboard?business=${business!.id}`);
  await expect(page.getByTestId("notification-dot")).toHaveCount(0);
});
