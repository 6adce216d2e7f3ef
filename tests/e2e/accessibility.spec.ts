// axe on the pages most people see and on an admin screen: no serious or critical violation,
// including colour contrast (tag chips) and keyboard-reachable scrolling regions.
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { rows } from "./e2e-db";
import { signInAs } from "./support";

// axe reads every node of five pages: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

test("the public pages and the referrals screen have no serious axe violation", async ({ page }) => {
  const profile = rows<{ citySlug: string; slug: string }>(
    `SELECT b.citySlug, b.slug FROM "BusinessProfile" b WHERE b.active = 1 AND b.totalReviews > 0 AND EXISTS (SELECT 1 FROM "BusinessTagAssignment" a WHERE a.businessId = b.id) ORDER BY b.id LIMIT 1`,
  )[0]!;
  for (const path of [
    "/how-reviews-work",
    "/",
    "/directory",
    "/directory/austin",
    `/business/${profile.citySlug}/${profile.slug}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  // Each review's stars (on the profile, the last page) are one image with its rating as the name.
  await expect(page.getByRole("img", { name: /^\d out of 5 stars$/ }).first()).toBeVisible();

  await signInAs(page, "admin");
  await page.goto("/admin/referrals");
  await expect(page.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto("/admin/businesses?awaiting=yes");
  await expect(page.getByRole("link", { name: "Awaiting approval" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousViolations(page);
});
