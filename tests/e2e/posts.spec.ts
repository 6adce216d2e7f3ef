// An owner posts an event from their dashboard and finds it on the business's profile (with its
// calendar file) and in "What's new" on their city's directory page, signed in and signed out; no
// one else can open the business's posts page.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { execute, rows, scalar } from "./e2e-db";
import { actAsNewVisitor, demoAccount, signInAs } from "./support";

type Business = { id: string; businessName: string; citySlug: string; city: string; slug: string; timeZone: string };

/** The demo owner's last verified, listed business (the first ones are used by the reviews specs). */
function ownersBusiness(): Business {
  const [business] = rows<Business>(
    `SELECT b.id, b.businessName, b.citySlug, b.city, b.slug, b.timeZone FROM "BusinessProfile" b
       JOIN "User" u ON u.id = b.ownerId
      WHERE u.email = ? AND b.active = 1 AND b.awaitingApproval = 0 AND b.verificationStatus = 'verified'
      ORDER BY b.id DESC LIMIT 1`,
    demoAccount("business_owner").email,
  );
  if (!business) throw new Error("the e2e database has no verified business of the demo owner");
  return business;
}

/** The local date `days` from now in `timeZone`, as "YYYY-MM-DD". */
function localDate(days: number, timeZone: string) {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test("an owner posts an event and finds it on the profile and the city's strip", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const business = ownersBusiness();
  const title = `Winter craft fair ${randomUUID().slice(0, 8)}`;
  const day = localDate(12, business.timeZone);

  await signInAs(page, "business_owner");
  await page.goto(`/dashboard?business=${business.id}`);
  await page.getByRole("navigation", { name: "Your businesses" }).getByRole("link", { name: "Posts" }).click();
  await expect(page).toHaveURL(`/dashboard/business/${business.id}/posts`);
  await expect(page.getByRole("heading", { name: `Posts of ${business.businessName}` })).toBeVisible();

  const form = page.getByRole("form", { name: "Write a post" });
  await form.getByRole("radio", { name: /Event/ }).check();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Text").fill("Local makers, hot cocoa and carols.\nFree entry.");
  await form.getByLabel("Starts").fill(`${day}T10:00`);
  await form.getByLabel("Ends (optional)").fill(`${day}T14:00`);
  await form.getByRole("button", { name: "Publish post" }).click();
  await expect(page.getByText("Post published.")).toBeVisible();
  const mine = page.getByTestId("owner-posts").getByRole("article", { name: title });
  await expect(mine.getByText("Live", { exact: true })).toBeVisible();
  await expect(mine.getByText(/10 AM – 2 PM$/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // On the profile, with its time in the business's zone and its calendar file.
  await page.goto(`/business/${business.citySlug}/${business.slug}`);
  const news = page.getByRole("region", { name: "News and events" });
  const post = news.getByRole("article", { name: title });
  await expect(post.getByText("Event", { exact: true })).toBeVisible();
  await expect(post.getByText(/10 AM – 2 PM$/)).toBeVisible();
  await expect(post.getByText("Free entry.")).toBeVisible();
  const calendar = post.getByRole("link", { name: `Add ${title} to your calendar` });
  const file = await page.request.get((await calendar.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await file.text();
  expect(ics).toContain("\r\nBEGIN:VEVENT\r\n");
  expect(ics).toContain(`SUMMARY:${title} (${business.businessName.replace(/([,;\\])/g, "\\$1")})`);
  await expectNoSeriousViolations(page);

  // First in "What's new" on the city's page, linking to the post on the profile.
  await page.goto(`/directory/${business.citySlug}`);
  const strip = page.getByRole("region", { name: `What's new in ${business.city}` });
  const first = strip.getByRole("listitem").first();
  await expect(first).toContainText(title);
  await expect(first).toContainText(business.businessName);
  expect(await strip.getByRole("listitem").count()).toBeLessThanOrEqual(6);
  await first.getByRole("link").click();
  await expect(page).toHaveURL(`/business/${business.citySlug}/${business.slug}#posts`);

  // A signed-out visitor sees it too (the cached page was emptied by the post).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await actAsNewVisitor(visitor);
  await visitor.goto(`/directory/${business.citySlug}`);
  await expect(
    visitor
      .getByRole("region", { name: `What's new in ${business.city}` })
      .getByRole("listitem")
      .first(),
  ).toContainText(title);
  await visitorContext.close();
});

test("a member reports a post and an admin hides it, telling its owner why", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const [business] = rows<Business & { ownerId: string }>(
    `SELECT b.id, b.businessName, b.citySlug, b.city, b.slug, b.timeZone, b.ownerId FROM "BusinessProfile" b
      WHERE b.citySlug = 'austin' AND b.ownerId IS NOT NULL AND b.active = 1 AND b.verificationStatus = 'verified'
      ORDER BY b.id DESC LIMIT 1`,
  );
  const title = `Grand prize draw ${randomUUID().slice(0, 8)}`;
  const at = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");
  execute(
    `INSERT INTO "BusinessPost" (id, businessId, kind, title, body, expiresAt, createdAt, updatedAt)
     VALUES (?, ?, 'offer', ?, 'Share this post to win.', ?, ?, ?)`,
    `post_${randomUUID()}`,
    business!.id,
    title,
    at(Date.now() + 7 * 86_400_000),
    at(Date.now()),
    at(Date.now()),
  );
  const profile = `/business/${business!.citySlug}/${business!.slug}`;

  await signInAs(page, "customer");
  await page.goto(profile);
  const post = page.getByRole("region", { name: "News and events" }).getByRole("article", { name: title });
  await post.getByRole("button", { name: `Report the post ${title}` }).click();
  const report = page.getByRole("dialog", { name: "Report this post" });
  await report.getByLabel("Reason").selectOption({ label: "Spam" });
  await report.getByLabel("Note (optional)").fill("Prize draws for shares.");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks. Our team will look at this post.")).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, "admin");
  await admin.goto("/admin/reviews/posts");
  const item = admin.getByTestId("admin-posts").getByRole("listitem").filter({ hasText: title });
  await expect(item.getByText("Prize draws for shares.")).toBeVisible();
  await expectNoSeriousViolations(admin);
  await item.getByRole("button", { name: `Hide ${business!.businessName}'s post “${title}”` }).click();
  const hide = admin.getByRole("dialog", { name: "Hide post?" });
  await hide.getByLabel(/^Reason/).fill("Prize draws are not allowed in posts.");
  await hide.getByRole("button", { name: "Hide post" }).click();
  await expect(admin.getByText("Post hidden. Its owner has been told.")).toBeVisible();
  await adminContext.close();

  await page.goto(profile);
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
  expect(
    scalar(
      `SELECT COUNT(*) FROM "Notification" WHERE userId = ? AND type = 'post_hidden' AND body = ?`,
      business!.ownerId,
      `"${title}": Prize draws are not allowed in posts.`,
    ),
  ).toBe(1);
});

test("no one but the owner opens a business's posts page", async ({ page }) => {
  const business = ownersBusiness();
  await signInAs(page, "customer");
  const response = await page.goto(`/dashboard/business/${business.id}/posts`);
  expect(response?.status()).toBe(404);
});
