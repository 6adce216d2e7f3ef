// The admin screens as an admin uses them: the hub says what each screen holds, moderation says
// whom an action reaches, and the tables stay readable at laptop and phone widths.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { scalar } from "./e2e-db";
import { signInAs } from "./support";
import { addPick, insertCustomChallenge, insertWaitlistEntry } from "./waitlist-data";

test.describe.configure({ timeout: 60_000 });

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("approving says how many entries it applies to, and a rejected challenge leaves the review list", async ({
  page,
}) => {
  const approved = insertCustomChallenge();
  addPick(approved.challenge.id);
  const rejected = insertCustomChallenge();
  await signInAs(page, "admin");
  await page.goto("/admin/challenges");
  const pending = page.getByRole("table", { name: "Challenges awaiting review" });
  const approvedRows = pending.getByRole("row").filter({ hasText: approved.challenge.challengeText });
  await expect(approvedRows).toHaveCount(2);
  await expect(approvedRows.first()).toContainText("applies to 2 entries");

  await approvedRows.first().getByRole("button", { name: "Approve" }).click();
  const confirm = page.getByRole("dialog", { name: "Approve challenge?" });
  await expect(confirm).toContainText(approved.challenge.challengeText);
  await expect(confirm).toContainText("applies to 2 entries");
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Challenge has been approved successfully.")).toBeVisible();
  await expect(approvedRows).toHaveCount(0);

  const rejectedRow = pending.getByRole("row").filter({ hasText: rejected.challenge.challengeText });
  await expect(rejectedRow).toContainText("applies to 1 entry");
  await rejectedRow.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Challenge has been rejected successfully.")).toContainText("no longer offered");
  await expect(rejectedRow).toHaveCount(0);
  const all = page.getByRole("table", { name: "All challenges" });
  await expect(all.getByRole("row").filter({ hasText: rejected.challenge.challengeText })).toContainText("Inactive");
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

test("admin tables fit a laptop and a phone: emails truncate with the full value, actions stay in view", async ({
  page,
}) => {
  const email = `a-very-long-mailbox-name-for-testing-widths-${Date.now()}@an-equally-long-domain-name.example`;
  const entry = insertWaitlistEntry({ email });
  insertCustomChallenge();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, "admin");
  await page.goto("/admin/referrals");
  const row = page.getByRole("row").filter({ hasText: entry.businessName });
  const cell = row.getByText(email);
  expect((await box(cell)).width).toBeGreaterThanOrEqual(150);
  expect((await box(row)).height).toBeLessThanOrEqual(64);
  await expect(cell).toHaveAttribute("title", email);
  const convert = row.getByRole("link", { name: `Convert ${entry.businessName}` });
  const link = await box(convert);
  expect(link.x + link.width).toBeLessThanOrEqual(1366);

  await page.goto("/admin/challenges");
  const groups = await page.getByRole("table", { name: "All challenges" }).getByRole("group").all();
  for (const group of groups.slice(0, 5)) {
    const tops = await group
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  }

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin/referrals");
  const phoneLink = await box(page.getByRole("link", { name: `Convert ${entry.businessName}` }));
  expect(phoneLink.x).toBeGreaterThanOrEqual(0);
  expect(phoneLink.x + phoneLink.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the admin hub says what each screen holds", async ({ page }) => {
  await signInAs(page, "admin");
  const tiles = page.getByRole("navigation", { name: "Admin sections" });
  const tile = (name: string) => tiles.getByRole("link", { name: new RegExp(`^${name}`) });
  const count = (query: string) => scalar(query).toLocaleString("en-US");
  // The tiles count as of the page's render while other tests add businesses, users and entries:
  // the page and the database are read again until they describe the same moment.
  await expect(async () => {
    await page.goto("/admin");
    await expect(tile("Templates")).toBeVisible();
    const awaiting = scalar(
      `SELECT COUNT(DISTINCT r.challengeId) FROM "WaitlistChallengeResponse" r JOIN "WaitlistChallenge" c ON c.id = r.challengeId WHERE r.isApproved = 0 AND c.isActive = 1`,
    );
    expect(await tile("Challenges").textContent()).toContain(`${awaiting} awaiting review`);
    expect(await tile("Referrals").textContent()).toContain(
      `${count(`SELECT COUNT(*) FROM "WaitlistEntry"`)} waitlist entries`,
    );
    expect(await tile("Businesses").textContent()).toContain(
      `${count(`SELECT COUNT(*) FROM "BusinessProfile"`)} businesses`,
    );
    expect(await tile("Users").textContent()).toContain(`${count(`SELECT COUNT(*) FROM "User"`)} users`);
    expect(await tile("Email templates").textContent()).toContain(
      `${count(`SELECT COUNT(*) FROM "EmailTemplate"`)} templates`,
    );
    expect(await tile("Templates").textContent()).toContain(
      `${count(`SELECT COUNT(*) FROM "BusinessTemplate"`)} business templates`,
    );
  }).toPass({ timeout: 20_000 });
});
