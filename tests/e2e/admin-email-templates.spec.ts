import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test("an admin edits an email template with a live preview, and unknown variables are refused", async ({ page }) => {
  // Many steps, each a round trip: allow three times the default.
  test.slow();
  await signInAs(page, "admin");
  await page.goto("/admin/email-templates");
  const editor = page.getByRole("form", { name: "Edit Review request" });
  const preview = page.getByRole("region", { name: "Preview of Review request" });
  const subject = editor.getByLabel("Subject");
  const original = await subject.inputValue();

  await subject.fill("{{customerName}}, how was {{businessName}}?");
  await expect(preview.getByTestId("preview-subject")).toHaveText("Jordan Lee, how was Garcia Bakery?");

  await subject.fill("Hello {{firstName}}");
  await expect(editor.getByRole("alert")).toHaveText(
    "Unknown variable {{firstName}}. This template can use: {{customerName}}, {{businessName}}, {{reviewLink}}.",
  );
  await expect(editor.getByRole("button", { name: "Save template" })).toBeDisabled();

  await subject.fill("Thanks for visiting {{businessName}}");
  await editor.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Review request saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "Edit Review request" }).getByLabel("Subject")).toHaveValue(
    "Thanks for visiting {{businessName}}",
  );

  // Put the template back as it was.
  await page.getByRole("form", { name: "Edit Review request" }).getByLabel("Subject").fill(original);
  await page.getByRole("form", { name: "Edit Review request" }).getByRole("button", { name: "Save template" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Review request saved" }).last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "Edit Review request" }).getByLabel("Subject")).toHaveValue(original);
});
