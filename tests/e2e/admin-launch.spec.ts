import { expect, test } from "@playwright/test";
import { execute } from "./e2e-db";
import { outboxEmails, signInAs } from "./support";
import { insertWaitlistEntry } from "./waitlist-data";

const randomZip = () => String(10000 + Math.floor(Math.random() * 90000));

test("launching a ZIP code asks first, then emails its confirmed owners once and never a held one", async ({
  page,
}) => {
  // Many steps, each a round trip: allow three times the default.
  test.slow();
  const zip = randomZip();
  const owners = [
    insertWaitlistEntry({ zipCode: zip, citySlug: null, location: zip }),
    insertWaitlistEntry({ zipCode: zip, citySlug: null, location: zip }),
  ];
  const held = insertWaitlistEntry({ zipCode: zip, citySlug: null, location: zip });
  execute(`UPDATE "WaitlistEntry" SET "riskLevel" = 'high', "held" = 1 WHERE "id" = ?`, held.id);
  await signInAs(page, "admin");
  await page.goto("/admin/notifications");
  await expect(page.getByRole("heading", { name: "Area launches", level: 1 })).toBeVisible();
  const row = page
    .getByRole("table", { name: "Areas" })
    .getByRole("row")
    .filter({ hasText: `ZIP ${zip}` });
  await expect(row.getByRole("cell").first()).toHaveText("2 of 50 (default goal)");
  await expect(row.getByRole("cell").nth(1)).toHaveText("2");

  // Cancel launches nothing.
  const form = page.getByRole("form", { name: "Choose an area" });
  await form.getByLabel("or ZIP code").fill(zip);
  await form.getByRole("button", { name: "Launch and notify" }).click();
  const dialog = page.getByRole("dialog", { name: `Launch in ZIP ${zip}?` });
  await expect(dialog.getByTestId("launch-summary")).toContainText(
    "It sends 2 launch emails to the business owners waiting there who confirmed their address.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole("button", { name: "Launch and notify" })).toBeFocused();
  await expect(row.getByRole("cell").nth(4)).toHaveText("Not yet");

  await form.getByRole("button", { name: "Launch and notify" }).click();
  await dialog.getByRole("button", { name: "Launch and send 2 emails" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Launched in ${zip}: 2 business owners notified, 0 founding members.` }),
  ).toBeVisible();
  const launchRow = page
    .getByRole("table", { name: "Launches" })
    .getByRole("row")
    .filter({ hasText: `ZIP ${zip}` });
  await expect(launchRow.getByRole("cell").last()).toHaveText("2");
  await expect(row.getByRole("cell").nth(1)).toHaveText("0");

  // Again: nobody is left to email.
  await form.getByLabel("or ZIP code").fill(zip);
  await form.getByRole("button", { name: "Launch and notify" }).click();
  await expect(dialog.getByTestId("launch-summary")).toContainText("It sends no emails");
  await dialog.getByRole("button", { name: "Launch and send 0 emails" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Launched in ${zip}: 0 business owners notified, 0 founding members.` }),
  ).toBeVisible();
  await expect(launchRow.getByRole("cell").last()).toHaveText("2");
  expect(outboxEmails(held.email)).toHaveLength(0);

  await page.goto("/admin/email-templates");
  const recent = page.getByRole("table", { name: "Recent emails" });
  for (const owner of owners) {
    const emailRow = recent.getByRole("row").filter({ hasText: owner.email });
    await expect(emailRow).toHaveCount(1);
    await expect(emailRow).toContainText(`LocalHub is live in ${zip}`);
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
