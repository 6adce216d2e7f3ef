// The waitlist section, its dialog, the form's required fields and category pair, and the
// challenge picker, in Chromium.
import { expect, test, type Page } from "@playwright/test";

const HEADING = "Be the first to transform your business network";

function card(page: Page) {
  return page.getByRole("form", { name: "Reserve your spot" });
}

test.describe.configure({ timeout: 60_000 });

test.describe("waitlist section", () => {
  test("shows on the home page and at the end of /business", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: HEADING })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reserve Your Spot" })).toBeVisible();
    await expect(page.locator("#waitlist")).toContainText(HEADING);

    await page.goto("/business");
    await expect(page.getByRole("heading", { name: "Grow your business with your community", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why list on LocalHub" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    await page.getByRole("link", { name: "Reserve your spot" }).click();
    await expect(page).toHaveURL(/\/business#waitlist$/);
    await expect(page.getByRole("heading", { name: HEADING })).toBeInViewport();
  });

  test("the Join Directory dialog opens, keeps focus inside and closes on Escape", async ({ page }) => {
    await page.goto("/business");
    await page.getByRole("button", { name: "Join Directory" }).click();
    const dialog = page.getByRole("dialog", { name: "Join the LocalHub Directory" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("form", { name: "Join the directory" })).toBeVisible();
    const panel = dialog.locator("[id^=headlessui-dialog-panel]");
    expect(
      await panel.evaluate((element) => [
        getComputedStyle(element).maxWidth,
        element.clientHeight <= window.innerHeight * 0.9,
      ]),
    ).toEqual(["600px", true]);

    // Past the last control and back before the first one: focus wraps and never leaves the dialog.
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    for (let step = 0; step < 35; step += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("asks for the required fields and pairs the subcategory with its parent", async ({ page }) => {
    await page.goto("/business");
    const form = card(page);
    await form.getByRole("button", { name: "Reserve My Spot" }).click();
    for (const label of ["Business Name", "Your Name", "Email", "Parent Category", "Location"]) {
      expect(
        await form.getByLabel(label).evaluate((input: HTMLInputElement) => input.validity.valueMissing),
        label,
      ).toBe(true);
    }
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByText("You're in the directory!")).toHaveCount(0);

    const subcategory = form.getByLabel("Subcategory");
    await expect(subcategory).toBeDisabled();
    await form.getByLabel("Parent Category").selectOption({ label: "Food & Dining" });
    await expect(subcategory).toBeEnabled();
    await subcategory.selectOption({ label: "Bakeries" });
    await expect(subcategory).toHaveValue(/.+/);
    await form.getByLabel("Parent Category").selectOption({ label: "Health & Wellness" });
    await expect(subcategory).toHaveValue("");
    await expect(subcategory.locator("option", { hasText: "Dentists" })).toHaveCount(1);
    await expect(subcategory.locator("option", { hasText: "Bakeries" })).toHaveCount(0);

    await form.getByLabel("Instagram URL").fill("javascript:alert(1)");
    await form.getByLabel("Business Name").fill("Field Check Bakery");
    await form.getByLabel("Your Name").fill("Fran Field");
    await form.getByLabel("Email").fill("field-check@e2e.localhub.example");
    await subcategory.selectOption({ label: "Dentists" });
    await form.getByLabel("Location").fill("Austin, TX");
    await form.getByRole("button", { name: "Reserve My Spot" }).click();
    await expect(form.getByLabel("Instagram URL")).toHaveAccessibleDescription(
      "Instagram URL must be a web address starting with http:// or https://.",
    );
  });

  test("the challenge picker searches, adds custom challenges and removes badges", async ({ page }) => {
    await page.goto("/business");
    const form = card(page);
    await form.getByRole("button", { name: "Add a challenge..." }).click();
    const search = form.getByPlaceholder("Search challenges...");
    await expect(search).toBeFocused();
    const options = form.getByRole("listbox", { name: "Suggested challenges" });
    await expect(options.getByRole("option", { name: /Getting found online \d+ uses/ })).toBeVisible();
    await expect(options.getByRole("option", { name: "Handling online bookings and scheduling" })).not.toContainText(
      "uses",
    );
    await expect(options).toHaveCSS("max-height", "300px");

    await search.fill("customer reviews");
    await expect(options.getByRole("option")).toHaveCount(1);
    await options.getByRole("option", { name: /Getting more customer reviews/ }).click();
    const chosen = form.getByRole("list", { name: "Chosen challenges" });
    await expect(chosen.getByRole("listitem")).toHaveText(["Getting more customer reviews×"]);

    await search.fill("Parking for delivery vans");
    await expect(form.getByText("No challenges found.")).toBeVisible();
    await form.getByRole("button", { name: /Add custom challenge/ }).click();
    await search.fill("   ");
    await expect(form.getByRole("button", { name: /Add custom challenge/ })).toHaveCount(0);
    await search.fill("Seasonal staffing");
    await search.press("Enter");
    await search.fill("seasonal STAFFING");
    await expect(form.getByRole("button", { name: /Add custom challenge/ })).toHaveCount(0);
    await expect(chosen.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByText("You're in the directory!")).toHaveCount(0);

    const remove = chosen.getByRole("button", { name: "Remove Parking for delivery vans" });
    await remove.focus();
    await page.keyboard.press("Enter");
    await expect(chosen.getByRole("listitem")).toHaveText(["Getting more customer reviews×", "Seasonal staffing×"]);
  });
});
