import { createHash, randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { execute } from "./e2e-db";
import { demoAccount, signInAs } from "./support";

test("the 404 page answers unknown paths and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes("/no-such-page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown admin section is a 404 for admins too", async ({ page }) => {
  await signInAs(page, "admin");
  const response = await page.goto("/admin/not-a-section");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

test("the header shows each role its own links and the bell only to signed-in members", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Directory" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Notifications" })).toHaveCount(0);

  await signInAs(page, "customer");
  await expect(header.getByRole("link", { name: "My Dashboard" })).toBeVisible();
  await expect(header.getByRole("link", { name: "For Business" })).toHaveCount(0);
  await expect(header.getByRole("button", { name: "Notifications" })).toBeVisible();
});

test("a signed-in visitor's shared page keeps the header's signed-in shape until their own parts arrive", async ({
  page,
}) => {
  const account = await signInAs(page, "customer");
  // Each page's request for the visitor's parts waits until the test lets it go.
  let release = () => {};
  let held = Promise.resolve();
  const hold = () => (held = new Promise<void>((resolve) => (release = resolve)));
  await page.route("**/api/viewer", async (route) => {
    await held;
    await route.continue();
  });
  hold();
  await page.goto("/about");
  const header = page.getByRole("banner");
  const placeholder = page.getByTestId("account-placeholder");
  await expect(placeholder).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign In" })).toBeHidden();
  release();
  const menu = header.getByRole("button", { name: account.displayName });
  await expect(menu).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  await expect(header.getByRole("link", { name: "My Dashboard" })).toBeVisible();

  // The hint now holds the name: the next shared page's placeholder shows it, in the menu's exact place.
  const menuBox = (await menu.boundingBox())!;
  hold();
  await page.goto("/directory");
  await expect(placeholder).toBeVisible();
  const face = placeholder.getByTestId("account-placeholder-menu");
  const drawnName = await face.evaluate((element) => getComputedStyle(element.children[1]!, "::before").content);
  expect(drawnName).toBe(JSON.stringify(account.displayName));
  const faceBox = (await face.boundingBox())!;
  expect(Math.abs(faceBox.x - menuBox.x)).toBeLessThan(1);
  expect(Math.abs(faceBox.width - menuBox.width)).toBeLessThan(1);
  release();
  await expect(menu).toBeVisible();
  expect(Math.abs((await menu.boundingBox())!.x - menuBox.x)).toBeLessThan(1);
});

test("a session revoked elsewhere is forgotten: Sign In comes back and shared pages stop asking", async ({
  browser,
}) => {
  // A browser of its own, from an address of its own: its session is told apart by the address's
  // hash, so only it is revoked.
  const address = `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const account = demoAccount("customer");
    await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email or phone number").fill(account.email);
    await form.getByLabel("Password").fill(account.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: account.displayName })).toBeVisible();
    const hint = async () => (await context.cookies()).some((cookie) => cookie.name === "localhub-signed-in");
    expect(await hint()).toBe(true);

    const addressHash = createHash("sha256").update(address).digest("hex");
    expect(
      execute(
        `UPDATE "UserSession" SET "revokedAt" = ? WHERE "addressHash" = ?`,
        new Date().toISOString(),
        addressHash,
      ),
    ).toBe(1);
    await page.goto("/about");
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect.poll(hint).toBe(false);
    expect((await context.cookies()).filter((cookie) => cookie.name.includes("session-token"))).toEqual([]);

    // The next shared page is a signed-out visitor's: no request for the visitor's parts.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/viewer") asked.push(request.url());
    });
    // Hydrated: the footer's newsletter field, disabled in the server's HTML, is enabled; the
    // provider's own effect has run by then.
    const newsletter = page.getByRole("form", { name: "Newsletter" }).getByLabel("Email address");
    for (const path of ["/directory", "/about"]) {
      await page.goto(path);
      await expect(newsletter).toBeEnabled();
      await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    }
    expect(asked).toEqual([]);
  } finally {
    await context.close();
  }
});

test("owners and admins see For Business and the notification bell", async ({ page }) => {
  for (const role of ["business_owner", "admin"] as const) {
    const account = await signInAs(page, role, { throughForm: true });
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "For Business" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Notifications" })).toBeVisible();
    // The demo owner and admin each have an unread notification.
    await expect(header.getByTestId("notification-dot")).toBeVisible();
    await header.getByRole("button", { name: account.displayName }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  }
});

test("the user menu and the bell open from the keyboard and close with Escape, focus back on their button", async ({
  page,
}) => {
  // Each is sent as a look-alike button whose full version loads on focus: a press before or
  // after it arrives opens the same menu.
  const account = await signInAs(page, "business_owner");
  const header = page.getByRole("banner");
  const menuButton = header.getByRole("button", { name: account.displayName });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  const bell = header.getByRole("button", { name: "Notifications" });
  await bell.focus();
  await page.keyboard.press("Enter");
  await expect(bell).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(bell).toHaveAttribute("aria-expanded", "false");
  await expect(bell).toBeFocused();
});

test("the footer shows the link columns and contact details from site settings", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const column of ["Platform", "Support", "Company", "Legal"])
    await expect(footer.getByText(column, { exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: "hello@localhub.example" })).toHaveAttribute(
    "href",
    "mailto:hello@localhub.example",
  );
  await expect(footer.getByText("© 2026 LocalHub. All rights reserved.")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side menu offers search, Sign Up and Sign In, and closes with Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
    const search = menu.getByRole("button", { name: /search/i });
    await expect(search).toBeDisabled();
    await menu.getByRole("combobox", { name: "Search businesses" }).fill("   ");
    await expect(search).toBeDisabled();
    await menu.getByRole("combobox", { name: "Search businesses" }).fill("bakery");
    await expect(search).toBeEnabled();
    // The first Escape closes the search's suggestion list, the second the menu.
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("listbox")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});
