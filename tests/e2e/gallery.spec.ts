// An owner's photo gallery: a new owner uploads three photos at once, describes each (a photo
// without alt text is refused, with the focus on its box), reorders them once with the keyboard
// buttons and once by dragging, makes one the cover; the profile's gallery follows, for signed-out
// visitors too, and its viewer moves with the arrow keys, closes on Escape and returns the focus.
import sharp from "sharp";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { execute, rows } from "./e2e-db";
import { signUpThroughEmail, uniqueEmail } from "./support";

type Business = { id: string; citySlug: string; slug: string };

/** A listed business nobody owns, claims or has photographed, outside the cities other specs post in. */
function unownedBusiness(): Business {
  const [business] = rows<Business>(
    `SELECT b.id, b.citySlug, b.slug FROM "BusinessProfile" b
      WHERE b.ownerId IS NULL AND b.active = 1 AND b.awaitingApproval = 0 AND b.citySlug NOT IN ('austin', 'houston')
        AND NOT EXISTS (SELECT 1 FROM "BusinessClaim" c WHERE c.businessId = b.id)
        AND NOT EXISTS (SELECT 1 FROM "BusinessPhoto" p WHERE p.businessId = b.id)
      ORDER BY b.id DESC LIMIT 1`,
  );
  if (!business) throw new Error("the e2e database has no unowned listed business outside Austin and Houston");
  return business;
}

const png = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

const ALT = {
  red: "A red front door with a brass knocker",
  green: "A green garden table",
  blue: "A blue cup of coffee",
};

/** The alt texts of the editor's photos, in their order. */
const editorOrder = (grid: Locator) => grid.getByRole("group", { name: /^Photo \d+ of 3$/ }).getByRole("img");

function savedOrder(businessId: string) {
  return rows<{ altText: string }>(
    `SELECT altText FROM "BusinessPhoto" WHERE businessId = ? ORDER BY position`,
    businessId,
  ).map((row) => row.altText);
}

async function expectViewerAt(page: Page, position: number, alt: string) {
  const viewer = page.getByRole("dialog", { name: `Photo ${position} of 3` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("img", { name: alt })).toBeVisible();
}

test("an owner uploads three photos, reorders them, and the profile's gallery follows", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const business = unownedBusiness();
  const email = uniqueEmail("gallery");
  await signUpThroughEmail(page, { email, displayName: "Gina Gallery", businessOwner: true });
  execute(
    `UPDATE "BusinessProfile" SET ownerId = (SELECT id FROM "User" WHERE email = ?) WHERE id = ?`,
    email,
    business.id,
  );

  await page.goto(`/dashboard/business/${business.id}`);
  const section = page.getByRole("region", { name: "Photos" });
  await expect(section.getByText("0 of 20 photos")).toBeVisible();
  await section.getByLabel("Add photos").setInputFiles([
    { name: "IMG_0001.png", mimeType: "image/png", buffer: await png("#dc2626") },
    { name: "IMG_0002.png", mimeType: "image/png", buffer: await png("#16a34a") },
    { name: "IMG_0003.png", mimeType: "image/png", buffer: await png("#2563eb") },
  ]);
  const first = section.getByRole("group", { name: "New photo 1" });
  await expect(section.getByRole("group", { name: /^New photo \d$/ }).getByLabel("Alt text")).toHaveCount(3);

  // No alt text, then a file name: refused, said and focused.
  await first.getByRole("button", { name: "Add to gallery" }).click();
  await expect(first.getByRole("alert")).toHaveText("Describe the photo in a few words (its alt text).");
  await expect(first.getByLabel("Alt text")).toBeFocused();
  await first.getByLabel("Alt text").fill("IMG_0001.png");
  await first.getByRole("button", { name: "Add to gallery" }).click();
  await expect(first.getByRole("alert")).toHaveText("Describe what the photo shows, not its file name.");

  for (const [index, alt] of [ALT.red, ALT.green, ALT.blue].entries())
    await section
      .getByRole("group", { name: `New photo ${index + 1}` })
      .getByLabel("Alt text")
      .fill(alt);
  for (const count of [1, 2, 3]) {
    await section.getByRole("group", { name: "New photo 1" }).getByRole("button", { name: "Add to gallery" }).click();
    await expect(section.getByText(`${count} of 20 photos`)).toBeVisible();
  }
  const grid = section.getByRole("list").first();
  await expect(editorOrder(grid).nth(0)).toHaveAttribute("alt", ALT.red);
  await expect(editorOrder(grid).nth(1)).toHaveAttribute("alt", ALT.green);
  await expect(editorOrder(grid).nth(2)).toHaveAttribute("alt", ALT.blue);
  await expectNoSeriousViolations(page);

  // By keyboard: the red door moves later; the screen reader hears it, the focus stays with it.
  const later = section.getByRole("group", { name: "Photo 1 of 3" }).getByRole("button", { name: "Move later" });
  await later.focus();
  await page.keyboard.press("Enter");
  await expect(section.getByText("Photo 1 of 3 moved to position 2.")).toBeAttached();
  const redLater = section.getByRole("group", { name: "Photo 2 of 3" }).getByRole("button", { name: "Move later" });
  await expect(redLater).toBeFocused();
  await expect.poll(() => savedOrder(business.id)).toEqual([ALT.green, ALT.red, ALT.blue]);

  // By dragging: the blue cup onto the first photo takes its place.
  await section
    .getByRole("img", { name: ALT.blue })
    .dragTo(section.getByRole("group", { name: "Photo 1 of 3" }).getByRole("img"));
  await expect(section.getByText("Photo 3 of 3 moved to position 1.")).toBeAttached();
  await expect.poll(() => savedOrder(business.id)).toEqual([ALT.blue, ALT.green, ALT.red]);

  // The green table becomes the cover; the cover field above shows it too.
  const cover = section.getByRole("group", { name: "Photo 2 of 3" }).getByRole("button", { name: "Set as cover" });
  await cover.click();
  await expect(cover).toHaveAttribute("aria-pressed", "true");
  const greenUrl = await section.getByRole("img", { name: ALT.green }).getAttribute("src");
  await expect(page.getByRole("img", { name: "Current cover image" })).toHaveAttribute("src", greenUrl!);

  // The profile shows the new order, to a signed-out visitor as well.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/business/${business.citySlug}/${business.slug}`);
  const gallery = visitor.getByRole("region", { name: "Photos" });
  const thumbnails = gallery.getByRole("button");
  await expect(thumbnails).toHaveCount(3);
  for (const [index, alt] of [ALT.blue, ALT.green, ALT.red].entries())
    await expect(thumbnails.nth(index)).toHaveAccessibleName(alt);
  await expect(gallery.getByRole("img").first()).toHaveAttribute("loading", "lazy");

  // The viewer: opened from the second photo, arrow keys go round, Escape returns to the thumbnail.
  await thumbnails.nth(1).click();
  await expectViewerAt(visitor, 2, ALT.green);
  await visitor.keyboard.press("ArrowRight");
  await expectViewerAt(visitor, 3, ALT.red);
  await visitor.keyboard.press("ArrowRight");
  await expectViewerAt(visitor, 1, ALT.blue);
  await visitor.keyboard.press("ArrowLeft");
  await expectViewerAt(visitor, 3, ALT.red);
  await visitor.getByRole("dialog").getByRole("button", { name: "Previous" }).click();
  await expectViewerAt(visitor, 2, ALT.green);
  await expectNoSeriousViolations(visitor);
  await visitor.keyboard.press("Escape");
  await expect(visitor.getByRole("dialog")).toBeHidden();
  await expect(thumbnails.nth(1)).toBeFocused();

  // Its LocalBusiness data lists the photos, in order, as absolute addresses.
  const data = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  const srcs = await gallery
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(data.image).toEqual(expect.arrayContaining(srcs));
  await visitorContext.close();
});
