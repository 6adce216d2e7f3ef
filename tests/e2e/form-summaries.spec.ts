// The error summary on the rest of the site's forms: the claim, post, review, network, list and
// catalogue forms, a review's report, the profile's enquiry dialog, a referral's next step and an
// organisation's invitation and settings. Each is sent with mistakes; the summary appears with
// focus, names each problem, its link moves focus to the field, and the field is marked invalid
// and described by its message.
// Nothing is saved: every submit here is refused.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { rows, scalar } from "./e2e-db";
import { signInAs } from "./support";

// Each test signs in, opens a page and runs axe: minutes on a busy machine, never a wait on time.
test.describe.configure({ timeout: 90_000 });

type Business = { id: string; citySlug: string; slug: string };
const profilePath = (business: Business) => `/business/${business.citySlug}/${business.slug}`;

/** A listed business with no owner nor claim, and none of the demo customer's reviews. */
function unownedBusiness(): Business {
  const [business] = rows<Business>(
    `SELECT b.id, b.citySlug, b.slug FROM "BusinessProfile" b
      WHERE b.ownerId IS NULL AND b.active = 1 AND b.awaitingApproval = 0 AND b.citySlug = 'houston'
        AND NOT EXISTS (SELECT 1 FROM "BusinessClaim" c WHERE c.businessId = b.id)
        AND NOT EXISTS (SELECT 1 FROM "Review" r WHERE r.businessId = b.id AND r.userId = 'user_customer')
      ORDER BY b.id LIMIT 1`,
  );
  if (!business) throw new Error("the e2e database has no unowned business in Houston");
  return business;
}

/** Once the page has hydrated (the footer's newsletter field, disabled in the server's HTML, is enabled). */
async function hydrated(page: Page) {
  await expect(page.getByRole("form", { name: "Newsletter" }).getByLabel("Email address")).toBeEnabled();
}

const summary = (scope: Page | Locator, problems: number) =>
  scope.getByRole("alert", { name: problems === 1 ? "There is 1 problem" : `There are ${problems} problems` });

/**
 * The summary has focus and lists `messages`; the link of `message` moves focus to `field`, which is
 * marked invalid and points with aria-describedby at an element saying the message.
 */
async function expectSummaryLeadsTo(
  box: Locator,
  messages: readonly string[],
  message: string,
  field: Locator,
  fieldMessage = message,
) {
  await expect(box).toBeFocused();
  await expect(box.getByRole("listitem")).toHaveText([...messages]);
  await box.getByRole("link", { name: message, exact: true }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = (await field.getAttribute("aria-describedby"))?.split(" ") ?? [];
  const described = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(described).toContain(fieldMessage);
  await expect(field).toHaveAccessibleDescription(new RegExp(fieldMessage.replace(/[.$()]/g, "\\$&")));
}

test("claiming a business without a phone number", async ({ page }) => {
  await signInAs(page, "customer");
  await page.goto(profilePath(unownedBusiness()));
  await hydrated(page);
  await page.getByRole("button", { name: "Claim this business" }).click();
  const form = page.getByRole("form", { name: "Claim this business" });
  await form.getByRole("button", { name: "Send claim" }).click();
  await expectSummaryLeadsTo(
    summary(form, 1),
    ["Phone is required."],
    "Phone is required.",
    form.getByRole("textbox", { name: "Phone" }),
  );
  await expectNoSeriousViolations(page);
});

test("writing a review without a rating or enough text", async ({ page }) => {
  await signInAs(page, "customer");
  await page.goto(profilePath(unownedBusiness()));
  await hydrated(page);
  await page.getByRole("button", { name: "Write a review" }).click();
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByRole("textbox", { name: "Your review" }).fill("Too short");
  await form.getByRole("button", { name: "Publish review" }).click();
  const box = summary(form, 2);
  const tooShort = /^Review must be at least \d+ characters\.$/;
  await expect(box.getByRole("link")).toHaveText(["Choose a star rating.", tooShort]);
  const message = (await box.getByRole("link").nth(1).textContent())!;
  await expectSummaryLeadsTo(
    box,
    ["Choose a star rating.", message],
    message,
    form.getByRole("textbox", { name: "Your review" }),
  );
  await box.getByRole("link", { name: "Choose a star rating." }).click();
  await expect(form.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();
  await expect(form.getByRole("radiogroup", { name: "Your rating" })).toHaveAccessibleDescription(
    "Choose a star rating.",
  );
  await expectNoSeriousViolations(page);
});

test("writing a post without a title or text", async ({ page }) => {
  const business = scalar<string>(
    `SELECT "id" FROM "BusinessProfile" WHERE "ownerId" = 'user_owner' AND active = 1 ORDER BY "id" LIMIT 1`,
  );
  await signInAs(page, "business_owner");
  await page.goto(`/dashboard/business/${business}/posts`);
  const form = page.getByRole("form", { name: "Write a post" });
  await form.getByRole("button", { name: "Publish post" }).click();
  await expectSummaryLeadsTo(
    summary(form, 2),
    ["Enter a title.", "Enter the text of the post."],
    "Enter the text of the post.",
    form.getByRole("textbox", { name: "Text" }),
  );
  await expectNoSeriousViolations(page);
});

test("referring a customer and recommending with nothing filled in", async ({ page }) => {
  await signInAs(page, "business_owner");
  await page.goto(profilePath(unownedBusiness()));
  await hydrated(page);
  const actions = page.getByRole("group", { name: "Your business network" });
  await actions.getByRole("button", { name: "Refer a customer" }).click();
  const refer = page.getByRole("form", { name: /^Refer a customer to / });
  await refer.getByRole("button", { name: "Send referral" }).click();
  const consent = "Confirm that the customer agreed to be contacted.";
  await expectSummaryLeadsTo(
    summary(refer, 3),
    ["Customer name is required.", "Say what the customer needs.", consent],
    consent,
    refer.getByRole("checkbox", { name: "The customer agreed to be contacted" }),
  );
  await expectNoSeriousViolations(page);
  await refer.getByRole("button", { name: "Cancel" }).click();

  await actions.getByRole("button", { name: "Recommend" }).click();
  const recommend = page.getByRole("form", { name: /^Recommend / });
  await expect(summary(recommend, 1)).toHaveCount(0);
  await recommend.getByRole("textbox", { name: "Your recommendation" }).fill("Great");
  await recommend.getByRole("button", { name: "Send recommendation" }).click();
  const box = summary(recommend, 1);
  const message = /^The recommendation must be at least \d+ characters\.$/;
  await expect(box.getByRole("link")).toHaveText([message]);
  await expectSummaryLeadsTo(
    box,
    [(await box.getByRole("link").textContent())!],
    (await box.getByRole("link").textContent())!,
    recommend.getByRole("textbox", { name: "Your recommendation" }),
  );
});

test("creating a list without a name", async ({ page }) => {
  await signInAs(page, "customer");
  await page.goto("/customer-dashboard");
  await hydrated(page);
  await expect(page.getByTestId("lists-section").getByRole("status")).toHaveCount(0);
  await page.getByRole("button", { name: "New list" }).click();
  const dialog = page.getByRole("dialog", { name: "New list" });
  await dialog.getByRole("button", { name: "Create list" }).click();
  await expectSummaryLeadsTo(
    summary(dialog, 1),
    ["List name is required"],
    "List name is required",
    dialog.getByRole("textbox", { name: "List name" }),
  );
});

test("adding a category without a name", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/categories");
  const category = page.getByRole("form", { name: "Add a category" });
  await category.getByRole("button", { name: "Add category" }).click();
  await expectSummaryLeadsTo(
    summary(category, 1),
    ["Name is required."],
    "Name is required.",
    category.getByRole("textbox", { name: "Name" }),
  );
  await expectNoSeriousViolations(page);
});

test("adding a feature card without a title or description", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/features");
  await hydrated(page);
  await page.getByRole("button", { name: "Add feature card" }).click();
  const feature = page.getByRole("form", { name: "Add a feature card" });
  await feature.getByRole("button", { name: "Save card" }).click();
  await expectSummaryLeadsTo(
    summary(feature, 2),
    ["Title is required.", "Description is required."],
    "Description is required.",
    feature.getByRole("textbox", { name: "Description" }),
  );
});

test("a template's service priced backwards", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/templates");
  await page.getByLabel("Subcategory", { exact: true }).selectOption({ label: "Bakeries (template)" });
  const template = page.getByRole("form", { name: "Template" });
  const services = template.getByRole("group", { name: /^Service \d+$/ });
  await expect(services.first()).toBeVisible();
  const before = await services.count();
  await template.getByRole("button", { name: "Add service" }).click();
  const added = services.nth(before);
  await added.getByLabel("Service name").fill("Summary check");
  await added.getByLabel("Price from ($)").fill("30");
  await added.getByLabel("Price to ($)").fill("20");
  await template.getByRole("button", { name: "Save template" }).click();
  const message = "Price to must not be below price from.";
  await expectSummaryLeadsTo(
    summary(template, 1),
    [`Service ${before + 1}: ${message}`],
    `Service ${before + 1}: ${message}`,
    added.getByLabel("Price to ($)"),
    message,
  );
  await expectNoSeriousViolations(page);
});

test("reporting a review as 'Other' without a note", async ({ page }) => {
  const [business] = rows<Business>(
    `SELECT b.id, b.citySlug, b.slug FROM "BusinessProfile" b
      WHERE b.active = 1 AND b.awaitingApproval = 0 AND EXISTS (SELECT 1 FROM "Review" r
        WHERE r.businessId = b.id AND r.status = 'published' AND (r.userId IS NULL OR r.userId <> 'user_customer'))
      ORDER BY b.id LIMIT 1`,
  );
  await signInAs(page, "customer");
  await page.goto(profilePath(business!));
  await hydrated(page);
  await page
    .getByRole("button", { name: /^Report .+'s review$/ })
    .first()
    .click();
  const form = page.getByRole("form", { name: "Report this review" });
  await form.getByRole("radio", { name: "Other" }).check();
  await form.getByRole("button", { name: "Send report" }).click();
  await expectSummaryLeadsTo(
    summary(form, 1),
    ["Tell us what is wrong with this review."],
    "Tell us what is wrong with this review.",
    form.getByRole("textbox", { name: "Note (required)" }),
  );
  await expectNoSeriousViolations(page);
});

test("sending an enquiry without a subject or message", async ({ page }) => {
  const [business] = rows<Business & { businessName: string }>(
    `SELECT id, businessName, citySlug, slug FROM "BusinessProfile"
      WHERE ownerId = 'user_owner' AND active = 1 AND awaitingApproval = 0 AND enquiriesEnabled = 1
      ORDER BY id LIMIT 1`,
  );
  await signInAs(page, "customer");
  await page.goto(profilePath(business!));
  await hydrated(page);
  const open = page.getByRole("button", { name: "Request a quote / Ask a question" });
  await expect(open).toBeEnabled();
  await open.click();
  const form = page.getByRole("form", { name: `Contact ${business!.businessName}` });
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expectSummaryLeadsTo(
    summary(form, 2),
    ["Give your message a subject.", "Write your message."],
    "Write your message.",
    form.getByRole("textbox", { name: "Your message" }),
  );
  await form.getByRole("textbox", { name: "Subject" }).fill("Opening hours");
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expectSummaryLeadsTo(
    summary(form, 1),
    ["Write your message."],
    "Write your message.",
    form.getByRole("textbox", { name: "Your message" }),
  );
  await expectNoSeriousViolations(page);
});

test("inviting a wrong email address and saving a wrong website for an organisation", async ({ page }) => {
  const [organization] = rows<{ slug: string }>(`SELECT "slug" FROM "Organization" ORDER BY "slug" LIMIT 1`);
  await signInAs(page, "admin");
  await page.goto(`/organization/${organization!.slug}/manage`);
  await hydrated(page);
  const invite = page.getByRole("region", { name: "Invite" });
  await invite.getByRole("textbox", { name: "Email address to invite" }).fill("not-an-email");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expectSummaryLeadsTo(
    summary(invite, 1),
    ["Enter a valid email address."],
    "Enter a valid email address.",
    invite.getByRole("textbox", { name: "Email address to invite" }),
  );

  const settings = page.getByRole("region", { name: "Settings" });
  await settings.getByRole("textbox", { name: "Website" }).fill("ftp://example.com");
  await settings.getByRole("button", { name: "Save settings" }).click();
  const website = "Website must be a web address starting with http:// or https://.";
  await expectSummaryLeadsTo(
    summary(settings, 1),
    [website],
    website,
    settings.getByRole("textbox", { name: "Website" }),
  );
  await expectNoSeriousViolations(page);
});

test("declining a referral without a reason", async ({ page }) => {
  const [referral] = rows<{ businessId: string }>(
    `SELECT r."toBusinessId" AS businessId FROM "Referral" r JOIN "BusinessProfile" b ON b."id" = r."toBusinessId"
      WHERE b."ownerId" = 'user_owner' AND r."status" = 'new' ORDER BY r."id" LIMIT 1`,
  );
  await signInAs(page, "business_owner");
  await page.goto(`/dashboard/network/referrals?business=${referral!.businessId}`);
  await hydrated(page);
  const decline = page.getByRole("button", { name: "Decline", exact: true }).first();
  await expect(decline).toBeEnabled();
  await decline.click();
  const form = page.getByRole("form", { name: /^Decline the referral of / });
  await form.getByRole("button", { name: "Decline referral" }).click();
  await expectSummaryLeadsTo(
    summary(form, 1),
    ["Say why you decline this referral."],
    "Say why you decline this referral.",
    form.getByRole("textbox", { name: "Reason" }),
  );
  await expectNoSeriousViolations(page);
});
