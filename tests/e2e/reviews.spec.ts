// Reviews in the browser: an owner asks a customer through a personal link, the customer reviews
// signed out and confirms it from the emailed link, the profile shows it and the owner replies;
// members write and edit reviews and report one; owners cannot review their own business, not even
// through their own request link.
import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { rows, scalar } from "./e2e-db";
import { actAsNewVisitor, demoAccount, linkFromOutbox, signInAs, signUpThroughEmail, uniqueEmail } from "./support";

type BusinessRow = { id: string; businessName: string; citySlug: string; slug: string };
const profilePath = (business: BusinessRow) => `/business/${business.citySlug}/${business.slug}`;

/** The demo owner's newest active business. */
function demoOwnersBusiness(): BusinessRow {
  const [business] = rows<BusinessRow>(
    `SELECT b.id, b.businessName, b.citySlug, b.slug FROM "BusinessProfile" b JOIN "User" u ON u.id = b.ownerId
      WHERE u.email = ? AND b.active = 1 ORDER BY b.id DESC LIMIT 1`,
    demoAccount("business_owner").email,
  );
  return business!;
}

async function signUp(page: Page, displayName: string, callbackPath: string) {
  await signUpThroughEmail(page, { email: uniqueEmail("reviewer"), displayName, callbackUrl: callbackPath });
  await expect(page).toHaveURL(callbackPath);
}

test("an owner's review request is answered once through its link, confirmed by email, and the owner replies on the profile", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const business = demoOwnersBusiness();
  const customerEmail = uniqueEmail("customer");
  const reviewText = `Quick, careful work and a fair price. Review ${customerEmail.slice(9, 19)}.`;

  await signInAs(page, "business_owner");
  await page.goto(`/dashboard?business=${business!.id}`);
  const requests = page.getByRole("region", { name: "Review requests" });
  const single = requests.getByRole("form", { name: "Ask one customer for a review" });
  await single.getByLabel("Customer name").fill("Riley Stone");
  await single.getByLabel("Customer email").fill(customerEmail);
  await single.getByRole("button", { name: "Send request" }).click();
  await expect(requests.getByText("1 review request sent.")).toBeVisible();
  const row = requests.getByTestId("review-request").filter({ hasText: customerEmail });
  await expect(row.getByText("Sent", { exact: true })).toBeVisible();
  // The owner never gets the link: no copy, no QR code.
  await expect(row.getByRole("button", { name: /Copy link|QR code/ })).toHaveCount(0);
  await expect(requests.getByRole("link", { name: "How reviews work on LocalHub" })).toHaveAttribute(
    "href",
    "/how-reviews-work",
  );

  // The email waits in the outbox with the customer's own link (the only copy of it).
  const link = linkFromOutbox(customerEmail, "review_request");
  expect(link).toMatch(/^\/review\/[A-Za-z0-9_-]+$/);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await actAsNewVisitor(visitor);
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: business!.businessName })).toBeVisible();
  const form = visitor.getByRole("form", { name: "Write your review" });
  await expect(form.getByLabel("Your name")).toHaveValue("Riley Stone");
  // The rating is a radio group: choose with the keyboard.
  await form.getByRole("radio", { name: "3 stars" }).click();
  await visitor.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await form.getByRole("textbox", { name: "Your review" }).fill(reviewText);
  await expect(visitor.getByRole("link", { name: "How reviews work on LocalHub" })).toBeVisible();
  const before = scalar<number>(`SELECT totalReviews FROM "BusinessProfile" WHERE id = ?`, business!.id);
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(
    visitor.getByText(/^Almost done: we emailed a link to the address this request was sent to\./),
  ).toBeVisible();
  // Not public and not counted until the request's address confirms it.
  expect(scalar<number>(`SELECT totalReviews FROM "BusinessProfile" WHERE id = ?`, business!.id)).toBe(before);
  await visitor.goto(profilePath(business!));
  await expect(visitor.getByTestId("review").filter({ hasText: reviewText })).toHaveCount(0);

  await page.goto(`/dashboard?business=${business!.id}`);
  await expect(
    page
      .getByTestId("review-request")
      .filter({ hasText: customerEmail })
      .getByText("Awaiting confirmation", { exact: true }),
  ).toBeVisible();

  await visitor.goto(linkFromOutbox(customerEmail, "review_confirm"));
  await visitor.getByRole("button", { name: "Confirm my review" }).click();
  await expect(visitor.getByText("Thanks! Your review is confirmed and published.")).toBeVisible();
  expect(scalar<number>(`SELECT totalReviews FROM "BusinessProfile" WHERE id = ?`, business!.id)).toBe(before + 1);

  const average = scalar<number>(`SELECT averageRating FROM "BusinessProfile" WHERE id = ?`, business!.id);
  await visitor.goto(profilePath(business!));
  const review = visitor.getByTestId("review").filter({ hasText: reviewText });
  await expect(review.getByText("Invited by the business")).toBeVisible();
  await expect(review.getByText("Riley Stone")).toBeVisible();
  await expect(visitor.getByTestId("reviews-average")).toHaveText(average.toFixed(1));
  const scripts = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  const ld = scripts.map(
    (text) =>
      JSON.parse(text) as {
        "@type": string;
        aggregateRating?: { ratingValue: number };
        review?: Array<{ reviewBody: string }>;
      },
  );
  const local = ld.find((data) => data["@type"] === "LocalBusiness");
  expect(local?.aggregateRating?.ratingValue).toBe(Number(average.toFixed(1)));
  expect(local?.review?.map((entry) => entry.reviewBody)).toContain(reviewText);

  await visitor.goto(link);
  await expect(visitor.getByText("Thanks — this link has already been used")).toBeVisible();
  await expect(visitor.getByRole("link", { name: `See ${business!.businessName}'s page` })).toHaveAttribute(
    "href",
    profilePath(business!),
  );
  await visitorContext.close();

  await page.goto(`/dashboard?business=${business!.id}`);
  await expect(
    page.getByTestId("review-request").filter({ hasText: customerEmail }).getByText("Reviewed", { exact: true }),
  ).toBeVisible();
  await page.goto(profilePath(business!));
  const ownerView = page.getByTestId("review").filter({ hasText: reviewText });
  await ownerView.getByRole("button", { name: "Reply to Riley Stone" }).click();
  await ownerView.getByLabel("Your public reply").fill("Thank you, Riley! See you next time.");
  await ownerView.getByRole("button", { name: "Publish reply" }).click();
  await expect(ownerView.getByTestId("review-reply")).toContainText("Thank you, Riley! See you next time.");
  await expect(ownerView.getByTestId("review-reply")).toContainText(`Reply from ${business!.businessName}`);
});

test("an unknown review link answers 404 with a clear page", async ({ page }) => {
  const response = await page.goto("/review/not-a-real-link-code");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This review link is not valid." })).toBeVisible();
});

test("a member writes a review, edits it, and reports another review", async ({ page }) => {
  test.setTimeout(90_000);
  const [business] = rows<BusinessRow>(
    `SELECT b.id, b.businessName, b.citySlug, b.slug FROM "BusinessProfile" b WHERE b.ownerId IS NULL AND b.active = 1
       AND (SELECT COUNT(*) FROM "Review" r WHERE r.businessId = b.id AND r.status = 'published') >= 2 ORDER BY b.id LIMIT 1 OFFSET 3`,
  );
  const path = profilePath(business!);
  const name = `Morgan ${uniqueEmail("m").slice(2, 8)}`;
  await signUp(page, name, path);

  await page.getByRole("button", { name: "Write a review" }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByRole("textbox", { name: "Your review" })
    .fill("Slow service on a busy evening, but the staff apologised.");
  await dialog.getByRole("button", { name: "Publish review" }).click();
  await expect(dialog.getByRole("radiogroup", { name: "Your rating" })).toHaveAccessibleDescription(
    "Choose a star rating.",
  );
  await dialog.getByRole("radio", { name: "2 stars" }).click();
  await dialog.getByRole("button", { name: "Publish review" }).click();
  const mine = page.getByTestId("review").filter({ hasText: name });
  await expect(mine.getByText("Slow service on a busy evening, but the staff apologised.")).toBeVisible();
  await expect(mine.getByText("LocalHub member")).toBeVisible();

  await page.getByRole("button", { name: "Edit your review" }).click();
  await expect(dialog.getByRole("radio", { name: "2 stars" })).toBeChecked();
  await dialog.getByRole("radio", { name: "4 stars" }).click();
  await dialog
    .getByRole("textbox", { name: "Your review" })
    .fill("Went back on a quiet afternoon: quick, friendly and careful.");
  await dialog.getByRole("button", { name: "Save review" }).click();
  await expect(mine.getByText("Went back on a quiet afternoon: quick, friendly and careful.")).toBeVisible();
  await expect(mine.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(page.getByTestId("review").filter({ hasText: name })).toHaveCount(1);

  const other = page.getByTestId("review").filter({ hasNotText: name }).first();
  await other.getByRole("button", { name: /^Report .+'s review$/ }).click();
  await dialog.getByLabel("Conflict of interest").check();
  await dialog.getByLabel(/Note/).fill("The reviewer works next door.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks. Our team will look at this review.")).toBeVisible();
  expect(
    scalar<number>(
      `SELECT COUNT(*) FROM "ReviewReport" p JOIN "Review" r ON r.id = p.reviewId JOIN "User" u ON u.id = p.userId WHERE r.businessId = ? AND u.displayName = ? AND p.reason = 'conflict_of_interest'`,
      business!.id,
      name,
    ),
  ).toBe(1);
});

test("an owner cannot turn their own request link into a published review", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const business = demoOwnersBusiness();
  const ownerAddress = `198.51.100.${randomInt(1, 255)}`;
  const mailbox = uniqueEmail("owners-other-mailbox");
  const reviewText = `Simply the best in town, five out of five. ${mailbox.slice(21, 31)}`;
  await signInAs(page, "business_owner", { throughForm: true });
  // From here on the owner's browser uses one address, which its session records.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ownerAddress });
  await page.goto(`/dashboard?business=${business!.id}`);
  const single = page
    .getByRole("region", { name: "Review requests" })
    .getByRole("form", { name: "Ask one customer for a review" });
  await single.getByLabel("Customer name").fill("Sam Self");
  await single.getByLabel("Customer email").fill(mailbox);
  await single.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("1 review request sent.")).toBeVisible();
  // Say the owner reads that mailbox: they hold the link.
  const link = linkFromOutbox(mailbox, "review_request");
  const totalBefore = scalar<number>(`SELECT totalReviews FROM "BusinessProfile" WHERE id = ?`, business!.id);

  const write = async (writer: Page) => {
    await writer.goto(link);
    const form = writer.getByRole("form", { name: "Write your review" });
    await form.getByRole("radio", { name: "5 stars" }).click();
    await form.getByRole("textbox", { name: "Your review" }).fill(reviewText);
    await form.getByRole("button", { name: "Publish review" }).click();
  };
  // Signed in as the owner: refused.
  await write(page);
  await expect(
    page.getByRole("alert").filter({ hasText: "You cannot review a business you own or work for." }),
  ).toBeVisible();

  // Signed out, from the owner's address: refused too.
  const sameAddress = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ownerAddress } });
  const friend = await sameAddress.newPage();
  await write(friend);
  await expect(
    friend.getByRole("alert").filter({ hasText: "You cannot review a business you own or work for." }),
  ).toBeVisible();
  await sameAddress.close();

  // From elsewhere: held until the request's address confirms it; nothing is published or counted.
  const elsewhere = await browser.newContext();
  const visitor = await elsewhere.newPage();
  await actAsNewVisitor(visitor);
  await write(visitor);
  await expect(visitor.getByText(/^Almost done: we emailed a link/)).toBeVisible();
  expect(scalar<number>(`SELECT totalReviews FROM "BusinessProfile" WHERE id = ?`, business!.id)).toBe(totalBefore);
  expect(scalar<string>(`SELECT status FROM "Review" WHERE comment = ?`, reviewText)).toBe("pending_email");
  await visitor.goto(profilePath(business!));
  await expect(visitor.getByTestId("review").filter({ hasText: reviewText })).toHaveCount(0);
  await elsewhere.close();
});

test("an owner cannot review their own business", async ({ page }) => {
  const owner = demoAccount("business_owner");
  const [business] = rows<BusinessRow>(
    `SELECT b.id, b.businessName, b.citySlug, b.slug FROM "BusinessProfile" b JOIN "User" u ON u.id = b.ownerId WHERE u.email = ? AND b.active = 1 ORDER BY b.id LIMIT 1`,
    owner.email,
  );
  await signInAs(page, "business_owner");
  await page.goto(profilePath(business!));
  await expect(page.getByText("You cannot review your own business.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Write a review" })).toHaveCount(0);
});
