// Review moderation as an admin: find a reported review on /admin/reviews, hide it (the business's
// profile shows the new average and count, the owner is told, the audit log has the entry), restore
// it; customers and owners are sent away. The business and its reviews are this spec's own.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expectNoSeriousViolations } from "./axe";
import { rows, scalar } from "./e2e-db";
import { demoAccount, signInAs, uniqueEmail } from "./support";

test.describe.configure({ timeout: 90_000 });

// Prisma stores SQLite DateTime values as ISO text with an explicit offset.
const timestamp = (date = new Date()) => date.toISOString().replace("Z", "+00:00");

type Arranged = {
  businessId: string;
  businessName: string;
  profilePath: string;
  ownerEmail: string;
  lowReviewer: string;
  lowText: string;
};

/**
 * A business of its own (a copy of a seeded one under a new name and owner) with two published
 * reviews, 5 and 1 stars (average 3.0); the 1-star review is reported by the demo customer.
 */
function arrangeReportedReview(): Arranged {
  const db = new Database("tmp/e2e.db");
  db.pragma("busy_timeout = 5000");
  try {
    const suffix = randomUUID().slice(0, 8);
    const now = timestamp();
    const ownerId = `e2e_owner_${suffix}`;
    const ownerEmail = uniqueEmail("moderated-owner");
    db.prepare(
      `INSERT INTO "User" ("id","email","passwordHash","displayName","createdAt","updatedAt") VALUES (?,?,?,?,?,?)`,
    ).run(ownerId, ownerEmail, "!", "Morgan Moderated", now, now);
    const source = db
      .prepare(`SELECT * FROM "BusinessProfile" WHERE "active" = 1 ORDER BY "id" LIMIT 1`)
      .get() as Record<string, unknown>;
    const business = {
      ...source,
      id: `e2e_biz_${suffix}`,
      businessName: `Moderated Bakery ${suffix}`,
      slug: `moderated-bakery-${suffix}`,
      ownerId,
      featured: 0,
      averageRating: 3,
      totalReviews: 2,
      createdAt: now,
      updatedAt: now,
    };
    const columns = Object.keys(business);
    db.prepare(
      `INSERT INTO "BusinessProfile" (${columns.map((name) => `"${name}"`).join(",")}) VALUES (${columns.map((name) => `@${name}`).join(",")})`,
    ).run(business);
    const lowText = `Rude staff and cold bread, avoid. Review ${suffix}.`;
    const insertReview = db.prepare(
      `INSERT INTO "Review" ("id","businessId","reviewerName","rating","comment","status","origin","openReports","createdAt","updatedAt") VALUES (?,?,?,?,?,'published','member',?,?,?)`,
    );
    insertReview.run(
      `e2e_rev_high_${suffix}`,
      business.id,
      "Happy Harper",
      5,
      "Lovely croissants and a warm welcome every time.",
      0,
      now,
      now,
    );
    insertReview.run(`e2e_rev_low_${suffix}`, business.id, `Grumpy ${suffix}`, 1, lowText, 1, now, now);
    const customerId = db
      .prepare(`SELECT "id" FROM "User" WHERE "email" = ?`)
      .pluck()
      .get(demoAccount("customer").email) as string;
    db.prepare(
      `INSERT INTO "ReviewReport" ("id","reviewId","userId","reason","note","createdAt") VALUES (?,?,?,'not_a_customer',?,?)`,
    ).run(`e2e_report_${suffix}`, `e2e_rev_low_${suffix}`, customerId, "Never a customer here.", now);
    return {
      businessId: business.id,
      businessName: business.businessName,
      profilePath: `/business/${String(source.citySlug)}/${business.slug}`,
      ownerEmail,
      lowReviewer: `Grumpy ${suffix}`,
      lowText,
    };
  } finally {
    db.close();
  }
}

function removeArranged(arranged: Arranged) {
  const db = new Database("tmp/e2e.db");
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare(`DELETE FROM "BusinessProfile" WHERE "id" = ?`).run(arranged.businessId);
    db.prepare(`DELETE FROM "User" WHERE "email" = ?`).run(arranged.ownerEmail);
  } finally {
    db.close();
  }
}

async function expectProfileRating(page: Page, path: string, average: string, count: string) {
  await page.goto(path);
  await expect(page.getByTestId("reviews-average")).toHaveText(average);
  await expect(page.getByTestId("reviews-average").locator("xpath=following-sibling::p[1]")).toHaveText(count);
}

const auditActions = (reviewId: string) =>
  rows<{ action: string }>(
    `SELECT "action" FROM "AuditLog" WHERE "targetId" = ? ORDER BY "createdAt", "id"`,
    reviewId,
  ).map((row) => row.action);

test("an admin hides a reported review (the profile's rating changes, the owner is told, the audit log has it) and restores it", async ({
  page,
}) => {
  const arranged = arrangeReportedReview();
  const lowId = `e2e_rev_low_${arranged.businessId.slice("e2e_biz_".length)}`;
  try {
    await signInAs(page, "admin");
    await expectProfileRating(page, arranged.profilePath, "3.0", "2 reviews");

    // Find it: the business by name, only reported reviews.
    await page.goto("/admin/reviews");
    const filters = page.getByRole("form", { name: "Filter reviews" });
    await filters.getByRole("combobox", { name: "Business" }).fill(arranged.businessName.slice(0, 20));
    await page.getByRole("option", { name: new RegExp(arranged.businessName) }).click();
    await filters.getByLabel("Only reported reviews").check();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(
      new RegExp(`business=${arranged.businessId}.*reported=1|reported=1.*business=${arranged.businessId}`),
    );
    const table = page.getByRole("table", { name: "Reviews" });
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row").filter({ hasText: arranged.lowText });
    await expect(row).toContainText("1 open report");
    await expect(row).toContainText("Not a customer");
    await expect(row).toContainText("Never a customer here.");
    await expect(row).toContainText(demoAccount("customer").email);
    await expectNoSeriousViolations(page);

    // Hide, with a reason.
    await row
      .getByRole("button", { name: `Hide ${arranged.lowReviewer}'s review of ${arranged.businessName}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Hide review?" });
    await expect(dialog.getByRole("button", { name: "Hide review" })).toBeDisabled();
    await expectNoSeriousViolations(page);
    await dialog.getByLabel("Reason (the owner sees it)").fill("The reviewer was never a customer.");
    await dialog.getByRole("button", { name: "Hide review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Review hidden." })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Hidden");
    await expect(row).toContainText("Reason: The reviewer was never a customer.");

    await expectProfileRating(page, arranged.profilePath, "5.0", "1 review");
    await expect(page.getByTestId("review").filter({ hasText: arranged.lowText })).toHaveCount(0);
    expect(auditActions(lowId)).toEqual(["review.hide"]);
    expect(
      scalar<string>(
        `SELECT "bodyText" FROM "EmailMessage" WHERE "toAddress" = ? AND "templateKey" = 'review_hidden'`,
        arranged.ownerEmail,
      ),
    ).toContain("Reason: The reviewer was never a customer.");

    // Restore: the review and the rating come back.
    await page.goto(`/admin/reviews?business=${arranged.businessId}&status=hidden`);
    const hiddenRow = page
      .getByRole("table", { name: "Reviews" })
      .getByRole("row")
      .filter({ hasText: arranged.lowText });
    await hiddenRow
      .getByRole("button", { name: `Restore ${arranged.lowReviewer}'s review of ${arranged.businessName}` })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Review restored." })).toBeVisible();
    await expect(page.getByText("No reviews match these filters.")).toBeVisible();
    await expectProfileRating(page, arranged.profilePath, "3.0", "2 reviews");
    expect(auditActions(lowId)).toEqual(["review.hide", "review.restore"]);
  } finally {
    removeArranged(arranged);
  }
});

test("an admin deletes a review and dismisses reports, each after confirming", async ({ page }) => {
  const arranged = arrangeReportedReview();
  const suffix = arranged.businessId.slice("e2e_biz_".length);
  try {
    await signInAs(page, "admin");
    await page.goto(`/admin/reviews?business=${arranged.businessId}`);
    const table = page.getByRole("table", { name: "Reviews" });
    const low = table.getByRole("row").filter({ hasText: arranged.lowText });
    await low.getByRole("button", { name: /^Dismiss reports on / }).click();
    const dismiss = page.getByRole("dialog", { name: "Dismiss reports?" });
    await expect(dismiss).toContainText("The 1 report on");
    await dismiss.getByRole("button", { name: "Dismiss reports" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reports dismissed." })).toBeVisible();
    await expect(low).toContainText("None");
    await expect(low.getByRole("button", { name: /^Dismiss reports on / })).toHaveCount(0);

    const high = table.getByRole("row").filter({ hasText: "Happy Harper" });
    await high.getByRole("button", { name: `Delete Happy Harper's review of ${arranged.businessName}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete review?" });
    // The cancel button has the first focus: Enter alone never deletes.
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Review deleted." })).toBeVisible();
    await expect(high).toHaveCount(0);
    await expect(table.getByRole("row")).toHaveCount(2);
    expect(auditActions(`e2e_rev_low_${suffix}`)).toEqual(["review.dismissReports"]);
    expect(auditActions(`e2e_rev_high_${suffix}`)).toEqual(["review.delete"]);
    await expectProfileRating(page, arranged.profilePath, "1.0", "1 review");
  } finally {
    removeArranged(arranged);
  }
});

for (const role of ["customer", "business_owner"] as const) {
  test(`a ${role.replace("_", " ")} is sent away from /admin/reviews`, async ({ page }) => {
    await signInAs(page, role);
    await page.goto("/admin/reviews");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Reviews", exact: true })).toHaveCount(0);
  });
}
