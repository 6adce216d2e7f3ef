// An admin sets a fresh ZIP area's goal and founding-member slots, launches it after the
// confirmation dialog (which says exactly what the launch does), and the area's first listed
// business shows the "Founding member" badge on its directory card and its profile; the next one
// does not, as the area had one slot.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { execute } from "./e2e-db";
import { actAsNewVisitor, outboxEmails, signInAs } from "./support";
import { insertWaitlistEntry } from "./waitlist-data";

const randomZip = () => String(10000 + Math.floor(Math.random() * 90000));

/** An active, public business in Austin with the ZIP code, created on `createdAt`. */
function insertListedBusiness(zip: string, createdAt: string) {
  const word = randomUUID().slice(0, 8);
  const business = { id: `e2e_founding_${word}`, name: `Pioneer Pantry ${word}`, slug: `pioneer-pantry-${word}` };
  const now = new Date().toISOString().replace("Z", "+00:00");
  execute(
    `INSERT INTO "BusinessProfile" (id, businessName, slug, category, city, citySlug, zipCode, latitude, longitude, memberSince, createdAt, updatedAt)
     VALUES (?, ?, ?, 'Bakeries', 'Austin', 'austin', ?, 30.27, -97.74, ?, ?, ?)`,
    business.id,
    business.name,
    business.slug,
    zip,
    createdAt,
    createdAt,
    now,
  );
  return { ...business, profileUrl: `/business/austin/${business.slug}` };
}

const foundingBadge = (page: Page) => page.getByRole("note", { name: "Founding member" });

test("an admin launches a ZIP area after its confirmation dialog, and its first listed business becomes a founding member", async ({
  page,
}) => {
  // Many steps, each a round trip: allow three times the default.
  test.slow();
  const zip = randomZip();
  const first = insertListedBusiness(zip, "2020-01-01T00:00:00.000+00:00");
  const second = insertListedBusiness(zip, "2020-02-01T00:00:00.000+00:00");
  const owner = insertWaitlistEntry({ zipCode: zip, citySlug: null, location: zip });

  await signInAs(page, "admin");
  await page.goto("/admin/notifications");
  await expect(page.getByRole("heading", { name: "Area launches", level: 1 })).toBeVisible();

  // The goal: one founding-member slot.
  const form = page.getByRole("form", { name: "Choose an area" });
  await form.getByLabel("or ZIP code").fill(zip);
  await form.getByRole("button", { name: "Set goal" }).click();
  const settings = page.getByRole("dialog", { name: `Goal for ZIP ${zip}` });
  const goal = settings.getByRole("spinbutton", { name: "Goal (confirmed businesses)" });
  await expect(settings.getByText("This area uses the defaults until you save its own values.")).toBeVisible();
  await expect(goal).toHaveValue("50");
  await goal.fill("0");
  await settings.getByRole("button", { name: "Save goal" }).click();
  await expect(settings.getByText("The goal must be at least 1.")).toBeVisible();
  await goal.fill("3");
  await settings.getByRole("spinbutton", { name: "Founding-member slots" }).fill("1");
  await settings.getByRole("button", { name: "Save goal" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Saved the goal for ZIP ${zip}: 3 businesses.` }),
  ).toBeVisible();
  await expect(settings.getByRole("button", { name: "Save goal" })).toBeHidden();

  const row = page
    .getByRole("table", { name: "Areas" })
    .getByRole("row")
    .filter({ hasText: `ZIP ${zip}` });
  await expect(row.getByRole("cell").first()).toHaveText("1 of 3");
  await expectNoSeriousViolations(page);

  // The launch asks first, with the exact counts.
  await row.getByRole("button", { name: `Actions for ZIP ${zip}` }).click();
  await page.getByRole("menuitem", { name: "Launch and notify" }).click();
  const confirm = page.getByRole("dialog", { name: `Launch in ZIP ${zip}?` });
  await expect(confirm.getByTestId("launch-summary")).toHaveText(
    `Launching ZIP ${zip} shows it as launched on its public page. It sends 1 launch email to the business owners waiting there who confirmed their address. It gives 1 listed business the "Founding member" badge.`,
  );
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Launch and send 1 email" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Launched in ${zip}: 1 business owner notified, 1 founding member.` }),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole("cell").nth(1)).toHaveText("0");
  await expect(
    page
      .getByRole("table", { name: "Launches" })
      .getByRole("row")
      .filter({ hasText: `ZIP ${zip}` }),
  ).toContainText("1");

  // Signed out, as a visitor: the badge on the first business's card and profile, not the second's.
  await page.context().clearCookies();
  await actAsNewVisitor(page);
  await page.goto(`/directory/${zip}`);
  const firstCard = page.getByRole("article", { name: first.name });
  await expect(firstCard).toBeVisible();
  await expect(foundingBadge(page)).toHaveCount(1);
  await expect(firstCard.getByRole("note", { name: "Founding member" })).toHaveText("Founding member");
  await expect(page.getByRole("article", { name: second.name })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(first.profileUrl);
  await expect(page.getByRole("heading", { name: first.name, level: 1 })).toBeVisible();
  await expect(foundingBadge(page)).toHaveText("Founding member");
  await page.goto(second.profileUrl);
  await expect(page.getByRole("heading", { name: second.name, level: 1 })).toBeVisible();
  await expect(foundingBadge(page)).toHaveCount(0);
  expect(outboxEmails(owner.email, "area_launch")).toHaveLength(1);
});
