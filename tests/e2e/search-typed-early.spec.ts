// Text typed into the directory's search box before the page's script has run: the box is a plain
// field then, and React's state still holds the text the page was sent with. Once hydrated, the box
// and the full search box that takes its place go on from what the visitor typed, once, and Enter
// searches for exactly that.
import { expect, test } from "@playwright/test";
import { expectAddress } from "./directory-support";

// A production page whose script is held back, then hydrated: a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("text typed before hydration is kept once, and Enter searches for exactly it", async ({ page }) => {
  // The page's script waits until the visitor has typed.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  // Its JavaScript only: the stylesheets, which hold up the page's inline scripts, arrive.
  const script = (url: URL) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js");
  await page.route(script, async (route) => {
    await typed;
    await route.continue();
  });
  // The whole HTML (its scripts load apart from it, and are held back).
  await page.goto("/directory?search=cafe", { waitUntil: "domcontentloaded" });
  const input = page.getByTestId("directory-search");
  await expect(input).toHaveValue("cafe");
  await input.click();
  await input.press("ControlOrMeta+a");
  await input.pressSequentially("café");
  await expect(input).toHaveValue("café");
  release();

  // Hydrated: the footer's newsletter field, disabled in the server's HTML, is enabled.
  await expect(page.getByRole("form", { name: "Newsletter" }).getByLabel("Email address")).toBeEnabled();
  await expect(input).toHaveValue("café");
  // The full box takes the plain one's place (on pointing at it) with the same text.
  await input.hover();
  const full = page.locator("[data-testid=directory-search][data-headlessui-state]");
  await expect(full).toBeVisible();
  await expect(full).toHaveValue("café");
  await full.focus();
  await full.press("End");
  await full.press("Enter");
  await expectAddress(page, `/directory?search=${encodeURIComponent("café")}`);
  await expect(full).toHaveValue("café");
});
