// Referrals in Chromium: an owner joins on a ZIP code's area page, confirms and reaches their spot
// page (place in line, referrals, their link); a second owner joins through that link and confirms,
// and the first sees the confirmed referral, the area's progress moves, and once the first opts
// in, the area's leaderboard shows their initials. The area page may come from the page cache; the
// spot page, whose address is its owner's key, never does.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { actAsNewVisitor, linkFromOutbox, uniqueEmail } from "./support";
import { fillRequired, freshZip } from "./waitlist-support";

// Two sign-ups, two confirmations and several page loads on a busy machine.
test.describe.configure({ timeout: 120_000 });

const CONFIRM_NOTE = "We've sent you a confirmation email: your spot is kept once you confirm your address.";

/** Joins on the area page in `page`, confirms through the emailed link, and returns the spot page's path. */
async function joinAndConfirm(
  page: Page,
  owner: { businessName: string; ownerName: string; email: string },
  zip: string,
) {
  const form = page.getByRole("form", { name: "Reserve your spot" });
  await expect(form.getByLabel("Location")).toHaveValue(zip);
  await fillRequired(form, { ...owner, location: zip });
  await form.getByRole("button", { name: "Reserve My Spot" }).click();
  const success = page.getByRole("status").filter({ hasText: "You're in the directory!" });
  await expect(success).toContainText(CONFIRM_NOTE);
  await expect(success).toContainText("Early Access Reserved");

  await page.goto(linkFromOutbox(owner.email, "waitlist_confirm"));
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your email is confirmed." })).toBeVisible();
  const spotLink = page.getByRole("link", { name: "See your place in line" });
  await expect(spotLink).toBeFocused();
  await spotLink.click();
  await expect(page).toHaveURL(/\/waitlist\/spot\/[\w-]{32}$/);
  return new URL(page.url()).pathname;
}

/** The area's progress bar and its text. */
async function expectWaiting(page: Page, zip: string, count: number) {
  const bar = page.getByRole("progressbar", { name: `Businesses waiting in ${zip}` });
  await expect(bar).toHaveAttribute("aria-valuenow", String(count));
  const goal = await bar.getAttribute("aria-valuemax");
  await expect(page.getByText(`${count} of ${goal} businesses waiting in ${zip}`)).toBeVisible();
}

/** Loads `path` twice as a signed-out visitor's browser would; returns the second answer. */
async function loadTwice(request: APIRequestContext, path: string) {
  const headers = { accept: "text/html,application/xhtml+xml", "x-forwarded-for": "198.51.100.33" };
  await request.get(path, { headers });
  return request.get(path, { headers });
}

test("a referral counts once the referred owner confirms, and moves the area and its leaderboard", async ({
  page,
  browser,
  request,
}) => {
  const zip = freshZip();
  const first = { businessName: "Quill and Crumb", ownerName: "Quincy Xander", email: uniqueEmail("referrer") };
  await actAsNewVisitor(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/waitlist/${zip}`);
  await expect(page.getByRole("heading", { level: 1, name: `Bring LocalHub to ${zip}` })).toBeVisible();
  await expectWaiting(page, zip, 0);
  await expect(page.getByText("No one is on this leaderboard yet.")).toBeVisible();

  const spotPath = await joinAndConfirm(page, first, zip);
  await expect(page.getByRole("heading", { level: 1, name: first.businessName })).toBeVisible();
  await expect(page.getByText(`You're #1 of 1 in line in ${zip}`)).toBeVisible();
  await expect(page.getByText("0 confirmed referrals")).toBeVisible();
  await expect(page.getByText(/Each confirmed referral moves you up \d+ places?\./)).toBeVisible();
  const referralLink = await page.getByLabel("Your referral link").inputValue();
  expect(referralLink).toMatch(new RegExp(`/waitlist/${zip}\\?ref=[a-z2-7]{10}$`));
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referralLink);
  await expectWaiting(page, zip, 1);
  await expectNoSeriousViolations(page);

  // The spot page is never kept by the page cache (nor by the browser); the area page may be.
  const spotAnswer = await loadTwice(request, spotPath);
  expect(spotAnswer.status()).toBe(200);
  expect(spotAnswer.headers()["x-localhub-page-cache"]).toBeUndefined();
  expect(spotAnswer.headers()["cache-control"]).toContain("no-store");
  expect(await spotAnswer.text()).toContain(first.businessName);
  const areaAnswer = await loadTwice(request, `/waitlist/${zip}`);
  expect(["hit", "miss"]).toContain(areaAnswer.headers()["x-localhub-page-cache"]);

  // A second owner, in a browser of their own, joins through the link and confirms.
  const second = await (await browser.newContext()).newPage();
  await actAsNewVisitor(second);
  const referral = new URL(referralLink);
  await second.goto(referral.pathname + referral.search);
  await expectWaiting(second, zip, 1);
  await joinAndConfirm(
    second,
    { businessName: "Second Loaf", ownerName: "Sasha Second", email: uniqueEmail("referred") },
    zip,
  );
  await expect(second.getByText(`You're #2 of 2 in line in ${zip}`)).toBeVisible();
  await second.context().close();

  await page.reload();
  await expect(page.getByText("1 confirmed referral", { exact: true })).toBeVisible();
  await expect(page.getByText(`You're #1 of 2 in line in ${zip}`)).toBeVisible();

  // Opting in puts the first owner's initials, and nothing else of theirs, on the area's leaderboard.
  const optIn = page.getByRole("checkbox", { name: "Show my initials on the public leaderboards" });
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await expect(page.getByRole("status").filter({ hasText: "Saved: your initials appear" })).toBeVisible();
  await page.reload();
  await expect(optIn).toBeChecked();

  await page.goto(`/waitlist/${zip}`);
  await expectWaiting(page, zip, 2);
  const leaderboard = page.getByRole("list", { name: `Top referrers in ${zip}` });
  await expect(leaderboard.getByRole("listitem")).toHaveText(["1. Q. X. 1 confirmed referral"]);
  await expect(page.getByText(first.ownerName)).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test("an unknown spot key shows what to do instead, and an unknown area is not found", async ({ page }) => {
  await actAsNewVisitor(page);
  const unknown = await page.goto("/waitlist/spot/not-a-real-key-0000000000000000");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("alert").filter({ hasText: "This link to your waitlist spot is not valid." })).toHaveText(
    "This link to your waitlist spot is not valid. Use the link in your welcome email.",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Join the waitlist" })).toBeVisible();
  expect((await page.goto("/waitlist/atlantis"))?.status()).toBe(404);
  // The demo's Austin: its progress, and its leaderboard led by Maria Garcia's four referrals.
  expect((await page.goto("/waitlist/austin"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: /LocalHub .* Austin, TX$/ })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Top referrers in Austin, TX" }).getByRole("listitem").first(),
  ).toHaveText("1. M. G. 4 confirmed referrals");
});
