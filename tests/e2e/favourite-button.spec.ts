// The heart is a toggle a keyboard can use: Enter and Space flip aria-pressed and focus stays on it.
// On a phone, toasts keep clear of an open list menu, so a tap meant for a list never lands on one.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: new RegExp(`^${text}$`) });

/** A new customer with one list, signed in on `page`. */
async function newCustomer(page: Page, displayName: string) {
  const member = await signUpThroughApi({ email: uniqueEmail("heart"), displayName });
  const answer = await member.post("/api/trpc/lists.create", { data: { json: { name: "Date night" } } });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.context().addCookies((await member.storageState()).cookies);
  await member.dispose();
}

/** The card's heart, once the page has hydrated and the card's state has loaded. */
async function heartOf(card: Locator) {
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
  const heart = card.getByRole("button", { name: `Favorite ${name}` });
  await expect(heart).toBeVisible();
  await expect(heart).not.toHaveAttribute("aria-disabled");
  return { heart, name };
}

test("Enter and Space toggle the heart and keep focus on it", async ({ page }) => {
  await newCustomer(page, "Kim Keys");
  await page.goto("/directory");
  const { heart } = await heartOf(page.getByTestId("business-card").first());
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  await heart.focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Added to favorites")).toBeVisible();
  await expect(heart).not.toHaveAttribute("aria-disabled");
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toBeFocused();

  await page.keyboard.press("Space");
  await expect(toast(page, "Removed from favorites")).toBeVisible();
  await expect(heart).not.toHaveAttribute("aria-disabled");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(heart).toBeFocused();
});

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("on a phone, a toast never covers the open list menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newCustomer(page, "Pia Phone");
  await page.goto("/directory");
  const card = page.getByTestId("business-card").first();
  const { heart, name } = await heartOf(card);
  const listButton = card.getByRole("button", { name: `Save ${name} to a list` });
  await expect(listButton).toBeEnabled();
  // The menu opens near the bottom of the screen, where toasts appear first.
  await listButton.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 700));

  await heart.click();
  const added = toast(page, "Added to favorites");
  await expect(added).toBeVisible();
  await listButton.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect.poll(async () => overlap((await menu.boundingBox())!, (await added.boundingBox())!)).toBe(false);

  await menu.getByRole("menuitem", { name: "Date night" }).click();
  await expect(toast(page, "Business added to list")).toBeVisible();
});
