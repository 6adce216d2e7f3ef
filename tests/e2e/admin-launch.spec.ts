import { expect, test } from "@playwright/test";
import { signInAs } from "./support";
import { insertWaitlistEntry } from "./waitlist-data";

const randomZip = () => String(10000 + Math.floor(Math.random() * 90000));

test("launching a ZIP code emails its waiting owners once", async ({ page }) => {
  // Many steps, each a round trip: allow three times the default.
  test.slow();
  const zip = randomZip();
  const owners = [
    insertWaitlistEntry({ zipCode: zip, citySlug: null, location: zip }),
    insertWaitlistEntry({ zipCode: zip, citySlug: null, location: zip }),
  ];
  await signInAs(page, "admin");
  await page.goto("/admin/notifications");
  await expect(page.getByRole("heading", { name: "Area launches", level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: "Waiting per area" })
      .getByRole("listitem")
      .filter({ hasText: `ZIP ${zip}` }),
  ).toContainText("2");

  const form = page.getByRole("form", { name: "Launch an area" });
  await form.getByLabel("or ZIP code").fill(zip);
  await form.getByRole("button", { name: "Launch and notify" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Launched in ${zip}: 2 business owners notified.` }),
  ).toBeVisible();
  const launchRow = page
    .getByRole("table", { name: "Launches" })
    .getByRole("row")
    .filter({ hasText: `ZIP ${zip}` });
  await expect(launchRow.getByRole("cell").last()).toHaveText("2");

  await form.getByLabel("or ZIP code").fill(zip);
  await form.getByRole("button", { name: "Launch and notify" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Launched in ${zip}: 0 business owners notified.` }),
  ).toBeVisible();
  await expect(launchRow.getByRole("cell").last()).toHaveText("2");

  await page.goto("/admin/email-templates");
  const recent = page.getByRole("table", { name: "Recent emails" });
  for (const owner of owners) {
    const row = recent.getByRole("row").filter({ hasText: owner.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`LocalHub is live in ${zip}`);
  }
  await recent.getByRole("button", { name: `Open email to ${owners[0]?.email}: LocalHub is live in ${zip}` }).click();
  await expect(page.getByRole("dialog")).toContainText(`/directory/${zip}`);
});

test("an admin converts a waitlist entry into a draft business", async ({ page }) => {
  const entry = insertWaitlistEntry({ citySlug: "waco", location: "Waco, TX" });
  await signInAs(page, "admin");
  await page.goto(`/admin/convert-business/${entry.id}`);
  const form = page.getByRole("form", { name: "Convert to business" });
  await expect(form.getByLabel("Business name")).toHaveValue(entry.businessName);
  await expect(form.getByLabel("City")).toHaveValue("waco");
  await expect(form.getByLabel("Category")).toHaveValue("cat_bakeries");
  await expect(form.getByLabel("Email")).toHaveValue(entry.email);
  await form.getByLabel("ZIP code").fill("76701");
  await form.getByRole("button", { name: "Create draft business" }).click();
  const edit = page.getByRole("link", { name: "Edit the business" });
  await expect(edit).toHaveAttribute("href", /^\/admin\/business\/[^/]+\/edit$/);

  await page.reload();
  await expect(page.getByText("This entry has been converted to a draft business.")).toBeVisible();
  expect((await page.goto("/admin/convert-business/no-such-entry"))?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});
