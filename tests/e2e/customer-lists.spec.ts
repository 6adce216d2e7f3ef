// A customer's favourites and lists, end to end: favourite from the directory, see it on the
// dashboard and remove it; make a list from a card, tick businesses in and out, share it, hide it,
// delete it. Admins get lists but no heart; signed-out visitors get neither.
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { scalar } from "./e2e-db";
import { actAsNewVisitor, signInAs, signUpThroughApi, signUpThroughEmail, uniqueEmail } from "./support";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: new RegExp(`^${text}$`) });

async function signUpCustomer(page: Page, displayName: string, callbackUrl: string) {
  await signUpThroughEmail(page, { email: uniqueEmail("lists"), displayName, callbackUrl });
  await expect(page).toHaveURL(callbackUrl);
}

const nameOf = async (card: Locator) => (await card.getByRole("heading", { level: 3 }).textContent())!.trim();

test("a customer favourites, makes, shares and deletes a list", async ({ page, browser, context }) => {
  test.setTimeout(120_000); // one whole journey, waiting for each toast as a person would
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpCustomer(page, "Lena Lister", "/directory");
  const cards = page.getByTestId("business-card");
  const first = cards.nth(0);
  const second = cards.nth(1);
  const firstName = await nameOf(first);
  const secondName = await nameOf(second);

  // Favourite from the directory, see it on the dashboard, remove it there.
  const heart = first.getByRole("button", { name: `Favorite ${firstName}` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(toast(page, "Added to favorites")).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.goto("/customer-dashboard");
  const favourites = page.getByTestId("favourites-section");
  const favourite = favourites.getByTestId("business-card");
  await expect(favourite).toHaveCount(1);
  await expect(favourite.getByRole("heading", { level: 3 })).toHaveText(firstName);
  await favourite.getByRole("button", { name: `Favorite ${firstName}`, pressed: true }).click();
  await expect(toast(page, "Removed from favorites")).toBeVisible();
  await expect(favourites.getByText("You have no favorites yet.", { exact: false })).toBeVisible();

  // A list from a card's menu; tick a second business in and out.
  await page.goto("/directory");
  await first.getByRole("button", { name: `Save ${firstName} to a new list` }).click();
  const dialog = page.getByRole("dialog", { name: "New list" });
  await dialog.getByRole("button", { name: "Create list" }).click();
  await expect(dialog.getByRole("alert", { name: "There is 1 problem" })).toBeFocused();
  await expect(dialog.getByLabel("List name")).toHaveAccessibleDescription("List name is required");
  await dialog.getByLabel("List name").fill("Weekend plans");
  await dialog.getByRole("button", { name: "Create list" }).click();
  await expect(toast(page, "List created successfully")).toBeVisible();
  await expect(toast(page, "Business added to list")).toBeVisible();

  const itemIn = (card: Locator, name: string) => card.page().getByRole("menuitem", { name: new RegExp(`^${name}`) });
  await first.getByRole("button", { name: `Save ${firstName} to a list` }).click();
  await expect(itemIn(first, "Weekend plans")).toHaveAttribute("data-checked", "true");
  await page.keyboard.press("Escape");

  // The same business added from a second, stale tab: already in the list.
  const staleTab = await context.newPage();
  await staleTab.goto("/directory");
  const staleSecond = staleTab.getByTestId("business-card").nth(1);
  await expect(staleSecond.getByRole("button", { name: `Save ${secondName} to a list` })).toBeVisible();

  await second.getByRole("button", { name: `Save ${secondName} to a list` }).click();
  await expect(itemIn(second, "Weekend plans")).toHaveAttribute("data-checked", "false");
  await expect(toast(page, "Business added to list")).toHaveCount(0); // the first add's toast has gone
  await itemIn(second, "Weekend plans").click();
  await expect(toast(page, "Business added to list")).toBeVisible();
  await second.getByRole("button", { name: `Save ${secondName} to a list` }).click();
  await expect(itemIn(second, "Weekend plans")).toHaveAttribute("data-checked", "true");
  await page.keyboard.press("Escape");

  await staleSecond.getByRole("button", { name: `Save ${secondName} to a list` }).click();
  await itemIn(staleSecond, "Weekend plans").click();
  await expect(toast(staleTab, "Business is already in this list")).toBeVisible();
  await staleTab.close();

  await second.getByRole("button", { name: `Save ${secondName} to a list` }).click();
  await itemIn(second, "Weekend plans").click();
  await expect(toast(page, "Business removed from list")).toBeVisible();

  // Rename, make public, copy the link; a signed-out visitor sees it.
  await page.goto("/customer-dashboard");
  const row = page.getByTestId("list-row").filter({ hasText: "Weekend plans" });
  await expect(row).toContainText("1 business");
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit list" });
  await edit.getByLabel("List name").fill("Weekend tacos");
  await edit.getByLabel("Description (optional)").fill("Where we eat on Saturdays");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "List updated successfully")).toBeVisible();
  const renamed = page.getByTestId("list-row").filter({ hasText: "Weekend tacos" });
  await renamed.getByRole("button", { name: "Open" }).click();
  await expect(renamed.getByTestId("business-card").getByRole("heading", { level: 3 })).toHaveText(firstName);
  await renamed.getByRole("button", { name: "Make public" }).click();
  await expect(renamed.getByText("Public", { exact: true })).toBeVisible();
  await renamed.getByRole("button", { name: "Copy link" }).click();
  await expect(toast(page, "Link copied")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/shared-list\/[^/]+$/);

  const visitor = await browser.newPage();
  const response = await visitor.goto(link);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Weekend tacos");
  await expect(visitor.getByText("Where we eat on Saturdays")).toBeVisible();
  await expect(visitor.getByTestId("shared-list-owner")).toHaveText("A list by Lena Lister · 1 business");
  await expect(visitor).toHaveTitle("Weekend tacos | LocalHub");
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", "Weekend tacos | LocalHub");
  await expect(visitor.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  const jsonLd = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "null",
  );
  expect(jsonLd).toMatchObject({
    "@type": "ItemList",
    name: "Weekend tacos",
    itemListElement: [{ position: 1, name: firstName }],
  });
  await expect(visitor.getByTestId("favourite-button")).toHaveCount(0);

  // Private again: the 404 page for the visitor, a notice for the owner.
  await renamed.getByRole("button", { name: "Make private" }).click();
  await expect(renamed.getByText("Private", { exact: true })).toBeVisible();
  expect((await visitor.goto(link))?.status()).toBe(404);
  await expect(visitor.getByText("Oops! Page not found")).toBeVisible();
  await visitor.close();
  await page.goto(link);
  await expect(page.getByRole("note")).toHaveText("Private: only you can see this list");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // Delete, after confirming.
  await page.goto("/customer-dashboard");
  await page
    .getByTestId("list-row")
    .filter({ hasText: "Weekend tacos" })
    .getByRole("button", { name: "Delete" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete this list?" });
  await confirm.getByRole("button", { name: "Delete list" }).click();
  await expect(toast(page, "List deleted successfully")).toBeVisible();
  await expect(page.getByTestId("list-row")).toHaveCount(0);
});

test("admins get the list control but no heart; signed-out visitors get neither", async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto("/directory");
  await expect(visitor.getByTestId("business-card").first()).toBeVisible();
  await expect(visitor.getByTestId("favourite-button")).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: /^Save .* to a (new )?list$/ })).toHaveCount(0);
  await visitor.close();

  await signInAs(page, "admin");
  await page.goto("/directory");
  const card = page.getByTestId("business-card").first();
  await expect(card.getByRole("button", { name: /^Save .* to a (new )?list$/ })).toBeEnabled();
  await expect(page.getByTestId("favourite-button")).toHaveCount(0);
});

test("a shared list has a sharing picture, and asks signed-out visitors to join", async ({ page }) => {
  // A list of a business without photos: the picture is the list's own, 1200 × 630.
  const member = await signUpThroughApi({ email: uniqueEmail("shared"), displayName: "Sam Sharer" });
  const call = async (procedure: string, input: object) => {
    const answer = await member.post(`/api/trpc/${procedure}`, { data: { json: input } });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { result: { data: { json: { id: string } } } }).result.data.json;
  };
  const list = await call("lists.create", { name: "Sam's bakeries", isPublic: true });
  const business = scalar<string>(
    `SELECT b."id" FROM "BusinessProfile" b WHERE b."active" = 1 AND b."awaitingApproval" = 0 AND b."logoUrl" IS NULL
       AND b."coverImageUrl" IS NULL ORDER BY b."id" LIMIT 1`,
  );
  await call("lists.addItem", { listId: list.id, businessId: business });
  await member.dispose();

  await actAsNewVisitor(page);
  await page.goto(`/shared-list/${list.id}`);
  const image = new URL(`/shared-list/${list.id}/sharing-image`, page.url()).href;
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const picture = await page.request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");
  expect(await sharp(await picture.body()).metadata()).toMatchObject({ width: 1200, height: 630 });

  const join = page.getByRole("complementary", { name: "Make lists of your own" });
  await join.getByRole("link", { name: "Join LocalHub" }).click();
  await expect(page).toHaveURL(`/auth?mode=signup&callbackUrl=${encodeURIComponent(`/shared-list/${list.id}`)}`);
  await expect(page.getByRole("form", { name: "Sign up" })).toBeVisible();

  // Signed in, the call to join is gone.
  await signInAs(page, "customer");
  await page.goto(`/shared-list/${list.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sam's bakeries");
  await expect(page.getByRole("complementary", { name: "Make lists of your own" })).toHaveCount(0);
});
