// The waitlist's challenge picker with the keyboard: blank text adds nothing, and the box is empty
// again after every add, so the next challenge starts from scratch.
import { expect, test } from "@playwright/test";

test("Enter on blank text adds nothing, and the box clears after each custom challenge", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Reserve your spot" });
  await form.getByRole("button", { name: "Add a challenge..." }).click();
  const box = form.getByPlaceholder("Search challenges...");
  const chosen = form.getByRole("list", { name: "Chosen challenges" }).getByRole("listitem");

  await box.pressSequentially("   ");
  await box.press("Enter");
  await expect(chosen).toHaveCount(0);

  await box.fill("");
  await box.pressSequentially("Finding bilingual baristas");
  await box.press("Enter");
  await expect(chosen).toHaveText([/^Finding bilingual baristas/]);
  await expect(box).toHaveValue("");

  await box.pressSequentially("Parking for delivery vans");
  await box.press("Enter");
  await expect(chosen).toHaveText([/^Finding bilingual baristas/, /^Parking for delivery vans/]);
  await expect(box).toHaveValue("");
});
