// An owner answers reviews from the dashboard: the Reviews link opens the inbox of all their
// businesses' reviews, one business's chip narrows it, "Unanswered" leaves those without a reply,
// and a reply written in place takes the review off that list.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { execute, scalar } from "./e2e-db";
import { demoAccount, signInAs } from "./support";

/** A business of the demo owner with an answered and an unanswered review, this run's names on both. */
function insertReviewedBusiness() {
  const word = randomUUID().slice(0, 8);
  const id = `e2e_inbox_${word}`;
  const ownerId = scalar<string>(`SELECT id FROM "User" WHERE email = ?`, demoAccount("business_owner").email);
  const stamp = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString().replace("Z", "+00:00");
  execute(
    `INSERT INTO "BusinessProfile" (id, ownerId, businessName, slug, category, city, citySlug, zipCode, latitude, longitude, memberSince, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, 'Bakery', 'Austin', 'austin', '78701', 30.27, -97.74, '2020-01-01T00:00:00.000+00:00', ?, ?)`,
    id,
    ownerId,
    `Inbox Bakery ${word}`,
    `inbox-bakery-${word}`,
    stamp(0),
    stamp(0),
  );
  const review = (key: string, name: string, minutesAgo: number, reply: string | null) =>
    execute(
      `INSERT INTO "Review" (id, businessId, reviewerName, rating, comment, status, replyText, repliedAt, createdAt, updatedAt)
       VALUES (?, ?, ?, ?, ?, 'published', ?, ?, ?, ?)`,
      `${id}_${key}`,
      id,
      name,
      key === "open" ? 2 : 5,
      key === "open" ? "The bread was stale by noon." : "Best sourdough in town.",
      reply,
      reply ? stamp(minutesAgo - 1) : null,
      stamp(minutesAgo),
      stamp(minutesAgo),
    );
  review("answered", `Happy ${word}`, 20, "Thank you, see you soon!");
  review("open", `Grumpy ${word}`, 10, null);
  return { id, name: `Inbox Bakery ${word}`, happy: `Happy ${word}`, grumpy: `Grumpy ${word}` };
}

test("an owner finds their unanswered reviews on the dashboard and replies in place", async ({ page }) => {
  test.setTimeout(90_000);
  const business = insertReviewedBusiness();
  try {
    await signInAs(page, "business_owner");
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Your businesses" }).getByRole("link", { name: "Reviews" }).click();
    await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Business", exact: true })
      .getByRole("link", { name: business.name })
      .click();
    const reviews = page.getByRole("list", { name: "Reviews", exact: true }).getByRole("listitem");
    // Newest first.
    await expect(reviews).toHaveCount(2);
    await expect(reviews.nth(0)).toContainText(business.grumpy);
    await expect(reviews.nth(1)).toContainText(business.happy);
    await expect(reviews.nth(1)).toContainText("Your reply");
    await expectNoSeriousViolations(page);

    const show = page.getByRole("navigation", { name: "Show", exact: true });
    await expect(show.getByRole("link", { name: "Unanswered (1)" })).toBeVisible();
    await show.getByRole("link", { name: "Unanswered (1)" }).click();
    await expect(show.getByRole("link", { name: "Unanswered (1)" })).toHaveAttribute("aria-current", "page");
    await expect(reviews).toHaveCount(1);
    await expect(reviews.first()).toContainText("The bread was stale by noon.");

    await reviews
      .first()
      .getByRole("button", { name: `Reply to ${business.grumpy}` })
      .click();
    const form = page.getByRole("form", { name: `Reply to ${business.grumpy}` });
    await expect(form.getByLabel("Your public reply")).toBeFocused();
    await page.keyboard.type("Sorry about that: we now bake a second batch at eleven.");
    await form.getByRole("button", { name: "Publish reply" }).click();
    await expect(page.getByText("Reply published.")).toBeVisible();
    await expect(page.getByText("No unanswered reviews: every review has your reply.")).toBeVisible();
    await expect(show.getByRole("link", { name: "Unanswered (0)" })).toBeVisible();

    await show.getByRole("link", { name: "All (2)" }).click();
    await expect(reviews.first()).toContainText("Sorry about that: we now bake a second batch at eleven.");
    await expect(reviews.first().getByRole("button", { name: `Edit the reply to ${business.grumpy}` })).toBeVisible();
  } finally {
    execute(`DELETE FROM "BusinessProfile" WHERE id = ?`, business.id);
  }
});
